import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createManualClock } from '../lib/clock';
import type { TestDatabase } from '../test/context';
import type { JobContext, JobHandler } from './job-context';
import { claimDueJobs, findJob } from './jobs.queries';
import { enqueue } from './queue';
import { startJobsFixture, type JobsFixture } from './jobs-test-helpers';
import { createWorker, jobTmpDir } from './worker';

let fx: JobsFixture;
let database: TestDatabase;
let context: JobContext;
const clock = createManualClock(new Date('2024-08-06T12:00:00Z'));

beforeAll(async () => {
  fx = await startJobsFixture(clock);
  ({ database, context } = fx);
});
afterAll(() => fx.close());

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition never met');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A handler that counts how many of its jobs run at once and holds each until the test lets them go. */
function gauged() {
  const state = { now: 0, max: 0, runs: [] as number[] };
  let release!: () => void;
  let gate = new Promise<void>((resolve) => (release = resolve));
  const handler: JobHandler = async (payload) => {
    state.now += 1;
    state.max = Math.max(state.max, state.now);
    await gate;
    state.runs.push(Number(payload.n));
    state.now -= 1;
  };
  return {
    state,
    handler,
    open() {
      release();
      gate = Promise.resolve();
    },
  };
}

describe('jobs run side by side', () => {
  it('runs each type up to its own limit at once, never more, and other types beside it', async () => {
    const slow = gauged();
    const quick = gauged();
    quick.open();
    const ids = await Promise.all([
      ...Array.from({ length: 6 }, (_, n) => enqueue(database.db, clock, 'test.slow', { n })),
      ...Array.from({ length: 3 }, (_, n) => enqueue(database.db, clock, 'test.quick', { n })),
    ]);
    const worker = createWorker({
      context,
      handlers: { 'test.slow': slow.handler, 'test.quick': quick.handler },
      concurrency: { 'test.slow': 2 },
      pollMs: 10,
    });
    worker.start();
    try {
      // Two slow jobs hold their slots; the quick ones still all run meanwhile.
      await waitFor(() => slow.state.now === 2 && quick.state.runs.length === 3);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(slow.state.now).toBe(2);
      slow.open();
      await waitFor(() => slow.state.runs.length === 6);
    } finally {
      await worker.stop();
    }
    expect(slow.state.max).toBe(2);
    expect(quick.state.max).toBe(1);
    expect(slow.state.runs.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (const id of ids) expect((await findJob(database.db, id!))!.doneAt).not.toBeNull();
  });

  it('two workers at once: each keeps its own limit and no job runs twice', async () => {
    const slow = gauged();
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, n) => enqueue(database.db, clock, 'test.shared', { n })),
    );
    const workers = [0, 1].map(() =>
      createWorker({
        context,
        handlers: { 'test.shared': slow.handler },
        concurrency: { 'test.shared': 3 },
        pollMs: 10,
      }),
    );
    for (const worker of workers) worker.start();
    try {
      await waitFor(() => slow.state.now === 6);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(slow.state.now).toBe(6);
      slow.open();
      await waitFor(() => slow.state.runs.length === 12);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(slow.state.max).toBe(6);
    expect(slow.state.runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n));
    for (const id of ids) expect(await findJob(database.db, id!)).toMatchObject({ attempts: 1, failedAt: null });
  });

  it('stops only after the jobs in hand finished', async () => {
    const slow = gauged();
    const id = (await enqueue(database.db, clock, 'test.stop', { n: 1 }))!;
    const worker = createWorker({ context, handlers: { 'test.stop': slow.handler }, pollMs: 10 });
    worker.start();
    await waitFor(() => slow.state.now === 1);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    slow.open();
    await stopping;
    expect((await findJob(database.db, id))!.doneAt).not.toBeNull();
  });
});

describe('a job whose worker died', () => {
  it('is taken over within 30 s of its last lease renewal, its temporary folder removed first', async () => {
    const id = (await enqueue(database.db, clock, 'test.resume', {}))!;
    // A worker claims it, writes a temporary file, and dies without a word.
    const crashedAt = clock.now();
    const [claimed] = await claimDueJobs(database.db, crashedAt, new Date(0), { 'test.resume': 1 }, ['test.resume']);
    expect(claimed.id).toBe(id);
    const leftover = jobTmpDir(context.config.dataDir, id);
    mkdirSync(join(leftover, 'feed-x'), { recursive: true });
    writeFileSync(join(leftover, 'feed-x', 'feed.json'), '[');

    let sawLeftover: boolean | null = null;
    const handler: JobHandler = async (_payload, _context, run) => {
      sawLeftover = existsSync(join(run!.tmpDir, 'feed-x'));
      mkdirSync(run!.tmpDir, { recursive: true });
      writeFileSync(join(run!.tmpDir, 'mine.tmp'), 'x');
    };
    const worker = createWorker({ context, handlers: { 'test.resume': handler } });
    clock.advance(10_000);
    expect(await worker.runOnce()).toBe(0); // the lease still holds
    clock.advance(10_001);
    expect(await worker.runOnce()).toBe(1);
    expect(clock.now().getTime() - crashedAt.getTime()).toBeLessThan(30_000);
    expect(sawLeftover).toBe(false);
    expect(existsSync(leftover)).toBe(false); // its own temporary files go when it ends
    expect(await findJob(database.db, id)).toMatchObject({ attempts: 2, doneAt: clock.now(), lockedAt: null });
  });

  it('is not taken over while its worker renews the lease', async () => {
    const slow = gauged();
    const id = (await enqueue(database.db, clock, 'test.renewed', { n: 1 }))!;
    const worker = createWorker({ context, handlers: { 'test.renewed': slow.handler }, heartbeatMs: 20, pollMs: 10 });
    worker.start();
    const other = createWorker({ context, handlers: { 'test.renewed': slow.handler } });
    try {
      await waitFor(() => slow.state.now === 1);
      // Time passes well beyond the lease; the renewals keep it, so the other worker finds nothing to take.
      for (let step = 0; step < 5; step++) {
        clock.advance(15_000);
        const renewedAt = clock.now().getTime();
        await waitFor(async () => (await findJob(database.db, id))!.lockedAt!.getTime() === renewedAt);
        expect(await other.runOnce()).toBe(0);
      }
      slow.open();
      await waitFor(async () => (await findJob(database.db, id))!.doneAt !== null);
    } finally {
      await worker.stop();
    }
    expect(await findJob(database.db, id)).toMatchObject({ attempts: 1 });
    expect(slow.state.max).toBe(1);
  });
});
