import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import type { TestContext } from '../../test/context';
import { actor } from '../groups/groups-test-helpers';
import {
  bytes,
  feedListing,
  jpeg,
  json,
  listings,
  pendingSyncJobs,
  runDueJobs,
  saveJson,
  startFeedHost,
  storedFiles,
  synchronizerOf,
  syncContext,
  type Route,
} from './synchronizer-test-helpers';
import { runSync } from './sync-run';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof startFeedHost>>;
beforeAll(async () => {
  ctx = await syncContext();
  host = await startFeedHost();
});
afterAll(async () => {
  await ctx.close();
  await host.close();
});

/** An image the host holds back until the test lets it go. */
async function heldImage(): Promise<{ route: Route; release(): void; requested: Promise<void> }> {
  const data = await jpeg();
  let release!: () => void;
  let requested!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (requested = resolve));
  return {
    route: (response) => {
      requested();
      void gate.then(() => bytes(data, 'image/jpeg')(response));
    },
    release,
    requested: asked,
  };
}

async function waitFor(condition: () => Promise<boolean>) {
  for (let tries = 0; !(await condition()); tries++) {
    if (tries > 100) throw new Error('condition never met');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const deps = () => ({
  db: ctx.db,
  clock: ctx.clock,
  storage: ctx.app.storage,
  logger: createLogger('silent'),
  config: ctx.config,
  progressEveryMs: 0,
});

describe('a running sync', () => {
  it('shows its progress as it goes; a sync asked for meanwhile runs after it, never beside it', async () => {
    const owner = await actor(ctx);
    const held = await heldImage();
    host.routes.set('/lenta.jpg', held.route);
    host.routes.set(
      '/progreso.json',
      json([feedListing('P-1'), feedListing('P-2', { images: [`${host.url}/lenta.jpg`] }), feedListing('P-3')]),
    );
    const { id } = await saveJson(ctx, owner, `${host.url}/progreso.json`);
    const running = runSync(deps(), id);
    await held.requested;
    // P-1 and P-3 are written while P-2 waits for its photo.
    await waitFor(async () => (await synchronizerOf(ctx, owner)).progress.done === 2);
    expect(await synchronizerOf(ctx, owner)).toMatchObject({
      status: 'running',
      progress: { done: 2, total: 3 },
      publications_count: 2,
      started_at: ctx.clock.now().toISOString(),
    });

    // Asked again while it runs: due again, and the queued job waits for the run instead of starting a second one.
    const asked = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/synchronizer/sync',
      headers: owner.headers,
    });
    expect(asked.json()).toMatchObject({ status: 'queued', sync_on: null });
    await runDueJobs(ctx);
    const waiting = (await pendingSyncJobs(ctx)).filter((job) => job.payload.synchronizerId === id);
    expect(waiting.length).toBeGreaterThan(0);
    for (const job of waiting) expect(job.runAt.getTime() - ctx.clock.now().getTime()).toBe(30_000);
    expect(await synchronizerOf(ctx, owner)).toMatchObject({
      progress: { done: 2, total: 3 },
      started_at: ctx.clock.now().toISOString(),
    });

    held.release();
    expect(await running).toBe('done');
    expect(await synchronizerOf(ctx, owner)).toMatchObject({
      status: 'queued',
      sync_on: null,
      progress: { done: 3, total: 3 },
      publications_count: 3,
    });
    ctx.clock.advance(30_000);
    await runDueJobs(ctx);
    expect(await synchronizerOf(ctx, owner)).toMatchObject({
      status: 'idle',
      sync_on: ctx.clock.now().toISOString(),
      publications_count: 3,
    });
  });

  it('stops when its synchronizer is deleted, leaving no listing and no file behind', async () => {
    const owner = await actor(ctx);
    const held = await heldImage();
    host.routes.set('/retenida.jpg', held.route);
    host.routes.set(
      '/borrar.json',
      json([feedListing('D-1', { images: [`${host.url}/retenida.jpg`] }), feedListing('D-2')]),
    );
    const { id } = await saveJson(ctx, owner, `${host.url}/borrar.json`);
    const running = runSync(deps(), id);
    await held.requested;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account/synchronizer',
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    held.release();
    expect(await running).toBe('gone');
    expect(await listings(ctx, id)).toEqual({});
    expect(await storedFiles(ctx, owner.user.id)).toEqual([]);
  });
});
