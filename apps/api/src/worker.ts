// `npm run worker`: a worker alone, beside servers started with WORKER=0. It needs PostgreSQL: the embedded
// database belongs to one process, whose own worker runs inside `npm start`.
import { loadConfigOrExit, secretKeyWarning } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { jobConcurrency, jobHandlers, recurringJobs } from './jobs/registry';
import { createWorker } from './jobs/worker';
import { systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { configuredMailer } from './lib/mail';
import { createStorage } from './lib/storage';
import { logPushStatus } from './modules/notifications';

async function main() {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error(
      'El worker separado necesita DATABASE_URL (PostgreSQL): la base embebida admite un solo proceso, ' +
        'y su worker ya corre dentro de `npm start`.',
    );
    process.exit(1);
  }

  const logger = createLogger(config.logLevel);
  const secretWarning = secretKeyWarning(config);
  if (secretWarning) logger.warn(secretWarning);
  await logPushStatus(config, logger);
  const clock = systemClock;
  // The worker's file store (synchronizer images, deleted listings' files), checked first: a missing bucket or
  // refused keys stop it with their reason.
  const storage = createStorage(config);
  await storage.check().catch((error: Error) => {
    console.error(`No se pudo iniciar el worker: ${error.message}`);
    storage.close();
    process.exit(1);
  });
  const database = await openDatabase(config, {
    poolSize: config.databasePoolSize,
    onPoolError: (error) => logger.warn({ err: error }, 'database connection error'),
  }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  await migrate(database);
  const mailer = configuredMailer(config, clock, logger);
  const worker = createWorker({
    context: { db: database.db, config, clock, mailer, logger, storage },
    handlers: jobHandlers,
    concurrency: jobConcurrency,
    recurring: recurringJobs,
    stopTimeoutMs: config.workerStopTimeoutMs,
  });
  worker.start();

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'worker shutting down');
    // The jobs in hand get the stop deadline, then are released to another worker; this is the last resort.
    setTimeout(() => {
      logger.error('worker shutdown took too long: exiting');
      process.exit(1);
    }, config.workerStopTimeoutMs + 5000).unref();
    try {
      await worker.stop();
      mailer.close();
      storage.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'worker shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
