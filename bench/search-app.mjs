// What the search benchmarks drive, bundled by them from the API's TypeScript sources (so they measure the current
// code): the portfolio benchmark's seed and app, tokens of any user, and the statements the search engine runs for a
// page and a count, rendered to SQL text and parameters so the benchmark can time them with `pg` alone.
import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { publications, searches, searchParticipants } from '../apps/api/src/db/schema/index';
import { issueToken } from '../apps/api/src/modules/auth/access-tokens.service';
import { systemClock } from '../apps/api/src/lib/clock';
import { decisionStatement } from '../apps/api/src/modules/searches/decisions/decisions.queries';
import { decisionBatchStatement } from '../apps/api/src/modules/searches/decisions/decision-batch.queries';
import { searchCountQuery, searchPageQuery } from '../apps/api/src/modules/searches/deck/search-results.queries';
import { deckPageInput, deckPageQuery } from '../apps/api/src/modules/searches/deck/search-deck-page.queries';
export { saveCursor } from '../apps/api/src/modules/searches/deck/search-cursor.queries';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { createLogger } from '../apps/api/src/lib/logger';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { loadDemoData } from '../apps/api/src/seed/index';

/**
 * The benchmark's database (PostgreSQL at `databaseUrl`, or PGlite in `<dataDir>/db` without one), migrated: its
 * Drizzle handle, the demo seed up to N listings, and the app on it for app.inject.
 */
export async function openSearchBench({ databaseUrl, dataDir, migrationsFolder }) {
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
    db,
    count: () => db.$count(publications),
    seed: (target, onProgress) => loadDemoData({ db, storage, clock: systemClock, logger }, { target, onProgress }),
    /** Runs a statement of pageStatement/countStatement on this database; answers its rows. */
    async run({ text, values }) {
      return (await handle.client.query(text, values)).rows;
    },
    async app() {
      const app = await buildApp({ config, db, storage, logger });
      await app.ready();
      return app;
    },
    close: () => handle.close(),
  };
}

const dialect = new PgDialect();

/** A search row as the engine reads it (search-results.service.ts), for a platform search. */
function engineSearch(row) {
  return { id: row.id, filters: row.filters, places: row.places ?? [], order: row.order, scope: { kind: 'platform' } };
}

/** The engine's statement of the next page from `cursor` (searchPageQuery), as { text, values } for `pg`. */
export function pageStatement(row, viewerId, except, limit, cursor = null) {
  const query = dialect.sqlToQuery(searchPageQuery(engineSearch(row), viewerId, except, limit, { cursor }));
  return { text: query.sql, values: query.params };
}

/**
 * The one statement the API runs for a deck's usual page (readDeckPage): the page, the participant's cursor moved
 * over it and the cards' rows with their publisher, media and thread counts, as { text, values } for `pg`.
 */
export function deckStatement(db, row, viewerId, except, cursor = null) {
  const search = engineSearch(row);
  const { shape, values } = deckPageInput(search, viewerId, except, 10, {
    cursor,
    participantId: viewerId,
    messageCounts: true,
  });
  const query = deckPageQuery(db, search, shape).toSQL();
  return { text: query.sql, values: fillPlaceholders(query.params, values) };
}

/** The count's statement (searchCountQuery) for a platform search, as { text, values } for `pg`. */
export function countStatement(row, viewerId) {
  const query = dialect.sqlToQuery(searchCountQuery(engineSearch(row), viewerId));
  return { text: query.sql, values: query.params };
}

/** A bearer token of a user, issued as sign-in does. */
export async function tokenOf(db, userId) {
  const token = await issueToken(db, userId, { clock: systemClock, name: 'bench' });
  return token.access_token;
}

/** A plain like or discard of `userId` on a listing in the search `row`, as the handler passes it to its statements. */
const decisionValues = (row, userId, publicationId, like, now) => ({
  searchId: row.id,
  userId,
  publicationId,
  like,
  isSuper: false,
  comment: null,
  now,
});

/** The statements a decision runs after the token's lookup (decisions.service.ts), for a platform search. */
export function decisionStatements(row, userId, publicationId, like) {
  const search = dialect.sqlToQuery(
    sql`select * from ${searches} left join ${searchParticipants} on ${searchParticipants.searchId} = ${searches.id}
      and ${searchParticipants.userId} = ${userId} where ${searches.uuid} = ${row.uuid} limit 1`,
  );
  const values = { ...decisionValues(row, userId, publicationId, like, new Date()), tags: null };
  const decision = dialect.sqlToQuery(decisionStatement(values, { join: false, search: engineSearch(row) }));
  return [search, decision].map((query) => ({ text: query.sql, values: query.params }));
}

/** The search's lookup as the API sends it, a statement prepared once per connection (db/prepared.ts). */
export function searchLookup(row, userId) {
  const query = dialect.sqlToQuery(
    sql`select * from ${searches} left join ${searchParticipants} on ${searchParticipants.searchId} = ${searches.id}
      and ${searchParticipants.userId} = ${sql.placeholder('viewer')} where ${searches.uuid} = ${sql.placeholder('uuid')}
      limit 1`,
  );
  return { name: 'bench_search_lookup', text: query.sql, values: [userId, row.uuid] };
}

/** The statement that writes decisions together (decision-batch.queries.ts): items of { row, userId, publicationId, like }. */
export function decisionBatch(items) {
  const now = new Date();
  const query = dialect.sqlToQuery(
    decisionBatchStatement(
      items.map(({ row, userId, publicationId, like }) => ({
        ...decisionValues(row, userId, publicationId, like, now),
        search: engineSearch(row),
      })),
    ),
  );
  return { text: query.sql, values: query.params };
}
