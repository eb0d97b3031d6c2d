// The process the import benchmark measures (bench/import.mjs bundles and starts it). With PREPARE=1 it creates
// the embedded database in DATA_DIR (as a first start would) with the benchmark user and its JSON synchronizer;
// otherwise it opens that database, runs one sync of FEED_URL exactly as the worker does, and prints what it wrote
// and its own peak memory as one JSON line.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { publicationMedia, publications, synchronizers, users } from '../apps/api/src/db/schema/index';
import { systemClock } from '../apps/api/src/lib/clock';
import { createLogger } from '../apps/api/src/lib/logger';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { markSyncDue } from '../apps/api/src/modules/synchronizer/synchronizer.queries';
import { runSync } from '../apps/api/src/modules/synchronizer/sync-run';

const config = loadConfig({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: 'warn', SYNC_ALLOW_PRIVATE_HOSTS: '1' });
const handle = await openDatabase(config);
// Bundled elsewhere, the child is told where the migrations are.
await migrate(handle, process.env.MIGRATIONS_FOLDER);
const { db } = handle;
const email = 'importador@vitrina.example';
const [user] = (await db.select().from(users).where(eq(users.email, email))).length
  ? await db.select().from(users).where(eq(users.email, email))
  : await db.insert(users).values({ name: 'Inmobiliaria Importadora', email }).returning();
const [synchronizer] = await db
  .insert(synchronizers)
  .values({ userId: user.id, type: 'json', config: { url: process.env.FEED_URL } })
  .onConflictDoUpdate({ target: synchronizers.userId, set: { config: { url: process.env.FEED_URL } } })
  .returning();
await markSyncDue(db, synchronizer.id, new Date());
if (process.env.PREPARE === '1') {
  await handle.close();
  process.exit(0);
}

const rows = async (query) => (await db.execute(query)).rows;
// Rows written from here on carry a newer transaction id in xmin: that is how "no write" is checked.
const [{ before }] = await rows(sql`select txid_current()::text as before`);
const started = performance.now();
const result = await runSync(
  {
    db,
    clock: systemClock,
    storage: createLocalStorage({ dataDir: config.dataDir, publicUrl: config.publicUrl }),
    logger: createLogger('warn'),
    config,
  },
  synchronizer.id,
);
const ms = performance.now() - started;
const written = async (table) =>
  Number((await rows(sql`select count(*)::int as n from ${table} where xmin::text::bigint > ${Number(before)}`))[0].n);
const [state] = await db.select().from(synchronizers).where(eq(synchronizers.id, synchronizer.id));
const count = async (table) => Number((await rows(sql`select count(*)::int as n from ${table}`))[0].n);
const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
console.log(
  JSON.stringify({
    result,
    ms: Math.round(ms),
    listings: await count(publications),
    media: await count(publicationMedia),
    listingsWritten: await written(publications),
    mediaWritten: await written(publicationMedia),
    progress: `${state.progressDone}/${state.progressTotal}`,
    lastError: state.lastError,
    peakRssMb: Math.round(peakKb / 1024),
  }),
);
await handle.close();
