import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mail';
import type { Storage } from '../lib/storage';

/**
 * What a job handler may use. Handlers get no request: they run in the worker, maybe on another machine.
 * `storage` is the process's file store (server and worker pass theirs); absent, a handler that needs one makes
 * its own from the config for the run.
 */
export type JobContext = {
  db: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  storage?: Storage;
};

/**
 * The run of one claimed job: `tmpDir` is its own folder for temporary files ($DATA_DIR/tmp/jobs/{id}), emptied
 * before each attempt (what a dead worker's attempt left goes) and removed when the attempt ends.
 */
export type JobRun = { id: number; attempt: number; tmpDir: string };

/** `run` is absent only when a test calls a handler directly. */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext, run?: JobRun) => Promise<void>;

/** A job the worker keeps scheduled: one pending row per type, next run `everyMs` after the last one. */
export type RecurringJob = { type: string; everyMs: number };
