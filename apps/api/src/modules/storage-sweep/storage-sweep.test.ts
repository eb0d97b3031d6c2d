import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageSweep as sweepNotesTable, users } from '../../db/schema/index';
import { createLogger } from '../../lib/logger';
import type { Storage } from '../../lib/storage';
import { uploadExists } from '../../lib/storage/uploads-test-helpers';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { createListing, jpegFile, propertyFields } from '../publications/publications-test-helpers';
import { jobHandlers, recurringJobs } from '../../jobs/registry';
import { storageSweep, storageSweepJob } from './storage-sweep.job';
import { trackUploads } from './tracked-storage';

let ctx: TestContext;
let seller: Actor;
const hour = 60 * 60 * 1000;
const image = Buffer.from('not really an image, bytes are bytes');

beforeAll(async () => {
  ctx = await createTestContext();
  seller = await actor(ctx);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(sweepNotesTable);
});

const sweep = (payload: Record<string, unknown> = {}, storage: Storage = ctx.app.storage) =>
  storageSweep(payload, {
    db: ctx.db,
    config: ctx.config,
    clock: ctx.clock,
    mailer: ctx.app.mailer,
    logger: createLogger('silent'),
    storage,
  });

const notes = async () => (await ctx.db.select().from(sweepNotesTable)).map((row) => row.key).sort();

describe('the storage sweep', () => {
  it('is a recurring job of the worker', () => {
    expect(jobHandlers[storageSweepJob]).toBe(storageSweep);
    expect(recurringJobs.map((job) => job.type)).toContain(storageSweepJob);
  });

  it('removes, after an hour, a file whose request never wrote its row', async () => {
    // What a request killed between its upload and its commit leaves: the file, and the note written before it.
    await ctx.app.storage.put('publications/abandoned.webp', image, 'image/webp');
    expect(await notes()).toEqual(['publications/abandoned.webp']);

    ctx.clock.advance(hour - 60_000);
    await sweep();
    expect(await uploadExists(ctx, 'publications/abandoned.webp')).toBe(true);

    ctx.clock.advance(2 * 60_000);
    await sweep();
    expect(await uploadExists(ctx, 'publications/abandoned.webp')).toBe(false);
    expect(await notes()).toEqual([]);
  });

  it('keeps the images of a saved listing and forgets their notes', async () => {
    await createListing(ctx, seller, [...propertyFields(), ['medias[]', await jpegFile()]]);
    const keys = await notes();
    expect(keys).toHaveLength(2); // the image and its thumbnail

    ctx.clock.advance(hour + 1000);
    await sweep();
    expect(await notes()).toEqual([]);
    for (const key of keys) expect(await uploadExists(ctx, key)).toBe(true);
  });

  it('keeps a file an avatar points at', async () => {
    await ctx.app.storage.put('avatars/kept.webp', image, 'image/webp');
    await ctx.db.update(users).set({ avatarPath: 'avatars/kept.webp' }).where(eq(users.id, seller.user.id));
    ctx.clock.advance(hour + 1000);
    await sweep();
    expect(await uploadExists(ctx, 'avatars/kept.webp')).toBe(true);
    expect(await notes()).toEqual([]);
  });

  it('sweeps younger notes when told to (olderThanMs)', async () => {
    await ctx.app.storage.put('publications/young.webp', image, 'image/webp');
    ctx.clock.advance(1000);
    await sweep({ olderThanMs: 0 });
    expect(await uploadExists(ctx, 'publications/young.webp')).toBe(false);
  });

  it('notes a removal the store refused, and removes the file on a later run', async () => {
    await ctx.app.storage.put('publications/stuck.webp', image, 'image/webp');
    ctx.clock.advance(hour + 1000);
    const refusing: Storage = {
      ...ctx.app.storage,
      remove: () => Promise.reject(new Error('store down')),
    };
    await sweep({}, refusing);
    // Still there, and noted again from now: the next run an hour later takes it.
    expect(await uploadExists(ctx, 'publications/stuck.webp')).toBe(true);
    expect(await notes()).toEqual(['publications/stuck.webp']);

    ctx.clock.advance(hour + 1000);
    await sweep();
    expect(await uploadExists(ctx, 'publications/stuck.webp')).toBe(false);
    expect(await notes()).toEqual([]);
  });

  it('notes a file whose removal failed (a deleted listing whose store was down)', async () => {
    const inner: Storage = { ...ctx.app.storage, remove: () => Promise.reject(new Error('store down')) };
    const tracked = trackUploads(inner, { db: ctx.db, clock: ctx.clock, logger: createLogger('silent') });
    await expect(tracked.remove('publications/leftover.webp')).rejects.toThrow('store down');
    expect(await notes()).toEqual(['publications/leftover.webp']);
  });

  it('two sweeps at once remove every abandoned file exactly once', async () => {
    const keys = Array.from({ length: 450 }, (_, index) => `publications/race-${index}.webp`);
    for (const key of keys) await ctx.app.storage.put(key, image, 'image/webp');
    ctx.clock.advance(hour + 1000);
    const removed: string[] = [];
    const counting: Storage = {
      ...ctx.app.storage,
      async remove(key) {
        removed.push(key);
        await ctx.app.storage.remove(key);
      },
    };
    await Promise.all([sweep({}, counting), sweep({}, counting)]);
    expect(removed.sort()).toEqual([...keys].sort());
    expect(await notes()).toEqual([]);
    for (const key of keys.slice(0, 5)) expect(await uploadExists(ctx, key)).toBe(false);
  });
});
