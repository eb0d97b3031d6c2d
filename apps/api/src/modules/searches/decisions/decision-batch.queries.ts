// Many participants' decisions written by one statement (decision 009, "Writing decisions together"): each row is
// checked against its own search's scope and filters, and the rows that pass are upserted in key order, so the
// decisions' trigger, the commit and the statement's planning are paid once for the batch instead of once each.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { publications, searchDecisions } from '../../../db/schema/index';
import type { DecisionValues } from './decisions.queries';
import { inSearchCondition, type EngineSearch } from '../deck/search-results.queries';

/** A decision that can be written with others: its participant has joined and its answer tags stay as they were. */
export type BatchedDecision = Omit<DecisionValues, 'tags'> & { search: EngineSearch };

export type BatchedResult = { inserted: boolean; wasSuper: boolean };

/** A decision's key: one decision per (search, participant, listing). */
export const decisionKey = (searchId: number, userId: number, publicationId: number) =>
  `${searchId}:${userId}:${publicationId}`;

/**
 * The statement: the batch as rows, those that pass their search's condition (one branch per distinct scope and
 * filters, so identical searches share one) with their listing's title (decision 018), and the upsert of
 * decisionStatement for each, in key order. It returns a row per decision written, none for a listing outside its
 * search.
 */
export function decisionBatchStatement(items: readonly BatchedDecision[]): SQL {
  const d = searchDecisions;
  const groups = new Map<string, { search: EngineSearch; positions: number[] }>();
  items.forEach((item, position) => {
    const key = JSON.stringify([item.search.scope, item.search.filters, item.search.places]);
    const group = groups.get(key);
    if (group) group.positions.push(position);
    else groups.set(key, { search: item.search, positions: [position] });
  });
  const rows = sql.join(
    items.map(
      (item, position) =>
        sql`(${position}::int, ${item.searchId}::bigint, ${item.userId}::bigint, ${item.publicationId}::bigint,
          ${item.like}::boolean, ${item.isSuper}::boolean, ${item.comment}::text, ${item.now.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const accepted = sql.join(
    [...groups.values()].map(
      ({ search, positions }) =>
        sql`select batch.*, ${publications.title} from batch join ${publications} on ${publications.id} = batch.publication_id
          where batch.position = any(${sql.raw(`'{${positions.join(',')}}'::int[]`)}) and ${inSearchCondition(search)}`,
    ),
    sql` union all `,
  );
  return sql`with batch (position, search_id, user_id, publication_id, "like", is_super, comment, at) as (values ${rows}),
    accepted as (${accepted}),
    previous as (
      select own.search_id, own.user_id, own.publication_id, own.is_super from ${d} own
      join batch on own.search_id = batch.search_id and own.user_id = batch.user_id
        and own.publication_id = batch.publication_id)
    insert into ${d} (search_id, user_id, publication_id, "like", title, is_super, comment, tags, created_at, updated_at)
    select search_id, user_id, publication_id, "like", title, is_super, comment, '{}'::text[], at, at from accepted
    order by search_id, user_id, publication_id
    on conflict (search_id, user_id, publication_id) do update set "like" = excluded."like",
      is_super = excluded.is_super, comment = excluded.comment, predicted = false, updated_at = excluded.updated_at
    returning ${d.searchId} as search_id, ${d.userId} as user_id, ${d.publicationId} as publication_id,
      (xmax = 0) as inserted,
      coalesce((select previous.is_super from previous where previous.search_id = ${d.searchId}
        and previous.user_id = ${d.userId} and previous.publication_id = ${d.publicationId}), false) as was_super`;
}

/** Runs the batch: each decision's result by position, null for a listing outside its search. */
export async function recordDecisions(
  db: Database,
  items: readonly BatchedDecision[],
): Promise<(BatchedResult | null)[]> {
  const result = (await db.execute(decisionBatchStatement(items))) as unknown as {
    rows: {
      search_id: number | string;
      user_id: number | string;
      publication_id: number | string;
      inserted: boolean;
      was_super: boolean;
    }[];
  };
  const written = new Map(
    result.rows.map((row) => [
      decisionKey(Number(row.search_id), Number(row.user_id), Number(row.publication_id)),
      { inserted: row.inserted, wasSuper: row.was_super },
    ]),
  );
  return items.map((item) => written.get(decisionKey(item.searchId, item.userId, item.publicationId)) ?? null);
}
