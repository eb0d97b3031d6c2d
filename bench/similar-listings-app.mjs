// What bench/similar-listings.mjs drives, bundled by it from the API's TypeScript sources (so it measures the current
// code): «Parecidas» of a listing run once through the service on a Drizzle handle whose logger keeps every statement,
// so the benchmark can replay the same statements with `pg` alone.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/api/src/db/schema/index';
import { systemClock } from '../apps/api/src/lib/clock';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { listSimilarListings } from '../apps/api/src/modules/similar-listings/similar-listings.service';

/** A function answering the statements (text and values) GET /publication/{id}/similar runs for a visitor. */
export function statementRecorder({ databaseUrl, dataDir }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let statements = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, values) => statements.push({ text, values }) },
  });
  const storage = createLocalStorage({ dataDir, publicUrl: 'http://vitrina.bench' });
  return {
    async statementsOf(publicationId) {
      statements = [];
      const answer = await listSimilarListings({ db, storage, clock: systemClock }, null, publicationId, null, null);
      return { statements, count: answer.data.length };
    },
    close: () => pool.end(),
  };
}
