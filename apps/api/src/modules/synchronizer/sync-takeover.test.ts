import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { and, eq, isNull } from 'drizzle-orm';
import { jobs } from '../../db/schema/index';
import { claimDueJobs, findJob } from '../../jobs/jobs.queries';
import { enqueue } from '../../jobs/queue';
import { jobConcurrency, jobHandlers } from '../../jobs/registry';
import { createWorker, jobTmpDir } from '../../jobs/worker';
import type { TestContext } from '../../test/context';
import { jobContext } from '../../test/jobs';
import { actor } from '../groups/groups-test-helpers';
import { groupWindowMs } from '../notifications';
import { syncJobType } from './synchronizer.service';
import { claimSynchronizer } from './synchronizer.queries';
import {
  feedListing,
  json,
  pendingSyncJobs,
  runDueJobs,
  saveJson,
  startFeedHost,
  synchronizerOf,
  syncContext,
} from './synchronizer-test-helpers';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof startFeedHost>>;
beforeAll(async () => {
  // Feeds may take a minute: the stalled one below must outlast the test, not time out.
  ctx = await syncContext({ timeoutMs: 60_000 });
  host = await startFeedHost();
});
afterAll(async () => {
  await host.close();
  await ctx.close();
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 50_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition never met');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function startWorker() {
  const worker = createWorker({
    context: jobContext(ctx),
    handlers: jobHandlers,
    concurrency: jobConcurrency,
    pollMs: 20,
  });
  worker.start();
  return worker;
}

describe('a slow feed', () => {
  it("does not hold up another user's sync or the maintenance jobs", async () => {
    // The first user's feed host takes the request and says nothing until the test lets it answer.
    let stalled: ServerResponse | null = null;
    host.routes.set('/lenta.json', (response) => (stalled = response));
    host.routes.set('/rapida.json', json([feedListing('R-1')]));
    const slowOwner = await actor(ctx);
    const quickOwner = await actor(ctx);
    await saveJson(ctx, slowOwner, `${host.url}/lenta.json`);
    await saveJson(ctx, quickOwner, `${host.url}/rapida.json`);
    const pruneId = (await enqueue(ctx.db, ctx.clock, 'tokens.prune'))!;

    const worker = startWorker();
    try {
      await waitFor(
        async () =>
          stalled !== null &&
          (await synchronizerOf(ctx, quickOwner)).status === 'idle' &&
          (await findJob(ctx.db, pruneId))!.doneAt !== null,
      );
      expect(await synchronizerOf(ctx, quickOwner)).toMatchObject({
        status: 'idle',
        publications_count: 1,
        last_error: null,
      });
      expect(await synchronizerOf(ctx, slowOwner)).toMatchObject({ status: 'running', publications_count: 0 });

      json([feedListing('L-1'), feedListing('L-2')])(stalled!);
      await waitFor(async () => (await synchronizerOf(ctx, slowOwner)).status === 'idle');
      expect(await synchronizerOf(ctx, slowOwner)).toMatchObject({ publications_count: 2, last_error: null });
    } finally {
      // A failed expectation must not leave the worker waiting on the stalled feed.
      const response = stalled as ServerResponse | null;
      if (response && !response.writableEnded) json([])(response);
      await worker.stop();
    }
  }, 60_000);
});

describe('a sync whose worker died', () => {
  it('is taken over within 30 s, and the temporary files of the dead run are removed', async () => {
    // The syncs above told their owners (a new account hears of its finished syncs): those deliveries go out first,
    // so that the jobs counted below are this sync's alone.
    ctx.clock.advance(groupWindowMs);
    await runDueJobs(ctx);
    host.routes.set('/huerfana.json', json([feedListing('H-1'), feedListing('H-2')]));
    const owner = await actor(ctx);
    const { id } = await saveJson(ctx, owner, `${host.url}/huerfana.json`);
    const [queued] = (await pendingSyncJobs(ctx)).filter((job) => job.payload.synchronizerId === id);

    // A worker claims the job and the synchronizer, downloads part of the feed, and dies.
    const crashedAt = ctx.clock.now();
    const [claimed] = await claimDueJobs(ctx.db, crashedAt, new Date(0), { [syncJobType]: 1 }, [syncJobType]);
    expect(claimed.id).toBe(queued.id);
    expect(await claimSynchronizer(ctx.db, id, crashedAt, new Date(0))).not.toBeNull();
    const leftover = join(jobTmpDir(ctx.dataDir, queued.id), 'feed-dead');
    mkdirSync(leftover, { recursive: true });
    writeFileSync(join(leftover, 'feed.json'), '[{"code":');

    ctx.clock.advance(10_000);
    expect(await runDueJobs(ctx)).toBe(0);
    expect(await synchronizerOf(ctx, owner)).toMatchObject({ status: 'running', publications_count: 0 });

    ctx.clock.advance(10_001);
    expect(await runDueJobs(ctx)).toBe(1);
    expect(ctx.clock.now().getTime() - crashedAt.getTime()).toBeLessThan(30_000);
    expect(await synchronizerOf(ctx, owner)).toMatchObject({
      status: 'idle',
      publications_count: 2,
      last_error: null,
      sync_on: ctx.clock.now().toISOString(),
    });
    expect(existsSync(leftover)).toBe(false);
    expect(await findJob(ctx.db, queued.id)).toMatchObject({ attempts: 2, doneAt: ctx.clock.now() });
    // Taken over by the same job: no second job was queued for it.
    const pending = await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, syncJobType), isNull(jobs.doneAt), isNull(jobs.failedAt)));
    expect(pending.filter((job) => job.payload.synchronizerId === id)).toEqual([]);
  });
});
