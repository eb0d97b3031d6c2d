// The worker's part, as a test runs it: every due job, until none is left.
import { jobHandlers } from '../jobs/registry';
import { createWorker } from '../jobs/worker';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import type { JobContext } from '../jobs/job-context';
import type { TestContext } from './context';

/** What a job is handed when the test context's worker runs it: its database, clock and files, mail to the folder. */
export function jobContext(ctx: TestContext): JobContext {
  const logger = createLogger('silent');
  const mailer = createMailer({
    smtpUrl: null,
    from: 'x@vitrina.test',
    dataDir: ctx.dataDir,
    clock: ctx.clock,
    logger,
  });
  return { db: ctx.db, config: ctx.config, clock: ctx.clock, mailer, logger, storage: ctx.app.storage };
}

/** Runs every due job, as the worker would, until none is left; answers how many ran. */
export async function runDueJobs(ctx: TestContext): Promise<number> {
  const worker = createWorker({ context: jobContext(ctx), handlers: jobHandlers });
  let total = 0;
  for (let ran = await worker.runOnce(); ran > 0; ran = await worker.runOnce()) total += ran;
  return total;
}
