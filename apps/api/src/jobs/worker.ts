// The worker loop: keep recurring jobs scheduled, claim due jobs of the types with a free slot, run them side by
// side (each type up to its concurrency), retry failures with back-off. A running job renews its lease every few
// seconds; a lease left to expire (the worker died) lets any worker take the job over within `leaseMs`. Stopping
// waits for the jobs in hand up to a deadline, then releases those still running, so another worker takes them at once.
// Runs inside the server process (unless WORKER=0) or alone (`npm run worker`); any number may run at once.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobRow } from '../db/schema/index';
import {
  claimDueJobs,
  markJobDone,
  markJobFailed,
  markJobRetry,
  releaseJob,
  renewJobLease,
  type ClaimSlots,
} from './jobs.queries';
import type { JobContext, JobHandler, JobRun, RecurringJob } from './job-context';
import { enqueue, retryDelayMs } from './queue';

export type WorkerOptions = {
  context: JobContext;
  handlers: Record<string, JobHandler>;
  recurring?: RecurringJob[];
  /** Jobs of a type this worker runs at once; 1 for a type not listed. */
  concurrency?: Record<string, number>;
  /** Idle wait between polls (a finishing job cuts it short). */
  pollMs?: number;
  /** A job whose lease was not renewed for this long is taken to be abandoned by a dead worker. */
  leaseMs?: number;
  /** How often a running job renews its lease; default a quarter of the lease. */
  heartbeatMs?: number;
  /** How long stop() waits for the jobs in hand before releasing them; default 10 s. */
  stopTimeoutMs?: number;
};

export type Worker = {
  start(): void;
  /**
   * Stops claiming and waits for the jobs in hand to finish, up to the stop deadline; the jobs still running then
   * are released (no lease, the attempt not counted) for another worker to take at once, and stop() resolves.
   */
  stop(): Promise<void>;
  /** One round: schedule recurring jobs, claim due jobs and run them to the end. Returns how many ran. */
  runOnce(): Promise<number>;
  isRunning(): boolean;
};

const scheduleEveryMs = 60_000;
/** Renewed every 5 s, so a dead worker's job is taken over at most 20 s after its last sign of life. */
const defaultLeaseMs = 20_000;
const defaultStopTimeoutMs = 10_000;
/** The slot of jobs whose type has no handler: they fail at once, one at a time. */
const unknownType = '';

export function jobTmpDir(dataDir: string, jobId: number): string {
  return join(dataDir, 'tmp', 'jobs', String(jobId));
}

