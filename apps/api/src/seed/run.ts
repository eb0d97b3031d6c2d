// `npm run seed [-- --publications N]`: loads the demo data set into the configured database (migrating it
// first), with listings topped up to N. Safe to repeat.
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { systemClock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { createStorage } from '../lib/storage';
import { loadDemoData } from './index';
import { parseSeedArguments } from './seed-arguments';

async function main() {
  const parsed = parseSeedArguments(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(parsed.error);
    process.exit(1);
  }
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const database = await openDatabase(config).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  const storage = createStorage(config);
  try {
    await storage.check();
    await migrate(database);
    const started = Date.now();
    let reported = 0;
    const onProgress = (done: number, target: number) => {
      // About every tenth of a large load, so a long run shows it is moving.
      if (done - reported < target / 10 && done < target) return;
      reported = done;
      console.log(
        `Publicaciones: ${done.toLocaleString('es-AR')} de ${target.toLocaleString('es-AR')} (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    };
    const summary = await loadDemoData(
      { db: database.db, storage, clock: systemClock, logger },
      { target: parsed.publications, onProgress },
    );
    const where = config.databaseUrl ? 'PostgreSQL' : `${config.dataDir}/db`;
    const { users, groups, publications, microsites } = summary;
    console.log(
      `Datos de demostración cargados en ${where}: ${users.total} usuarios (${users.created} nuevos), ` +
        `${groups.total} grupos (${groups.created} nuevos), ${publications.total} publicaciones (${publications.created} nuevas), ` +
        `${microsites.total} micrositio (${microsites.created} nuevo) en ${Math.round((Date.now() - started) / 1000)} s.`,
    );
  } finally {
    storage.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(
    `No se pudieron cargar los datos de demostración: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
