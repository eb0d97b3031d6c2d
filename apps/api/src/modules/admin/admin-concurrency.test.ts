// Two admins, the only holders of a permission, act at the same moment: each drops it, or takes it from the other,
// or deletes the other. Exactly one succeeds, so someone keeps every permission. On PostgreSQL (npm run test:pg) the
// requests really run side by side on a pool of connections and meet at the admins' row locks; on PGlite the same
// file checks the same outcome with the requests interleaved.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import type { Actor } from '../groups/groups-test-helpers';
import { admin, call } from './admin-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const permissions = ['users', 'groups', 'microsites', 'searches'] as const;

/** Two admins holding 'users' and `permission`, the only holders of `permission`. */
async function twoHolders(permission: string): Promise<[Actor, Actor]> {
  await ctx.db.update(users).set({ permissions: sql`array_remove(${users.permissions}, ${permission})` });
  const held = [...new Set(['users', permission])];
  return [await admin(ctx, held), await admin(ctx, held)];
}

async function holdersOf(permission: string): Promise<number> {
  return ctx.db.$count(users, sql`${permission} = any(${users.permissions})`);
}

/** One request answered 200 and the other one of `refusals`. */
function oneWins(answers: { statusCode: number; body: string }[], refusals: number[]) {
  const [winner, loser] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
  expect(winner.statusCode, `${answers[0].body} ${answers[1].body}`).toBe(200);
  expect(refusals, loser.body).toContain(loser.statusCode);
}

describe.each(permissions.map((permission) => [permission]))('the last holder of %s', (permission) => {
  const keep = (held: string) => (held === 'users' ? [] : ['users']);

  it('keeps it when the two holders drop it at once', async () => {
    for (let round = 0; round < 3; round++) {
      const [first, second] = await twoHolders(permission);
      const answers = await Promise.all(
        [first, second].map((who) =>
          call(ctx, who, 'PUT', `/admin/user/${who.user.id}`, { permissions: keep(permission) }),
        ),
      );
      oneWins(answers, [422]);
      const loser = answers.find((answer) => answer.statusCode === 422)!;
      expect(loser.json().errors.permissions).toEqual([
        expect.stringMatching(/^Debe quedar al menos un administrador con el permiso de /),
      ]);
      expect(await holdersOf(permission)).toBe(1);
    }
  });

  it('keeps it when the two holders take it from each other at once', async () => {
    for (let round = 0; round < 3; round++) {
      const [first, second] = await twoHolders(permission);
      const answers = await Promise.all([
        call(ctx, first, 'PUT', `/admin/user/${second.user.id}`, { permissions: keep(permission) }),
        call(ctx, second, 'PUT', `/admin/user/${first.user.id}`, { permissions: keep(permission) }),
      ]);
      // The loser no longer holds what the other holds (403), or would leave nobody holding it (422).
      oneWins(answers, [403, 422]);
      expect(await holdersOf(permission)).toBe(1);
    }
  });

  it('keeps it when the two holders delete each other at once', async () => {
    const [first, second] = await twoHolders(permission);
    const answers = await Promise.all([
      call(ctx, first, 'DELETE', `/admin/user/${second.user.id}`),
      call(ctx, second, 'DELETE', `/admin/user/${first.user.id}`),
    ]);
    // The loser's session died with its account (401), or its account was gone by the time it acted (403).
    oneWins(answers, [401, 403, 422]);
    expect(await holdersOf(permission)).toBe(1);
  });
});
