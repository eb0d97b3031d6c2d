// What bench/forget-places.mjs drives, bundled by it from the API's TypeScript sources (so it measures the current
// code): a database of its own, a synchronizer's owner with N listings at N distinct addresses written as a sync
// writes them (so the same feed again changes nothing), the remembered places of those addresses, a real sync run,
// and the forgetting step as the sync and the synchronizer's removal call it, with its statement rendered to SQL
// text so the benchmark can time it through `pg` alone.
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { synchronizers, users } from '../apps/api/src/db/schema/index';
import { systemClock } from '../apps/api/src/lib/clock';
import { createLogger } from '../apps/api/src/lib/logger';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { forgetUnusedPlaces, rememberPlaces } from '../apps/api/src/modules/map/map.service';
import { unusedPlacesStatement } from '../apps/api/src/modules/map/map.queries';
import { toPublicationColumns } from '../apps/api/src/modules/publications/listing-columns';
import { computeRelevance } from '../apps/api/src/modules/publications/relevance';
import { contentHash, readFeedItem } from '../apps/api/src/modules/synchronizer/feed-item';
import { runSync } from '../apps/api/src/modules/synchronizer/sync-run';
import { insertListingsWithMedia } from '../apps/api/src/modules/synchronizer/sync-writes.queries';
import { markSyncDue } from '../apps/api/src/modules/synchronizer/synchronizer.queries';

const dialect = new PgDialect();

/** The forgetting step on a given handle (a transaction the benchmark rolls back). */
export const forgetIn = (db, userId, titles) => forgetUnusedPlaces(db, userId, titles);
export const remember = (db, addresses) => rememberPlaces(db, addresses);
export const placeCount = (userId) =>
  sql`select count(*)::int as n from map_places where user_id = ${userId} and source = 'used'`;

/** The feed's listing `index`: a flat for sale at an address no other listing has. */
export function feedItem(index, street = 'Calle Medición') {
  return {
    code: `P-${index}`,
    title: `Departamento ${index} en Palermo`,
    type: 'property',
    category: 'departamento',
    operation: 'venta',
    currency: 'USD',
    amount: 100_000 + (index % 500) * 1_000,
    public: true,
    address: { title: `${street} ${index}, Palermo, CABA`, lat: -34.58 + (index % 97) / 10_000, lng: -58.43 },
    extras: { rooms: { total: 1 + (index % 5) } },
    images: [],
  };
}

export async function openPlacesBench({ databaseUrl, dataDir, migrationsFolder }) {
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://vitrina.bench',
    SYNC_ALLOW_PRIVATE_HOSTS: '1',
  });
  const handle = await openDatabase(config, { poolSize: 4 });
  await migrate(handle, migrationsFolder);
  const { db } = handle;
  const storage = createLocalStorage({ dataDir, publicUrl: config.publicUrl });
  const logger = createLogger('silent');

  /** The owner and their JSON synchronizer of `feedUrl`, with `count` listings as a sync of that feed writes them. */
  async function seed(count, feedUrl, { analyze = true } = {}) {
    const [user] = await db
      .insert(users)
      .values({ name: 'Inmobiliaria Medición', email: `medicion.${Date.now()}@vitrina.example` })
      .returning();
    const [synchronizer] = await db
      .insert(synchronizers)
      .values({ userId: user.id, type: 'json', config: { url: feedUrl } })
      .returning();
    const now = new Date();
    for (let start = 0; start < count; start += 1000) {
      const listings = [];
      const places = [];
      for (let index = start; index < Math.min(count, start + 1000); index += 1) {
        const read = readFeedItem(feedItem(index), 20);
        if (!read.ok) throw new Error(read.reason);
        const columns = toPublicationColumns(read.item.input);
        listings.push({
          values: {
            ...columns,
            userId: user.id,
            synchronizerId: synchronizer.id,
            code: read.item.code,
            contentHash: contentHash(read.item),
            mediaCount: 0,
            relevance: computeRelevance(
              { priority: null, priorityExpiresAt: null, listedAt: now, mediaCount: 0, likeCount: 0 },
              now,
            ),
            listedAt: now,
            createdAt: now,
            updatedAt: now,
          },
          media: [],
        });
        places.push({ userId: user.id, title: columns.addressTitle, lat: columns.lat, lng: columns.lng });
      }
      await insertListingsWithMedia(db, listings, now);
      await rememberPlaces(db, places);
    }
    if (analyze) await db.execute(sql`analyze`);
    return { userId: user.id, synchronizerId: synchronizer.id };
  }

  return {
    db,
    seed,
    /** One sync of the synchronizer as the worker runs it; answers the run's start-to-final-status time (ms). */
    async sync(synchronizerId) {
      await markSyncDue(db, synchronizerId, new Date());
      const started = performance.now();
      const result = await runSync(
        { db, clock: systemClock, storage, logger, config, progressEveryMs: 500 },
        synchronizerId,
      );
      const ms = performance.now() - started;
      const [row] = await db.select().from(synchronizers).where(eq(synchronizers.id, synchronizerId));
      return { result, ms, status: row.status, done: row.progressDone, total: row.progressTotal };
    },
    /** The forgetting step's statement, as a sync (the addresses it left) or a synchronizer's removal (none) runs it. */
    statement: (userId, titles) => dialect.sqlToQuery(unusedPlacesStatement(userId, titles)),
    close: () => handle.close(),
  };
}
