// Start and stop of the whole process: database, migrations, demo data, HTTP server and worker. server.ts wraps
// it with signals; tests call it directly to check the order of a graceful shutdown.
import type { FastifyPluginAsync } from 'fastify';
import { buildApp, type App } from './app';
import { secretKeyWarning, type Config } from './config';
import { openReadDatabase, startDatabase, type DatabaseHandle } from './db/client';
import type { EmbeddedOpening } from './db/embedded-open';
import { migrate } from './db/migrate';
import { logPushStatus } from './modules/notifications';
import { grantFoundingAdmins } from './modules/users';
import { jobConcurrency, jobHandlers, recurringJobs } from './jobs/registry';
import { createWorker, type Worker } from './jobs/worker';
import { systemClock, type Clock } from './lib/clock';
import { createLogger, type Logger } from './lib/logger';
import { configuredMailer } from './lib/mail';
import { createStorage } from './lib/storage';

export type Runtime = {
  app: App;
  database: DatabaseHandle;
  /** The read pool (DATABASE_READ_URL), or null when the heavy reads go to `database`. */
  readDatabase: DatabaseHandle | null;
  worker: Worker | null;
  logger: Logger;
  /**
   * Readiness answers 503 at once (and, for SHUTDOWN_DRAIN_MS, requests are still served while load balancers
   * notice); then the server stops accepting, lets requests in flight finish, the worker finishes or releases the
   * jobs in hand, and the databases close.
   */
  close(): Promise<void>;
};

export type StartOptions = {
  config: Config;
  logger?: Logger;
  clock?: Clock;
  /** An already open database (tests); default: open the configured one. */
  database?: DatabaseHandle;
  /** The embedded database's opening, started before this code loaded (server.ts). */
  embedded?: EmbeddedOpening;
  extraApiRoutes?: FastifyPluginAsync;
  /** How long close() keeps serving with readiness at 503 before it stops accepting; default SHUTDOWN_DRAIN_MS. */
  drainMs?: number;
};

export async function startServer(options: StartOptions): Promise<Runtime> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const secretWarning = secretKeyWarning(config);
  if (secretWarning) logger.warn(secretWarning);
  await logPushStatus(config, logger);
  const started = Date.now();
  // Start-up phases, logged with "server ready": the 3-second start-up budget is spent here. The app is built while
  // the database opens and migrates, so its phase runs beside theirs.
  const phases: Record<string, number> = {};
  let mark = started;
  const lap = (name: string) => {
    const now = Date.now();
    phases[name] = now - mark;
    mark = now;
  };

  const { handle: database, opened } = options.database
    ? { handle: options.database, opened: Promise.resolve() }
    : await startDatabase(config, {
        poolSize: config.databasePoolSize,
        onPoolError: (error) => logger.warn({ err: error }, 'database connection error'),
        embedded: options.embedded,
      });
  let readDatabase: DatabaseHandle | null = null;
  // One file store for the process (the app, the worker and the demo data), checked before anything uses it: a
  // missing bucket or refused keys stop the start with their reason.
  const storage = createStorage(config);
  const mailer = configuredMailer(config, clock, logger);
  let app: App | null = null;
  try {
    if (config.databaseReadUrl) {
      readDatabase = await openReadDatabase(config.databaseReadUrl, {
        poolSize: config.databasePoolSize,
        onPoolError: (error) => logger.warn({ err: error }, 'read database connection error'),
      });
      lap('readDatabase');
    }
    // The database's part: opened, the files checked, migrated, demo data and founding admins.
    const prepared = (async () => {
      await opened;
      lap('database');
      await storage.check();
      lap('storage');
      const { fresh } = await migrate(database);
      lap('migrate');
      // Demo data comes with a new database only, and by default only when it is the embedded one.
      const wantsDemo = config.demoData ?? !config.databaseUrl;
      if (fresh && wantsDemo) {
        // Loaded lazily: image rendering is not needed on any other start.
        const { loadDemoData } = await import('./seed/index');
        await loadDemoData({ db: database.db, storage, clock, logger });
        lap('demoData');
      }
      if (config.adminEmails.length) {
        const granted = await grantFoundingAdmins(database.db, config.adminEmails);
        if (granted) logger.info({ granted }, 'ADMIN_EMAILS: admin permissions granted');
      }
    })();
    // Meanwhile, on this thread, the app: its build sends the database nothing but LISTEN (app-build.test.ts checks it),
    // so no statement of its can come before the migrations; requests come only once it listens, after them.
    const appStarted = Date.now();
    const built = buildApp({
      config,
      db: database.db,
      readDb: readDatabase?.db,
      clock,
      mailer,
      storage,
      logger,
      extraApiRoutes: options.extraApiRoutes,
    }).then((result) => {
      phases.app = Date.now() - appStarted;
      return result;
    });
    const [databaseReady, appReady] = await Promise.allSettled([prepared, built]);
    if (appReady.status === 'fulfilled') app = appReady.value;
    if (databaseReady.status === 'rejected') throw databaseReady.reason;
    if (appReady.status === 'rejected') throw appReady.reason;
    const served = appReady.value;
    mark = Date.now();
    await served.listen({ port: config.port, host: config.host });
    lap('listen');
    // Counter moves a stopped process left behind are applied shortly after start (decision 009).
    served.decisionCounters.poke();

    const worker = config.worker
      ? createWorker({
          context: { db: database.db, config, clock, mailer, logger, storage },
          handlers: jobHandlers,
          concurrency: jobConcurrency,
          recurring: recurringJobs,
          stopTimeoutMs: config.workerStopTimeoutMs,
        })
      : null;
    worker?.start();
    logger.info(
      {
        url: config.publicUrl,
        ms: Date.now() - started,
        phases,
        database: database.driver,
        readDatabase: !!readDatabase,
        redis: !!served.redis,
        worker: !!worker,
      },
      'server ready',
    );

    let closing: Promise<void> | null = null;
    return {
      app: served,
      database,
      readDatabase,
      worker,
      logger,
      close() {
        closing ??= (async () => {
          // Out of the load balancer's rotation first; the worker stops claiming at once.
          served.lifecycle.draining = true;
          const workerStopped = worker?.stop();
          const drainMs = options.drainMs ?? config.shutdownDrainMs;
          if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
          // app.close() stops accepting, answers new requests on open sockets with 503 and waits for the ones in
          // flight; the worker finishes (or, past its deadline, releases) the jobs in hand meanwhile.
          await Promise.all([served.close(), workerStopped]);
          await readDatabase?.close();
          storage.close();
          await database.close();
          logger.info('server stopped');
        })();
        return closing;
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    storage.close();
    await readDatabase?.close().catch(() => {});
    if (!options.database) await database.close().catch(() => {});
    throw error;
  }
}
