// The check's statements (alert-check.service.ts): the alerts to check with their searches, the new matches of a
// batch of searches recorded in one statement, and each checked alert's `checked_at` moved on.
//
// A batch's statement reads the listings listed since the batch's oldest window once (`candidates`, on
// publications_listed_at_index, materialized), then tests each distinct search rule against that small set alone, in
// one pass: the rule is the engine's own condition on `publications` (searches/core/search-match.service.ts), so the
// set is named "publications" for it. Each alert takes the hits listed inside its own window, of listings its person
// has not decided in that search; `on conflict do nothing` makes a listing found twice (overlapping windows, two
// workers) one match.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  publications,
  searchAlertMatches,
  searchAlerts,
  searchDecisions,
  searches,
  searchParticipants,
  type SearchRow,
} from '../../db/schema/index';

type Rows<T> = { rows: T[] };

export type AlertToCheck = { searchId: number; userId: number; checkedAt: Date; createdAt: Date };

/** An alert whose person no longer takes part in its search (they left it) is dropped, with what it found. */
export async function deleteOrphanAlerts(db: Database): Promise<void> {
  await db.execute(sql`delete from ${searchAlerts} a where not exists (
    select 1 from ${searchParticipants} sp where sp.search_id = a.search_id and sp.user_id = a.user_id)`);
}

export async function listAlertsToCheck(db: Database): Promise<AlertToCheck[]> {
  return db
    .select({
      searchId: searchAlerts.searchId,
      userId: searchAlerts.userId,
      checkedAt: searchAlerts.checkedAt,
      createdAt: searchAlerts.createdAt,
    })
    .from(searchAlerts);
}

export async function listSearchesByIds(db: Database, ids: readonly number[]): Promise<SearchRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(searches)
    .where(sql`${searches.id} = any(${idList(ids)})`);
}

/** A bigint[] literal of integers (a bound array is not portable across the two drivers). */
function idList(ids: readonly number[]): SQL {
  return sql.raw(`'{${ids.filter((id) => Number.isSafeInteger(id)).join(',')}}'::bigint[]`);
}

/** One rule to test: the searches that share it, and the engine's condition on `publications`. */
export type RuleToTest = { searchIds: number[]; condition: SQL };

/**
 * Records the matches of a batch of rules among the listings listed after `since`: for each alert on those searches,
 * the hits listed after `window` before its `checked_at` (and after it was turned on), undecided. Answers how many
 * matches are new.
 */
export async function recordMatches(db: Database, values: MatchBatch): Promise<number> {
  if (!values.rules.length) return 0;
  const result = (await db.execute(recordMatchesStatement(values))) as unknown as Rows<{ count: number | string }>;
  return Number(result.rows[0]?.count ?? 0);
}

export type MatchBatch = { rules: RuleToTest[]; since: Date; windowMs: number; now: Date };

/**
 * recordMatches' statement, apart so a measurement can time it alone. Every rule is one `case` of a single pass over
 * the candidates (not a subquery each: planning hundreds of subqueries would cost more than running them), which
 * yields the rules a listing meets; those rules' searches follow from a list of (rule, search) pairs.
 */
export function recordMatchesStatement(values: MatchBatch): SQL {
  const { rules, since, windowMs, now } = values;
  const p = publications;
  const cases = rules.map((rule, index) => sql`case when ${rule.condition} then ${sql.raw(String(index))} end`);
  const pairs = rules.flatMap((rule, index) => rule.searchIds.map((searchId) => [index, searchId] as const));
  const ruleList = sql.raw(`'{${pairs.map(([index]) => index).join(',')}}'::int[]`);
  return sql`
    with candidates as materialized (
      select * from ${p} where ${p.listedAt} > ${since.toISOString()}::timestamptz),
    met as (
      select ${p.id} as publication_id, ${p.listedAt} as listed_at,
        unnest(array_remove(array[${sql.join(cases, sql`, `)}]::int[], null)) as rule
      from candidates as ${p}),
    hits as (
      select met.publication_id, met.listed_at, rule_searches.search_id
      from met
      join unnest(${ruleList}, ${idList(pairs.map(([, searchId]) => searchId))}) as rule_searches(rule, search_id)
        on rule_searches.rule = met.rule),
    inserted as (insert into ${searchAlertMatches} (search_id, user_id, publication_id, found_at)
    select a.search_id, a.user_id, hits.publication_id, ${now.toISOString()}::timestamptz
    from hits
    join ${searchAlerts} a on a.search_id = hits.search_id
    where hits.listed_at > greatest(a.checked_at - ${`${windowMs} milliseconds`}::interval, a.created_at)
      and not exists (select 1 from ${searchDecisions} d
        where d.search_id = a.search_id and d.user_id = a.user_id and d.publication_id = hits.publication_id)
    on conflict do nothing
    returning 1)
    select count(*)::int as count from inserted`;
}

/** The checked alerts start their next window at `at` (never moved back: a later check may have passed already). */
export async function advanceCheckedAt(db: Database, alerts: readonly AlertToCheck[], at: Date): Promise<void> {
  if (!alerts.length) return;
  // Rows locked in key order, so two checks advancing the same alerts wait for each other instead of deadlocking.
  await db.execute(sql`with locked as (
      select a.search_id, a.user_id from ${searchAlerts} a
      join unnest(${idList(alerts.map((alert) => alert.searchId))}, ${idList(alerts.map((alert) => alert.userId))})
        as checked(search_id, user_id) on a.search_id = checked.search_id and a.user_id = checked.user_id
      order by a.search_id, a.user_id
      for update of a)
    update ${searchAlerts} a set checked_at = greatest(a.checked_at, ${at.toISOString()}::timestamptz)
    from locked where a.search_id = locked.search_id and a.user_id = locked.user_id`);
}

/** Matches both told of (pushed and mailed) a day ago: no window reaches back to their listings any more. */
export async function pruneToldMatches(db: Database, before: Date): Promise<void> {
  await db.execute(sql`delete from ${searchAlertMatches}
    where pushed_at is not null and mailed_at is not null and found_at < ${before.toISOString()}::timestamptz`);
}
