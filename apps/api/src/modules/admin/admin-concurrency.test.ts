// Two admins holding 'users' take it from each other at the same moment: exactly one succeeds, so someone keeps
// it. On PostgreSQL (npm run test:pg) the requests really run side by side on a pool of connections and meet at the
// holders' row locks; on PGlite the same file checks the same outcome with the requests interleaved.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { admin, call } from './admin-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the last holder of 'users'", () => {
  it('survives two admins removing each other at once', async () => {
    for (let round = 0; round < 5; round++) {
      // Only these two hold the permission.
      await ctx.db.update(users).set({ permissions: sql`array_remove(${users.permissions}, 'users')` });
      const first = await admin(ctx, ['users']);
      const second = await admin(ctx, ['users']);
      const [a, b] = await Promise.all([
        call(ctx, first, 'PUT', `/admin/user/${second.user.id}`, { permissions: [] }),
        call(ctx, second, 'PUT', `/admin/user/${first.user.id}`, { permissions: [] }),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses[0], `${a.body} ${b.body}`).toBe(200);
      expect([403, 422]).toContain(statuses[1]);
      const holders = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(sql`'users' = any(${users.permissions})`);
      expect(holders).toHaveLength(1);
    }
  });

  it('survives two admins deleting each other at once', async () => {
    await ctx.db.update(users).set({ permissions: sql`array_remove(${users.permissions}, 'users')` });
    const first = await admin(ctx, ['users']);
    const second = await admin(ctx, ['users']);
    const [a, b] = await Promise.all([
      call(ctx, first, 'DELETE', `/admin/user/${second.user.id}`),
      call(ctx, second, 'DELETE', `/admin/user/${first.user.id}`),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0], `${a.body} ${b.body}`).toBe(200);
    // The loser's session died with its account (401), or it found itself the last holder (422).
    expect([401, 403, 422]).toContain(statuses[1]);
    const holders = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(sql`'users' = any(${users.permissions})`);
    expect(holders).toHaveLength(1);
  });
});