export function createWorker(options: WorkerOptions): Worker {
  const { context, handlers } = options;
  const { db, clock, logger } = context;
  // A notification waits for its burst (notify.ts, half a second) and must reach the push service within 2 s of its
  // event: an idle poll of a quarter second keeps that, at one cheap claim statement per poll.
  const pollMs = options.pollMs ?? 250;
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const heartbeatMs = options.heartbeatMs ?? leaseMs / 4;
  const stopTimeoutMs = options.stopTimeoutMs ?? defaultStopTimeoutMs;
  const known = Object.keys(handlers);
  const log = logger.child({ component: 'worker' });

  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let scheduledAt = -Infinity;
  const active = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  /** The runs in hand, so a stop past its deadline can release them; `released`: the job is no longer theirs. */
  const runs = new Map<number, { job: JobRow; heartbeat: NodeJS.Timeout; released: boolean }>();

  const limitOf = (type: string) => (type === unknownType ? 1 : Math.max(1, options.concurrency?.[type] ?? 1));

  function freeSlots(): ClaimSlots {
    const slots: ClaimSlots = {};
    for (const type of [...known, unknownType]) {
      const free = limitOf(type) - (active.get(type) ?? 0);
      if (free > 0) slots[type] = free;
    }
    return slots;
  }

  async function scheduleRecurring() {
    const now = clock.now();
    if (now.getTime() - scheduledAt < scheduleEveryMs) return;
    scheduledAt = now.getTime();
    for (const job of options.recurring ?? []) {
      await enqueue(db, clock, job.type, {}, { key: job.type, runAt: new Date(now.getTime() + job.everyMs) });
    }
  }

  async function runJob(job: JobRow) {
    const handler = handlers[job.type];
    const run: JobRun = { id: job.id, attempt: job.attempts, tmpDir: jobTmpDir(context.config.dataDir, job.id) };
    const started = Date.now();
    // The lease is renewed while the handler works; a renewal refused means another worker took the job over.
    const heartbeat = setInterval(() => {
      renewJobLease(db, job.id, job.attempts, clock.now()).then(
        (held) => held || log.warn({ jobId: job.id, type: job.type }, 'job lease lost'),
        (error: unknown) => log.warn({ jobId: job.id, err: error }, 'job lease renewal failed'),
      );
    }, heartbeatMs);
    heartbeat.unref();
    const state = { job, heartbeat, released: false };
    runs.set(job.id, state);
    try {
      if (!handler) throw new Error(`Unknown job type: ${job.type}`);
      // Whatever an earlier attempt of this job left (its worker died) goes before this one starts.
      await rm(run.tmpDir, { recursive: true, force: true });
      await handler(job.payload, context, run);
      clearInterval(heartbeat);
      // Released at a stop's deadline: the job belongs to whoever claims it next, and so does its folder.
      if (state.released) return;
      await markJobDone(db, job.id, job.attempts, clock.now());
      log.info({ jobId: job.id, type: job.type, attempt: job.attempts, ms: Date.now() - started }, 'job done');
    } catch (error) {
      clearInterval(heartbeat);
      if (state.released) return;
      const message = error instanceof Error ? error.message : String(error);
      const now = clock.now();
      if (!handler || job.attempts >= job.maxAttempts) {
        await markJobFailed(db, job.id, job.attempts, message, now);
        log.error({ jobId: job.id, type: job.type, attempt: job.attempts, err: error }, 'job failed for good');
      } else {
        const runAt = new Date(now.getTime() + retryDelayMs(job.attempts));
        await markJobRetry(db, job.id, job.attempts, message, runAt);
        log.warn(
          { jobId: job.id, type: job.type, attempt: job.attempts, retryAt: runAt, err: error },
          'job failed, will retry',
        );
      }
    } finally {
      clearInterval(heartbeat);
      runs.delete(job.id);
      if (!state.released) await rm(run.tmpDir, { recursive: true, force: true }).catch(() => {});
    }
  }

  function dispatch(job: JobRow): Promise<void> {
    const slot = handlers[job.type] ? job.type : unknownType;
    active.set(slot, (active.get(slot) ?? 0) + 1);
    const done = runJob(job)
      .catch((error: unknown) => log.error({ jobId: job.id, err: error }, 'job bookkeeping failed'))
      .finally(() => {
        active.set(slot, (active.get(slot) ?? 1) - 1);
        inFlight.delete(done);
        // A slot is free: look for more work now rather than after the idle wait.
        wake?.();
      });
    inFlight.add(done);
    return done;
  }

  /** Claims what the free slots allow and starts it; returns the started runs. */
  async function claimRound(): Promise<Promise<void>[]> {
    await scheduleRecurring();
    const slots = freeSlots();
    if (Object.keys(slots).length === 0) return [];
    const now = clock.now();
    const claimed = await claimDueJobs(db, now, new Date(now.getTime() - leaseMs), slots, known);
    return claimed.map(dispatch);
  }

  async function runOnce(): Promise<number> {
    const started = await claimRound();
    await Promise.all(started);
    return started.length;
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        wake = null;
        clearTimeout(timer);
        resolve();
      };
    });
  }

  async function run() {
    while (running) {
      let claimed = 0;
      try {
        claimed = (await claimRound()).length;
      } catch (error) {
        log.error({ err: error }, 'worker round failed');
      }
      // Something claimed means more may be waiting: go again at once (a round with no free slot claims nothing).
      if (running && claimed === 0) await sleep(pollMs);
    }
  }

  async function releaseRunning() {
    for (const state of [...runs.values()]) {
      state.released = true;
      clearInterval(state.heartbeat);
      const { id, type, attempts } = state.job;
      try {
        const released = await releaseJob(db, id, attempts);
        log.warn({ jobId: id, type, attempt: attempts, released }, 'job still running at stop: released');
      } catch (error) {
        // Its lease runs out instead, and another worker takes it then.
        log.error({ jobId: id, type, err: error }, 'job still running at stop: release failed');
      }
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      log.info('worker started');
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      // Jobs in hand finish and record their outcome; those still running at the deadline are released, so none is
      // left locked for another worker to wait out.
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), stopTimeoutMs)));
      const outcome = await Promise.race([Promise.all([...inFlight]).then(() => 'finished' as const), deadline]);
      clearTimeout(timer);
      if (outcome === 'late') await releaseRunning();
      loop = null;
      log.info('worker stopped');
    },
    runOnce,
    isRunning: () => loop !== null,
  };
}
