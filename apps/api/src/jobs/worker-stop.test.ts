// A worker's stop (graceful shutdown): it stops claiming, waits for the jobs in hand up to its deadline, then releases
// the ones still running, so another worker takes them at once and the unfinished attempt does not count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../lib/clock';
import type { TestDatabase } from '../test/context';
import type { JobContext, JobHandler } from './job-context';
import { findJob } from './jobs.queries';
import { enqueue } from './queue';
import { startJobsFixture, type JobsFixture } from './jobs-test-helpers';
import { createWorker } from './worker';

let fx: JobsFixture;
let database: TestDatabase;
let context: JobContext;
const clock = createManualClock(new Date('2024-08-06T12:00:00Z'));

beforeAll(async () => {
  fx = await startJobsFixture(clock);
  ({ database, context } = fx);
});
afterAll(() => fx.close());

/** A handler that holds its job until the test lets it go, and says when it started. */
function heldHandler() {
  let started: () => void = () => {};
  let finish: () => void = () => {};
  const running = new Promise<void>((resolve) => (started = resolve));
  const handler: JobHandler = async () => {
    started();
    await new Promise<void>((resolve) => (finish = resolve));
  };
  return { handler, running, finish: () => finish() };
}

describe("a worker's stop", () => {
  it('waits for a job that finishes before the deadline and records it done', async () => {
    const held = heldHandler();
    const worker = createWorker({ context, handlers: { 'test.quick': held.handler }, stopTimeoutMs: 60_000 });
    const id = (await enqueue(database.db, clock, 'test.quick'))!;
    worker.start();
    await held.running;
    const stopped = worker.stop();
    held.finish();
    await stopped;
    expect(await findJob(database.db, id)).toMatchObject({ attempts: 1, doneAt: clock.now(), lockedAt: null });
    expect(worker.isRunning()).toBe(false);
  });

  it('releases a job still running at the deadline; another worker takes it at once and the attempt does not count', async () => {
    const held = heldHandler();
    const first = createWorker({ context, handlers: { 'test.slow': held.handler }, stopTimeoutMs: 50 });
    const id = (await enqueue(database.db, clock, 'test.slow', {}, { maxAttempts: 1 }))!;
    first.start();
    await held.running;
    expect((await findJob(database.db, id))!.lockedAt).not.toBeNull();

    await first.stop();
    // Released: no lease, and the attempt it used is given back (one attempt allowed, one more added).
    expect(await findJob(database.db, id)).toMatchObject({
      attempts: 1,
      maxAttempts: 2,
      lockedAt: null,
      doneAt: null,
      failedAt: null,
      lastError: null,
    });

    // The same instant: no lease to wait out.
    const ran: number[] = [];
    const second = createWorker({ context, handlers: { 'test.slow': async () => void ran.push(id) } });
    expect(await second.runOnce()).toBe(1);
    expect(ran).toEqual([id]);
    expect(await findJob(database.db, id)).toMatchObject({ attempts: 2, doneAt: clock.now(), lockedAt: null });

    // The released run ends later (in a real stop the process exits first): it records nothing over the new one.
    held.finish();
    // A second stop waits for what the first one left in hand: the released run, now over.
    await first.stop();
    expect(await findJob(database.db, id)).toMatchObject({ attempts: 2, doneAt: clock.now(), lastError: null });
  });

  it('claims nothing once stopping', async () => {
    const held = heldHandler();
    const worker = createWorker({ context, handlers: { 'test.busy': held.handler }, stopTimeoutMs: 60_000 });
    const first = (await enqueue(database.db, clock, 'test.busy'))!;
    worker.start();
    await held.running;
    const stopped = worker.stop();
    const later = (await enqueue(database.db, clock, 'test.busy'))!;
    held.finish();
    await stopped;
    expect((await findJob(database.db, first))!.doneAt).not.toBeNull();
    expect(await findJob(database.db, later)).toMatchObject({ attempts: 0, lockedAt: null, doneAt: null });
  });
});
