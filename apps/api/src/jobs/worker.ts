// The worker loop: keep recurring jobs scheduled, claim due jobs, run each by type, retry failures with back-off.
// Runs inside the server process (unless WORKER=0) or alone (`npm run worker`); any number may run at once.
import { claimDueJobs, markJobDone, markJobFailed, markJobRetry } from './jobs.queries';
import type { JobContext, JobHandler, RecurringJob } from './job-context';
import { enqueue, retryDelayMs } from './queue';

export type WorkerOptions = {
  context: JobContext;
  handlers: Record<string, JobHandler>;
  recurring?: RecurringJob[];
  /** Idle wait between polls. */
  pollMs?: number;
  /** Jobs claimed per round. */
  batchSize?: number;
  /** A job locked longer than this is taken to be abandoned by a dead worker. */
  lockTimeoutMs?: number;
};

export type Worker = {
  start(): void;
  /** Finishes the job in hand, then stops. */
  stop(): Promise<void>;
  /** One round: schedule recurring jobs, claim and run due jobs. Returns how many ran. */
  runOnce(): Promise<number>;
  isRunning(): boolean;
};

const scheduleEveryMs = 60_000;

export function createWorker(options: WorkerOptions): Worker {
  const { context, handlers } = options;
  const { db, clock, logger } = context;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 5;
  const lockTimeoutMs = options.lockTimeoutMs ?? 5 * 60 * 1000;
  const log = logger.child({ component: 'worker' });

  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let scheduledAt = -Infinity;

  async function scheduleRecurring() {
    const now = clock.now();
    if (now.getTime() - scheduledAt < scheduleEveryMs) return;
    scheduledAt = now.getTime();
    for (const job of options.recurring ?? []) {
      await enqueue(db, clock, job.type, {}, { key: job.type, runAt: new Date(now.getTime() + job.everyMs) });
    }
  }

  async function runJob(job: Awaited<ReturnType<typeof claimDueJobs>>[number]) {
    const handler = handlers[job.type];
    const started = Date.now();
    try {
      if (!handler) throw new Error(`Unknown job type: ${job.type}`);
      await handler(job.payload, context);
      await markJobDone(db, job.id, clock.now());
      log.info({ jobId: job.id, type: job.type, attempt: job.attempts, ms: Date.now() - started }, 'job done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = clock.now();
      if (!handler || job.attempts >= job.maxAttempts) {
        await markJobFailed(db, job.id, message, now);
        log.error({ jobId: job.id, type: job.type, attempt: job.attempts, err: error }, 'job failed for good');
      } else {
        const runAt = new Date(now.getTime() + retryDelayMs(job.attempts));
        await markJobRetry(db, job.id, message, runAt);
        log.warn({ jobId: job.id, type: job.type, attempt: job.attempts, retryAt: runAt, err: error }, 'job failed, will retry');
      }
    }
  }

  async function runOnce(): Promise<number> {
    await scheduleRecurring();
    const now = clock.now();
    const claimed = await claimDueJobs(db, now, new Date(now.getTime() - lockTimeoutMs), batchSize);
    for (const job of claimed) await runJob(job);
    return claimed.length;
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  async function run() {
    while (running) {
      let ran = 0;
      try {
        ran = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'worker round failed');
      }
      // A full batch means more may be waiting: go again at once.
      if (running && ran < batchSize) await sleep(pollMs);
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
      loop = null;
      log.info('worker stopped');
    },
    runOnce,
    isRunning: () => loop !== null,
  };
}
