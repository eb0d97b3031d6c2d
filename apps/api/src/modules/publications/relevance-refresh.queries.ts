// The reads and writes of the relevance job: listings in listing-date order from a cursor (an index range scan
// of (listed_at, id)), and new scores written in one statement per batch.
import { and, asc, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publications } from '../../db/schema/index';
import { relevanceInputColumns } from './publications.queries';

export type RelevanceCursor = { listedAt: Date; id: number };

/** The next `limit` listings listed at or after `since`, after the cursor, with what their score depends on. */
export async function listScoredListings(db: Database, since: Date, after: RelevanceCursor | null, limit: number) {
  // A row comparison, which the (listed_at, id) index takes as where to start: each batch starts where the last
  // one ended instead of reading the window again.
  const position = after
    ? sql`(${publications.listedAt}, ${publications.id}) > (${after.listedAt.toISOString()}::timestamptz, ${after.id})`
    : undefined;
  return db
    .select(relevanceInputColumns)
    .from(publications)
    .where(and(gte(publications.listedAt, since), position))
    .orderBy(asc(publications.listedAt), asc(publications.id))
    .limit(limit);
}

/** Writes new scores, nothing else (updated_at is the publisher's edit time, not ours). */
export async function writeRelevance(db: Database, scores: { id: number; relevance: number }[]): Promise<void> {
  if (scores.length === 0) return;
  await db.execute(sql`
    update ${publications} set relevance = score.relevance
    from json_to_recordset(${JSON.stringify(scores)}::json) as score(id bigint, relevance real)
    where ${publications.id} = score.id`);
}
