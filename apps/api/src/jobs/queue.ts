// Putting work on the queue. Any module may enqueue; the worker (./worker.ts) runs it.
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { insertJob, insertJobs } from './jobs.queries';

export type EnqueueOptions = {
  /** Run no earlier than this; default now. */
  runAt?: Date;
  /** At most one pending job per key: enqueueing again while one waits does nothing. */
  key?: string;
  maxAttempts?: number;
  /**
   * A trailing debounce (enqueueMany): queueing again while the key's job waits moves it to this run_at, but never
   * past the `runBy` (an ISO time) of the first one's payload.
   */
  debounce?: boolean;
};

/** Returns the new job's id, or null when a pending job with the same key already exists. */
export function enqueue(
  db: Database,
  clock: Clock,
  type: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<number | null> {
  return insertJob(db, {
    type,
    payload,
    runAt: options.runAt ?? clock.now(),
    key: options.key ?? null,
    maxAttempts: options.maxAttempts,
  });
}

/**
 * Jobs of one type, one per payload and key, in one statement; sorted by key so that concurrent callers queueing
 * overlapping keys never wait on each other in a cycle. Returns the ids of the jobs queued.
 */
export function enqueueMany(
  db: Database,
  clock: Clock,
  type: string,
  items: readonly { payload: Record<string, unknown>; key: string }[],
  options: Omit<EnqueueOptions, 'key'> = {},
): Promise<number[]> {
  const runAt = options.runAt ?? clock.now();
  const sorted = [...items].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return insertJobs(
    db,
    sorted.map((item) => ({ type, payload: item.payload, runAt, key: item.key, maxAttempts: options.maxAttempts })),
    options.debounce,
  );
}

/** Wait before attempt n+1: 15 s, 1 min, 4 min, 16 min, then an hour at most. */
export function retryDelayMs(attempts: number): number {
  return Math.min(15_000 * 4 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}
