// What bench/search-together.mjs drives from the API's TypeScript sources, bundled by it (so it measures the current
// code): the filtered results' service run with every statement it sends recorded, to replay them through `pg` alone,
// and the statements a like runs after its upsert (the other likers, and the job that tells the coincidence queued),
// rendered without a database.
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { filteredQuerySchema } from '@vitrina/shared/search-filtered';
import * as schema from '../apps/api/src/db/schema/index';
import { systemClock } from '../apps/api/src/lib/clock';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { noticeCoincidence } from '../apps/api/src/modules/searches/decisions/search-coincidence.service';
import { filteredResults } from '../apps/api/src/modules/searches/filtered/search-filtered.service';
import { listOtherLikers } from '../apps/api/src/modules/searches/core/searches.queries';

/**
 * Runs POST /search/{uuid}/filtereds's service for `viewerId` with `query` (as the route parses it) on `pool`, and
 * answers the page and every statement it sent (`dataDir` only names where the storage would be), in order, as { text, values } for `pg`.
 */
export async function recordFilteredPage(pool, { viewerId, uuid, query, dataDir }) {
  const plain = drizzle({ client: pool, schema });
  const [viewer] = await plain.select().from(schema.users).where(eq(schema.users.id, viewerId));
  const statements = [];
  const logger = { logQuery: (text, values) => statements.push({ text, values }) };
  const db = drizzle({ client: pool, schema, logger });
  const deps = {
    db,
    clock: systemClock,
    storage: createLocalStorage({ dataDir, publicUrl: 'http://vitrina.bench' }),
    publicUrl: 'http://vitrina.bench',
  };
  const parsed = filteredQuerySchema.parse(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
  const page = await filteredResults(deps, viewer, uuid, parsed, `/api/search/${uuid}/filtereds`);
  return { page, statements };
}

/** A Drizzle handle on no database: it records what it would send and answers no rows. */
function recorder() {
  const statements = [];
  const client = {
    async query(config, values) {
      statements.push(
        typeof config === 'string' ? { text: config, values } : { text: config.text, values: config.values ?? values },
      );
      return { rows: [], fields: [], rowCount: 0, command: 'SELECT' };
    },
  };
  return { db: drizzle({ client, schema }), statements };
}

/** The statements a like runs after its upsert when it meets others' likes (decisions.service.ts). */
export async function coincidenceStatements({ searchId, publicationId, userId }) {
  const { db, statements } = recorder();
  await listOtherLikers(db, searchId, publicationId, userId);
  await noticeCoincidence({ db, clock: systemClock }, searchId, publicationId, userId);
  return statements;
}
