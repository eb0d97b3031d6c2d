import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema/index';
import { createManualClock } from '../lib/clock';
import type { TestDatabase } from '../test/context';
import type { JobContext, JobHandler } from './job-context';
import { claimDueJobs, findJob } from './jobs.queries';
import { enqueue, retryDelayMs } from './queue';
import { jobHandlers, recurringJobs } from './registry';
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

describe('the job queue', () => {
  it('runs a due job once and marks it done', async () => {
    const seen: unknown[] = [];
    const worker = createWorker({ context, handlers: { 'test.echo': async (payload) => void seen.push(payload) } });
    const id = (await enqueue(database.db, clock, 'test.echo', { saludo: 'hola' }))!;
    expect(await worker.runOnce()).toBe(1);
    expect(seen).toEqual([{ saludo: 'hola' }]);
    expect(await findJob(database.db, id)).toMatchObject({ attempts: 1, doneAt: clock.now(), lockedAt: null });
    expect(await worker.runOnce()).toBe(0);
  });

  it('leaves jobs that are not due yet', async () => {
    const handler = async () => {};
    const worker = createWorker({ context, handlers: { 'test.later': handler } });
    const id = (await enqueue(
      database.db,
      clock,
      'test.later',
      {},
      { runAt: new Date(clock.now().getTime() + 60_000) },
    ))!;
    expect(await worker.runOnce()).toBe(0);
    clock.advance(60_000);
    expect(await worker.runOnce()).toBe(1);
    expect((await findJob(database.db, id))!.doneAt).not.toBeNull();
  });

  it('retries a failing job with back-off, records the error, and gives up after the last attempt', async () => {
    let calls = 0;
    const flaky: JobHandler = async () => {
      calls += 1;
      throw new Error(`SMTP caído (intento ${calls})`);
    };
    const worker = createWorker({ context, handlers: { 'test.flaky': flaky } });
    const id = (await enqueue(database.db, clock, 'test.flaky', {}, { maxAttempts: 3 }))!;

    expect(await worker.runOnce()).toBe(1);
    let job = (await findJob(database.db, id))!;
    expect(job).toMatchObject({
      attempts: 1,
      lastError: 'SMTP caído (intento 1)',
      doneAt: null,
      failedAt: null,
      lockedAt: null,
    });
    expect(job.runAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    expect(await worker.runOnce()).toBe(0); // not due before the back-off
    clock.advance(retryDelayMs(1));
    await worker.runOnce();
    job = (await findJob(database.db, id))!;
    expect(job).toMatchObject({ attempts: 2, lastError: 'SMTP caído (intento 2)' });
    expect(job.runAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    clock.advance(retryDelayMs(2));
    await worker.runOnce();
    job = (await findJob(database.db, id))!;
    expect(job).toMatchObject({
      attempts: 3,
      lastError: 'SMTP caído (intento 3)',
      failedAt: clock.now(),
      doneAt: null,
    });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await worker.runOnce()).toBe(0);
    expect(calls).toBe(3);
  });

  it('fails a job of an unknown type at once', async () => {
    const worker = createWorker({ context, handlers: {} });
    const id = (await enqueue(database.db, clock, 'test.nobody', {}))!;
    await worker.runOnce();
    expect(await findJob(database.db, id)).toMatchObject({
      lastError: 'Unknown job type: test.nobody',
      failedAt: clock.now(),
    });
  });

  it('never hands the same job to two claims, and reclaims a job whose worker died', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await enqueue(database.db, clock, 'test.claim', { i }))!);
    const now = clock.now();
    const staleBefore = new Date(now.getTime() - 5 * 60_000);
    const [a, b] = await Promise.all([
      claimDueJobs(database.db, now, staleBefore, 3),
      claimDueJobs(database.db, now, staleBefore, 3),
    ]);
    const claimed = [...a, ...b].map((job) => job.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
    expect(await claimDueJobs(database.db, now, staleBefore, 10)).toEqual([]);

    // Nobody marked them done: five minutes later they count as abandoned.
    clock.advance(5 * 60_000 + 1);
    const later = clock.now();
    const reclaimed = await claimDueJobs(database.db, later, new Date(later.getTime() - 5 * 60_000), 10);
    expect(reclaimed.map((job) => job.id).sort()).toEqual([...ids].sort());
    expect(reclaimed.every((job) => job.attempts === 2)).toBe(true);
    await database.db.delete(jobs).where(eq(jobs.type, 'test.claim'));
  });

  it('keeps one pending row per key', async () => {
    const first = await enqueue(database.db, clock, 'test.keyed', {}, { key: 'digest:7' });
    const second = await enqueue(database.db, clock, 'test.keyed', {}, { key: 'digest:7' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await database.db.delete(jobs).where(eq(jobs.type, 'test.keyed'));
  });

  it('schedules the recurring jobs and runs them when due', async () => {
    const worker = createWorker({ context, handlers: jobHandlers, recurring: recurringJobs });
    await worker.runOnce();
    const scheduled = await database.db.select().from(jobs).where(eq(jobs.type, 'tokens.prune'));
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].runAt.getTime()).toBe(clock.now().getTime() + 60 * 60 * 1000);
    await worker.runOnce();
    expect(await database.db.select().from(jobs).where(eq(jobs.type, 'tokens.prune'))).toHaveLength(1);
  });
});
