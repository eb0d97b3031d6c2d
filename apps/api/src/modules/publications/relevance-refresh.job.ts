// A listing's stored relevance counts its freshness, which fades over 90 days (relevance.ts):
// a score written when the listing was saved goes stale by itself. Hourly, this job walks the listings of the
// freshness window in (listed_at, id) order, a batch at a time, and rewrites the scores that drifted. Expired
// priorities are cleared, with their score, by publications.priorities-expire; a score found here with an expired
// priority still counted is corrected all the same.
import { computeRelevance } from './relevance';
import type { Database } from '../../db/client';
import type { JobHandler } from '../../jobs/job-context';
import { listScoredListings, writeRelevance, type RelevanceCursor } from './relevance-refresh.queries';

const day = 24 * 60 * 60 * 1000;
/** Freshness reaches 0 at 90 days; ten more cover a worker that was down for a while. */
const freshnessWindowDays = 100;
/**
 * A score within this of the current one is left alone. Freshness moves 0.0033 a day, so a listing's row is
 * rewritten about every day and a half instead of every hour: ordering barely notices, the table churns far less.
 */
export const relevanceTolerance = 0.005;

export async function refreshRelevance(
  db: Database,
  now: Date,
  batchSize = 2000,
): Promise<{ checked: number; updated: number }> {
  const since = new Date(now.getTime() - freshnessWindowDays * day);
  let cursor: RelevanceCursor | null = null;
  let checked = 0;
  let updated = 0;
  for (;;) {
    const rows = await listScoredListings(db, since, cursor, batchSize);
    if (rows.length === 0) break;
    const changed = rows.flatMap((row) => {
      const relevance = computeRelevance(row, now);
      return Math.abs(relevance - row.relevance) >= relevanceTolerance ? [{ id: row.id, relevance }] : [];
    });
    await writeRelevance(db, changed);
    checked += rows.length;
    updated += changed.length;
    const last = rows[rows.length - 1];
    cursor = { listedAt: last.listedAt, id: last.id };
    if (rows.length < batchSize) break;
  }
  return { checked, updated };
}

export const relevanceRefresh: JobHandler = async (_payload, { db, clock, logger }) => {
  const result = await refreshRelevance(db, clock.now());
  if (result.updated) logger.info(result, 'listing relevance refreshed');
};
