// Applying the counter moves that decisions leave in decision_counter_moves (decision 009) to the searches' likes and
// discards and the listings' likes and decisions: one statement takes a batch of moves, deletes them and adds them
// up per search and per listing (a predicted like moves its search's likes, not its listing's: decision 011). A
// transaction-scoped advisory lock lets one instance apply at a time (two at once could update the same listings in
// different orders and deadlock); the other finds nothing to do and returns.
// The same statement adds the counted moves to the listing owners' days (stat_user_days, decision 013).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { decisionCounterMoves, publications, searches, statUserDays } from '../../../db/schema/index';

// Any constant: the lock's name among the application's advisory locks.
const applyLock = 73_120_010;

/**
 * Applies up to `batch` moves, oldest first. Answers how many were applied and the listings whose likes moved (their
 * relevance counts likes).
 */
export async function applyCounterMoves(
  db: Database,
  batch: number,
): Promise<{ applied: number; likesMoved: number[] }> {
  const m = decisionCounterMoves;
  const result = (await db.execute(sql`
    with locked as (select pg_try_advisory_xact_lock(${applyLock}) as got),
    taken as (
      delete from ${m} where ${m.id} in (
        select ${m.id} from ${m} where (select got from locked) order by ${m.id} limit ${batch})
      returning ${m.searchId} as search_id, ${m.publicationId} as publication_id, ${m.liked} as liked,
        ${m.discarded} as discarded, superliked, day, counted),
    by_search as (
      update ${searches} set decisions_true_count = ${searches.decisionsTrueCount} + d.liked,
        decisions_false_count = ${searches.decisionsFalseCount} + d.discarded
      from (select search_id, sum(liked)::int as liked, sum(discarded)::int as discarded from taken group by search_id) d
      where ${searches.id} = d.search_id and (d.liked <> 0 or d.discarded <> 0)),
    by_listing as (
      update ${publications} set like_count = ${publications.likeCount} + d.liked,
        decisions_count = ${publications.decisionsCount} + d.liked + d.discarded
      from (select publication_id, sum(liked)::int as liked, sum(discarded)::int as discarded from taken
        where counted group by publication_id) d
      where ${publications.id} = d.publication_id and (d.liked <> 0 or d.discarded <> 0)
      returning ${publications.id} as id, d.liked <> 0 as likes_moved),
    -- Migration 0017 added day, superliked and counted to the moves (not declared in the table's schema). A move
    -- without a day predates the statistics' backfill, which already counted it; a predicted like is not counted.
    by_day as (
      insert into ${statUserDays} as s (user_id, day, decisions, likes, superlikes)
      select ${publications.userId}, taken.day, sum(taken.liked + taken.discarded)::int, sum(taken.liked)::int,
        sum(taken.superliked)::int
      from taken join ${publications} on ${publications.id} = taken.publication_id
      where taken.counted and taken.day is not null
      group by ${publications.userId}, taken.day
      having sum(taken.liked + taken.discarded) <> 0 or sum(taken.liked) <> 0 or sum(taken.superliked) <> 0
      on conflict (user_id, day) do update set decisions = s.decisions + excluded.decisions,
        likes = s.likes + excluded.likes, superlikes = s.superlikes + excluded.superlikes)
    select (select count(*) from taken)::int as applied,
      coalesce((select array_agg(id) from by_listing where likes_moved), '{}') as likes_moved`)) as unknown as {
    rows: { applied: number; likes_moved: (number | string)[] }[];
  };
  const [row] = result.rows;
  return { applied: Number(row?.applied ?? 0), likesMoved: (row?.likes_moved ?? []).map(Number) };
}
