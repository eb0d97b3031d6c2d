// The worker's part, as a test runs it: every due job, until none is left.
import { jobHandlers } from '../jobs/registry';
import { createWorker } from '../jobs/worker';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import type { TestContext } from './context';

/** Runs every due job, as the worker would, until none is left; answers how many ran. */
export async function runDueJobs(ctx: TestContext): Promise<number> {
  const logger = createLogger('silent');
  const mailer = createMailer({
    smtpUrl: null,
    from: 'x@vitrina.test',
    dataDir: ctx.dataDir,
    clock: ctx.clock,
    logger,
  });
  const worker = createWorker({
    context: { db: ctx.db, config: ctx.config, clock: ctx.clock, mailer, logger, storage: ctx.app.storage },
    handlers: jobHandlers,
  });
  let total = 0;
  for (let ran = await worker.runOnce(); ran > 0; ran = await worker.runOnce()) total += ran;
  return total;
}
