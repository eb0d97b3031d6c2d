import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mail';

/** What a job handler may use. Handlers get no request: they run in the worker, maybe on another machine. */
export type JobContext = { db: Database; config: Config; clock: Clock; mailer: Mailer; logger: Logger };

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/** A job the worker keeps scheduled: one pending row per type, next run `everyMs` after the last one. */
export type RecurringJob = { type: string; everyMs: number };
