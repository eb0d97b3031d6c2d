// `npm run seed`: loads the demo data set into the configured database (migrating it first). Safe to repeat.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { systemClock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { createLocalStorage } from '../lib/storage';
import { loadDemoData } from './index';

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const database = await openDatabase(config).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  try {
    await migrate(database);
    const storage = createLocalStorage({ dataDir: config.dataDir, publicUrl: config.publicUrl });
    const summary = await loadDemoData({ db: database.db, storage, clock: systemClock, logger });
    const where = config.databaseUrl ? 'PostgreSQL' : `${config.dataDir}/db`;
    const { users, groups } = summary;
    console.log(
      `Datos de demostración cargados en ${where}: ${users.total} usuarios (${users.created} nuevos), ` +
        `${groups.total} grupos (${groups.created} nuevos).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`No se pudieron cargar los datos de demostración: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
