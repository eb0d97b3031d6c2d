// A participant's decisions in a search: one row per (search, participant, listing), written by upsert so a
// repeated or concurrent decision updates the one row and never adds a second. The counters follow by trigger. A
// decision the person makes on a predicted like replaces it: the row is theirs from then on (predicted false).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SearchAnswerTag } from '@vitrina/shared/searches';
import type { Database } from '../../../db/client';
import { publications, searchDecisions, searchParticipants } from '../../../db/schema/index';
import { inSearchCondition, listingMatches, type EngineSearch } from '../deck/search-results.queries';

export type DecisionValues = {
  searchId: number;
  userId: number;
  publicationId: number;
  like: boolean;
  isSuper: boolean;
  comment: string | null;
  /** Null leaves the tags as they were (none on a new decision). */
  tags: SearchAnswerTag[] | null;
  now: Date;
};

/**
 * The statement that writes or replaces the decision when the listing is one the search yields (listingMatches),
 * first making the user a participant when `join` (a group member's first decision): one statement, so a refused
 * decision writes nothing and a decision is never stored without its participation. It returns one row, whether
 * the decision's row is new, or none when the listing is outside the search. Apart so a measurement can run it.
 */
export function decisionStatement(values: DecisionValues, options: { join: boolean; search: EngineSearch }): SQL {
  const d = searchDecisions;
  const participants = searchParticipants;
  const now = sql`${values.now.toISOString()}::timestamptz`;
  const inSearch = listingMatches(options.search, values.publicationId);
  // Validated values of searchAnswerTags, written as an array literal (the same text for both drivers).
  const tags = sql.raw(`'{${(values.tags ?? []).join(',')}}'::text[]`);
  const joining = options.join
    ? sql`joined as (
        insert into ${participants} (search_id, user_id, owner, joined_at)
        select ${values.searchId}, ${values.userId}, false, ${now} where ${inSearch}
        on conflict (search_id, user_id) do nothing),`
    : sql``;
  // The decision as it was before this statement (a SuperLike is news only when it was not one already). The row
  // comes from the listing's, which the search's condition reads anyway, with the title the filtered results order
  // by (decision 018), so the decisions' title trigger has nothing to look up.
  return sql`with ${joining} previous as (
      select is_super from ${d}
      where search_id = ${values.searchId} and user_id = ${values.userId} and publication_id = ${values.publicationId})
    insert into ${d} (search_id, user_id, publication_id, "like", title, is_super, comment, tags, created_at, updated_at)
    select ${values.searchId}, ${values.userId}, ${values.publicationId}, ${values.like}, ${publications.title},
      ${values.isSuper}, ${values.comment}, ${tags}, ${now}, ${now}
    from ${publications} where ${publications.id} = ${values.publicationId} and ${inSearchCondition(options.search)}
    on conflict (search_id, user_id, publication_id) do update set "like" = excluded."like",
      is_super = excluded.is_super, comment = excluded.comment,
      tags = ${values.tags === null ? sql`${d}.tags` : sql`excluded.tags`}, predicted = false,
      updated_at = excluded.updated_at
    returning (xmax = 0) as inserted, coalesce((select is_super from previous), false) as was_super`;
}

/**
 * Runs decisionStatement: whether the decision's row is new and whether it was a SuperLike before, or null when the
 * listing is outside the search.
 */
export async function recordDecision(
  db: Database,
  values: DecisionValues,
  options: { join: boolean; search: EngineSearch },
): Promise<{ inserted: boolean; wasSuper: boolean } | null> {
  const result = (await db.execute(decisionStatement(values, options))) as unknown as {
    rows: { inserted: boolean; was_super: boolean }[];
  };
  const [row] = result.rows;
  return row ? { inserted: row.inserted, wasSuper: row.was_super } : null;
}

/** Deletes the participant's decision on a listing; answers what it was, or null when there was none. */
export async function deleteDecision(
  db: Database,
  searchId: number,
  userId: number,
  publicationId: number,
): Promise<{ like: boolean } | null> {
  const [row] = await db
    .delete(searchDecisions)
    .where(
      and(
        eq(searchDecisions.searchId, searchId),
        eq(searchDecisions.userId, userId),
        eq(searchDecisions.publicationId, publicationId),
      ),
    )
    .returning({ like: searchDecisions.like });
  return row ?? null;
}
