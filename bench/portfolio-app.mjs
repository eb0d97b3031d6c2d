// What bench/portfolio.mjs drives, bundled by it from the API's TypeScript sources (so it measures the current
// code, not a stale build): the seed, the app and a signed-in member, on the benchmark's PostgreSQL database.
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { groups, publications, users } from '../apps/api/src/db/schema/index';
import { issueToken } from '../apps/api/src/modules/auth/access-tokens.service';
import { systemClock } from '../apps/api/src/lib/clock';
import { createLogger } from '../apps/api/src/lib/logger';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { loadDemoData } from '../apps/api/src/seed/index';
import { demoEmail } from '../apps/api/src/seed/users';

export async function openBench({ databaseUrl, dataDir, migrationsFolder }) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: `${dataDir}/no-web`,
    PUBLIC_URL: 'http://vitrina.bench',
    RATE_LIMIT_MAX: '1000000',
  });
  const handle = await openDatabase(config, { poolSize: 10 });
  await migrate(handle, migrationsFolder);
  const { db } = handle;
  const storage = createLocalStorage({ dataDir, publicUrl: config.publicUrl });
  const logger = createLogger('silent');

  return {
    count: () => db.$count(publications),
    seed: (target, onProgress) => loadDemoData({ db, storage, clock: systemClock, logger }, { target, onProgress }),
    async app() {
      const app = await buildApp({ config, db, storage, logger });
      await app.ready();
      return app;
    },
    /** Bearer headers of a demo user, by name. */
    async headersOf(name) {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, demoEmail(name)));
      const token = await issueToken(db, user.id, { clock: systemClock, name: 'bench' });
      return { authorization: `Bearer ${token.access_token}` };
    },
    async groupIds(names) {
      const rows = await db
        .select({ id: groups.id, name: groups.name })
        .from(groups)
        .where(inArray(groups.name, names));
      return Object.fromEntries(rows.map((row) => [row.name, row.id]));
    },
    close: () => handle.close(),
  };
}
