// A participant's keyset cursor in a search (product.md, Searches; decision 008). A page reads each branch from the
// cursor on, so the listings this participant already decided at the top of the order are stepped over by the index
// instead of being probed one by one against their decisions (3,000 decided listings cost 3,000 probes a page
// without it).
//
// The cursor is the earliest position, in the search's order, of the cards the participant holds when asking for a
// page (the `except` ids) and of the page being served: everything before it was decided, so a deck that reloads
// with nothing held starts again at its first undecided card. Scores move while people swipe, so a listing can move
// above the cursor: the page that comes back short sweeps once without it (search-results.service.ts).
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { SearchOrder } from '@vitrina/shared/searches';
import type { Database } from '../../../db/client';
import { publications, searchParticipants } from '../../../db/schema/index';
import { idsOrParam } from '../core/search-filter-sql.queries';

const p = publications;

/** The currencies of a price order, in the order it lists them: dólares first, then pesos, then no price. */
export const currencyOrder = ['USD', 'ARS'];
export const unpricedBucket = currencyOrder.length;

/** A cursor as a page's statement reads it: its key and id are values, or parameters of a statement built once. */
export type CursorArg = {
  order: SearchOrder;
  bucket: number;
  key: string | null | Placeholder;
  id: number | Placeholder;
};

const isPriceOrder = (order: SearchOrder) => order === 'price_asc' || order === 'price_desc';

// DESC NULLS LAST as publications_search_{relevance,recent}_index are declared, or PostgreSQL sorts the branch
// instead of reading the index in order (the columns are never null; the spelling is for the planner). The price
// index is ascending, read backwards for price_desc: plain ASC and DESC match it.
const descending = sql.raw('desc nulls last');
const downward = { direction: descending, idDirection: descending, ascending: false };
const upward = { direction: sql.raw('asc'), idDirection: sql.raw('asc'), ascending: true };
const priceDownward = { direction: sql.raw('desc'), idDirection: sql.raw('desc'), ascending: false };

/**
 * The order's sort key besides bucket and id, its type (to read a cursor's key back), and the directions. Every order
 * ends with the id, so ties are stable: relevance and recent go down by id, price ascending up, price descending down.
 */
export function orderSpec(order: SearchOrder) {
  switch (order) {
    case 'recent':
      return { key: sql`${p.listedAt}`, type: sql.raw('timestamptz'), ...downward };
    case 'price_asc':
      return { key: sql`${p.amount}`, type: sql.raw('bigint'), ...upward };
    case 'price_desc':
      return { key: sql`${p.amount}`, type: sql.raw('bigint'), ...priceDownward };
    default:
      return { key: sql`${p.relevance}`, type: sql.raw('real'), ...downward };
  }
}

/** A listing's bucket in the order: its currency's place in a price order (no price last), else 0. */
function bucketOf(order: SearchOrder): SQL {
  if (!isPriceOrder(order)) return sql`0`;
  const priced = currencyOrder.map((currency, bucket) => sql`when ${p.currency} = ${currency} then ${bucket}`);
  return sql`case when ${p.amount} is null then ${unpricedBucket} ${sql.join(priced, sql` `)}
    else ${unpricedBucket} end`;
}

/**
 * The condition a branch of `bucket` adds for the cursor: nothing when the cursor belongs to another order or an
 * earlier bucket, `false` when the whole bucket lies before it, else the order's columns from the cursor on
 * (inclusive: the card at the cursor is one the participant holds or lost, never one they decided).
 */
export function fromCursor(order: SearchOrder, cursor: CursorArg | null, bucket: number): SQL | null {
  if (!cursor || cursor.order !== order || bucket > cursor.bucket) return null;
  if (bucket < cursor.bucket) return sql`false`;
  const { key, type, ascending } = orderSpec(order);
  const after = sql.raw(ascending ? '>=' : '<=');
  if (cursor.key === null) return sql`${p.id} ${after} ${cursor.id}`;
  return sql`(${key}, ${p.id}) ${after} (${cursor.key}::${type}, ${cursor.id}::bigint)`;
}

/** The rows (id, bucket, key) of these listings in the order's terms: what the cursor is placed among. */
export function heldRows(order: SearchOrder, ids: readonly number[] | Placeholder): SQL {
  const { key } = orderSpec(order);
  return sql`select ${p.id} as id, (${bucketOf(order)})::int as bucket, ${key} as key from ${p}
    where ${p.id} = any(${idsOrParam(ids)})`;
}

/**
 * The statement that moves the participant's cursor to the earliest of the `held` rows (id, bucket, key) in the
 * search's order, computed and stored by PostgreSQL so the key keeps its full precision; no rows leave it as it was.
 */
export function cursorUpdate(searchId: number, userId: number | Placeholder, order: SearchOrder, held: SQL): SQL {
  const { direction, idDirection } = orderSpec(order);
  const position = sql`(select jsonb_build_object('order', ${order}::text, 'bucket', bucket, 'key', key::text, 'id', id)
    from (${held}) held order by bucket asc, key ${direction}, id ${idDirection} limit 1)`;
  return sql`update ${searchParticipants} set cursor = coalesce(${position}, cursor)
    where ${searchParticipants.searchId} = ${searchId} and ${searchParticipants.userId} = ${userId}`;
}

/** Moves the participant's cursor to the earliest of `ids` (the cards they hold and the page being served). */
export async function saveCursor(
  db: Database,
  searchId: number,
  userId: number,
  order: SearchOrder,
  ids: readonly number[],
): Promise<void> {
  if (!ids.length) return;
  await db.execute(cursorUpdate(searchId, userId, order, heldRows(order, ids)));
}
