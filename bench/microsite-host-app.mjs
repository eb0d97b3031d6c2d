// What bench/microsite-host.mjs drives from the API's TypeScript sources, bundled by it (so it measures the current
// code): a database with N microsites, and two bare Fastify servers answering the same tiny route, one of them with
// the host resolution (modules/microsites/host-resolution.ts) and a pair of hooks timing it.
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { defaultMicrositeSettings, defaultMicrositeStyle } from '@vitrina/shared/microsites';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { microsites } from '../apps/api/src/db/schema/index';
import { systemClock } from '../apps/api/src/lib/clock';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { registerHostResolution } from '../apps/api/src/modules/microsites/host-resolution';

export const benchHost = (index) => `sitio-${index}.vitrina.bench`;

/**
 * Opens and migrates the database (PostgreSQL at `databaseUrl`, or PGlite in `<dataDir>/db` without one), writes
 * `count` microsites on sitio-{i}.vitrina.bench (every third one pending, the rest active), and answers the two apps
 * (not listening) and the hook's own times in milliseconds.
 */
export async function openHostBench({ databaseUrl, dataDir, migrationsFolder, count }) {
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: `${dataDir}/no-web`,
    PUBLIC_URL: 'http://vitrina.bench',
  });
  const handle = await openDatabase(config, { poolSize: 4 });
  await migrate(handle, migrationsFolder);
  const { db } = handle;
  await db.delete(microsites).where(sql`${microsites.host} like '%.vitrina.bench'`);
  await db.insert(microsites).values(
    Array.from({ length: count }, (_, index) => ({
      name: `Sitio ${index}`,
      host: benchHost(index),
      status: index % 3 === 2 ? 'pending' : 'active',
      style: defaultMicrositeStyle,
      settings: defaultMicrositeSettings,
      iconSmallPath: `microsites/${index}/icon-192.png`,
    })),
  );
  const storage = createLocalStorage({ dataDir, publicUrl: config.publicUrl });
  const route = async () => ({ ok: true });

  const bare = Fastify({ logger: false });
  bare.get('/api/ping', route);

  const hooked = Fastify({ logger: false });
  const hookTimes = [];
  hooked.decorateRequest('benchStarted', 0);
  hooked.addHook('onRequest', (request, _reply, done) => {
    request.benchStarted = performance.now();
    done();
  });
  registerHostResolution(hooked, { db, clock: systemClock, storage, config });
  hooked.addHook('onRequest', (request, _reply, done) => {
    hookTimes.push(performance.now() - request.benchStarted);
    done();
  });
  hooked.get('/api/ping', route);

  await Promise.all([bare.ready(), hooked.ready()]);
  return {
    bare,
    hooked,
    hookTimes,
    async close() {
      await Promise.all([bare.close(), hooked.close()]);
      await handle.close();
    },
  };
}
