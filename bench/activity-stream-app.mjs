// What bench/activity-stream.mjs drives from the API's TypeScript sources, bundled by it (so it measures the current
// code): two API instances built on one PostgreSQL database, listening on loopback ports, people with tokens, and
// notify() as a feature calls it.
import { loadConfig } from '../apps/api/src/config';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { users } from '../apps/api/src/db/schema/index';
import { systemClock } from '../apps/api/src/lib/clock';
import { createLogger } from '../apps/api/src/lib/logger';
import { issueToken } from '../apps/api/src/modules/auth/access-tokens.service';
import { notify } from '../apps/api/src/modules/notifications/notify';

export async function openActivityBench({ databaseUrl, dataDir, migrationsFolder, people }) {
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      WEB_DIST: `${dataDir}/no-web`,
      PUBLIC_URL: 'http://vitrina.bench',
      RATE_LIMIT_MAX: '1000000',
    }),
  };
  const handles = [];
  const apps = [];
  const ports = [];
  for (let index = 0; index < 2; index += 1) {
    const handle = await openDatabase(config, { poolSize: 10 });
    if (index === 0) await migrate(handle, migrationsFolder);
    handles.push(handle);
    const app = await buildApp({ config, db: handle.db, clock: systemClock, logger: createLogger('silent') });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    ports.push(Number(new URL(address).port));
  }
  const { db } = handles[0];
  const rows = Array.from({ length: people }, (_, index) => ({
    name: `Persona ${index}`,
    email: `persona.${index}@vitrina.bench`,
    notificationTypes: [],
    notificationChannels: [],
  }));
  const ids = (await db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id);
  const tokens = [];
  for (const id of ids) tokens.push((await issueToken(db, id, { clock: systemClock })).access_token);
  let round = 0;
  return {
    ports,
    tokens,
    /** One event for every person, in one transaction, as a feature tells it; resolves once committed. */
    async tellEveryone() {
      round += 1;
      await db.transaction((tx) =>
        notify(tx, systemClock, ids, {
          type: 'search_alert',
          groupKey: `bench:${round}`,
          title: `Ronda ${round}`,
          body: 'Hay publicaciones nuevas.',
          url: '/',
        }),
      );
      return round;
    },
    async close() {
      for (const app of apps) await app.close();
      for (const handle of handles) await handle.close();
    },
  };
}
