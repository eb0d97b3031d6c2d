// What bench/search-predict.mjs drives, bundled by it from the API's TypeScript sources (so it measures the current
// code): the benchmark database with its app, the seed's listing generators, users with tokens, and the prediction
// as the service runs it without HTTP (the SQL and the model), to time beside the endpoint.
import { sql } from 'drizzle-orm';
import { publications, users } from '../apps/api/src/db/schema/index';
import { systemClock } from '../apps/api/src/lib/clock';
import { issueToken } from '../apps/api/src/modules/auth/access-tokens.service';
import { predictLikes, predictionOptions } from '../apps/api/src/modules/searches/predict/prediction/predict';
import { candidatesCap, trainingCap } from '../apps/api/src/modules/searches/predict/search-predict.service';
import {
  countOwnDecisions,
  listCandidates,
  listOwnDecisions,
} from '../apps/api/src/modules/searches/predict/search-predict.queries';
import { engineSearch } from '../apps/api/src/modules/searches/deck/search-results.service';
import { generateClothing } from '../apps/api/src/seed/publications/clothing';
import { generateProperty } from '../apps/api/src/seed/publications/property';
import { placeNamed } from '../apps/api/src/seed/publications/places';
import { createRandom } from '../apps/api/src/seed/publications/random';
export { openSearchBench } from './search-app.mjs';

export { createRandom, generateClothing, generateProperty, placeNamed };

/** A user with a bearer token. */
export async function userWithToken(db, name) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await db
    .insert(users)
    .values({ name, email: `medicion.${suffix}@vitrina.example`, emailVerifiedAt: new Date() })
    .returning();
  const token = await issueToken(db, user.id, { clock: systemClock, name: 'bench' });
  return { id: user.id, token: token.access_token };
}

/** Inserts generated listings 500 to a statement; answers their ids in order. */
export async function insertListings(db, rows) {
  const ids = [];
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await db
      .insert(publications)
      .values(rows.slice(start, start + 500))
      .returning({ id: publications.id });
    ids.push(...inserted.map((row) => row.id));
  }
  await db.execute(sql`analyze publications`);
  return ids;
}

/**
 * What predict/select computes before its insert, as the service does it but without HTTP: the caller's decisions,
 * the deck's candidates with their features, the model. Answers the predicted ids and how many candidates it read.
 */
export async function barePrediction(db, searchRow, userId, except = [], options = undefined) {
  const started = performance.now();
  const counts = await countOwnDecisions(db, searchRow.id, userId);
  const engine = await engineSearch(db, searchRow);
  const [decided, candidates] = await Promise.all([
    listOwnDecisions(db, searchRow.id, userId, trainingCap),
    listCandidates(db, engine, userId, except, candidatesCap),
  ]);
  const read = performance.now();
  const prediction = predictLikes(decided, candidates, options && { ...predictionOptions, ...options });
  return {
    ids: prediction.ids,
    candidates: candidates.length,
    decisions: counts.likes + counts.discards,
    sqlMs: read - started,
    modelMs: performance.now() - read,
  };
}

/** The search's row as stored (the service reads the same). */
export async function searchRow(db, id) {
  const result = await db.execute(sql`select * from searches where id = ${id}`);
  const row = result.rows[0];
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    filters: row.filters,
    places: row.places ?? [],
    order: row.order,
    micrositeId: row.microsite_id,
    scopeUserId: row.scope_user_id,
    groupId: row.group_id,
  };
}
