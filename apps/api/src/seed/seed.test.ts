import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { normalizePhone } from '@vitrina/shared/phone';
import { isReservedSlug, normalizeSlug } from '@vitrina/shared/slug';
import { users } from '../db/schema/index';
import { createLogger } from '../lib/logger';
import { createLocalStorage } from '../lib/storage';
import { createTestContext, type TestContext } from '../test/context';
import { loadDemoData } from './index';
import { demoEmailDomain } from './users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function seed() {
  const storage = createLocalStorage({ dataDir: ctx.dataDir, publicUrl: ctx.config.publicUrl });
  return loadDemoData({ db: ctx.db, storage, clock: ctx.clock, logger: createLogger('silent') });
}

describe('demo data', () => {
  it('loads Argentine users with valid contact data and generated avatars', async () => {
    const summary = await seed();
    expect(summary.users.created).toBe(summary.users.total);
    const rows = await ctx.db.select().from(users);
    expect(rows.length).toBeGreaterThanOrEqual(10);

    for (const user of rows) {
      expect(user.email.endsWith(`@${demoEmailDomain}`), user.email).toBe(true);
      expect(user.email).toBe(user.email.toLowerCase());
      if (user.phone) {
        expect(user.phone).toMatch(/^\+54911\d{8}$/);
        expect(normalizePhone(user.phone)).toBe(user.phone);
      }
      if (user.slug) {
        expect(normalizeSlug(user.slug)).toBe(user.slug);
        expect(isReservedSlug(user.slug)).toBe(false);
      }
    }
    expect(rows.some((user) => /[áéíóúñ]/i.test(user.name))).toBe(true);
    expect(rows.some((user) => user.permissions.includes('users'))).toBe(true);

    const withAvatar = rows.filter((user) => user.avatarPath);
    expect(withAvatar.length).toBeGreaterThan(0);
    expect(withAvatar.length).toBeLessThan(rows.length); // some keep the placeholder
    const file = join(ctx.dataDir, 'uploads', withAvatar[0].avatarPath!);
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 256 });

    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${withAvatar[0].avatarPath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('can run again without duplicating anything', async () => {
    const before = await ctx.db.select().from(users);
    const summary = await seed();
    expect(summary.users.created).toBe(0);
    const after = await ctx.db.select().from(users);
    expect(after).toHaveLength(before.length);
  });
});
