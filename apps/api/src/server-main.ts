// What `npm run serve` runs once the compile cache is on (server.ts): the configuration, the embedded database's
// opening on its own thread, then the rest of the server (runtime.ts), and the signals that stop it.
import { loadConfigOrExit } from './config';
import { startEmbeddedOpening, type EmbeddedOpening } from './db/embedded-open';
import type { Runtime } from './runtime';

// Past the drain (SHUTDOWN_DRAIN_MS): requests in flight finish and the worker's jobs finish or are released (10 s).
const shutdownTimeoutMs = 15_000;

async function main() {
  const config = loadConfigOrExit();

  let runtime: Runtime;
  try {
    // The embedded database opens on its own thread while this one loads the rest of the server's code.
    const embedded: EmbeddedOpening | undefined = config.databaseUrl
      ? undefined
      : startEmbeddedOpening(config.dataDir, { compileInThread: true });
    const { startServer } = await import('./runtime');
    runtime = await startServer({ config, embedded });
  } catch (error) {
    console.error(`No se pudo iniciar el servidor: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      runtime.logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    runtime.logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      runtime.logger.error('shutdown took too long: exiting');
      process.exit(1);
    }, config.shutdownDrainMs + shutdownTimeoutMs);
    timer.unref();
    runtime.close().then(
      () => process.exit(0),
      (error) => {
        runtime.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
