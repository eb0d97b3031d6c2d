// A search's results as live SQL on the publications indexes (product.md, Searches; decision 008).
// A page is one top-N branch per filter (and per operation when a property filter names none, and per currency in
// the price orders), each reading the partial index of its order (publications_search_{relevance,recent,price}_index,
// type + category + operation equalities, then the order's columns) from the participant's keyset cursor on
// (search-cursor.queries.ts) and stopping after N rows that survive `id <> all(except)` and NOT EXISTS against the
// participant's decisions; the branches are joined with UNION ALL, deduplicated (a listing may match two filters) and
// merged in order.
//
// Price orders never convert currencies. A filter that names a currency orders by amount within it; one without
// lists the dólares first, then the pesos (a branch each); listings without a price come last in both directions,
// by id (read by a second statement only when the priced listings do not fill the page).
// Every order ends with the id, so ties are stable: relevance and recent go down by id, price ascending up by id and
// price descending down by id.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { operations } from '@vitrina/shared/enums';
import type { SearchFilter, SearchOrder, SearchPlace } from '@vitrina/shared/searches';
import type { Database } from '../../../db/client';
import {
  groupUsers,
  micrositeUsers,
  publications,
  searchDecisions,
  type PublicationRow,
  type SearchCursor,
  type SearchDecisionRow,
} from '../../../db/schema/index';
import {
  allOf,
  anyFilter,
  filterConditions,
  idArray,
  idsOrParam,
  operationIs,
} from '../core/search-filter-sql.queries';
import { currencyOrder, fromCursor, orderSpec, unpricedBucket, type CursorArg } from './search-cursor.queries';

const p = publications;

/** Where a search looks, resolved from its row (search-results.service.ts). */
export type SearchScopeFilter =
  | { kind: 'platform' }
  | { kind: 'user'; userId: number }
  /** visibility: the group's public flag (null every listing, true only public ones, false only private ones). */
  | { kind: 'group'; groupId: number; visibility: boolean | null }
  /** A microsite's whole site: the public listings of its users (with one of them chosen, the `user` scope). */
  | { kind: 'microsite'; micrositeId: number };

export type EngineSearch = {
  id: number;
  filters: SearchFilter[];
  places: SearchPlace[];
  order: SearchOrder;
  scope: SearchScopeFilter;
};

type Rows<T> = { rows: T[] };

export function scopeCondition(scope: SearchScopeFilter): SQL {
  switch (scope.kind) {
    case 'platform':
      return sql`${p.public}`;
    case 'user':
      return sql`(${p.userId} = ${scope.userId} and ${p.public})`;
    case 'group': {
      const members = sql`${p.userId} in (select ${groupUsers.userId} from ${groupUsers} where ${groupUsers.groupId} = ${scope.groupId})`;
      return scope.visibility === null ? sql`(${members})` : sql`(${members} and ${p.public} = ${scope.visibility})`;
    }
    case 'microsite':
      return sql`(${p.userId} in (select ${micrositeUsers.userId} from ${micrositeUsers} where ${micrositeUsers.micrositeId} = ${scope.micrositeId}) and ${p.public})`;
  }
}

/** Not decided by this participant in this search (a visitor has decided nothing). */
function notDecided(searchId: number, viewerId: number | null | Placeholder): SQL {
  if (viewerId === null) return sql`true`;
  return sql`not exists (select 1 from ${searchDecisions} where ${searchDecisions.searchId} = ${searchId}
    and ${searchDecisions.userId} = ${viewerId} and ${searchDecisions.publicationId} = ${p.id})`;
}

/** The currencies a price order walks for a filter. */
const priceCurrencies = (filter: SearchFilter): string[] => (filter.currency ? [filter.currency] : currencyOrder);

type Branch = { where: SQL; bucket: number };

/**
 * The branches of one filter: split by operation when a property filter names none (every property has one), so
 * each reads its index in order. Price orders split by currency too: `priced` the listings with an amount, one
 * bucket per currency walked; otherwise the listings without one, which come after every priced listing and by id
 * (one branch per currency, so each still reads the price index in order).
 */
function filterBranches(
  filter: SearchFilter,
  places: readonly SearchPlace[],
  order: SearchOrder,
  part: 'priced' | 'unpriced',
): Branch[] {
  const base = filterConditions(filter, places);
  const byOperation: SQL[][] =
    filter.type === 'property' && !filter.operation ? operations.map((item) => [operationIs(item.value)]) : [[]];
  const branches: Branch[] = [];
  for (const operation of byOperation) {
    if (order !== 'price_asc' && order !== 'price_desc') {
      branches.push({ where: allOf([...base, ...operation]), bucket: 0 });
      continue;
    }
    if (part === 'priced')
      // The bucket is the currency's place in the order, the same for every filter, so a listing two filters
      // yield is one row for DISTINCT and pesos never mix with dólares.
      for (const currency of priceCurrencies(filter))
        branches.push({
          where: allOf([...base, ...operation, sql`${p.currency} = ${currency}`, sql`${p.amount} is not null`]),
          bucket: currencyOrder.indexOf(currency),
        });
    else {
      // A listing without a price may have no currency either, unless the filter names one.
      const currencies = filter.currency
        ? [sql`${p.currency} = ${filter.currency}`]
        : [...priceCurrencies(filter).map((currency) => sql`${p.currency} = ${currency}`), sql`${p.currency} is null`];
      for (const currency of currencies)
        branches.push({
          where: allOf([...base, ...operation, currency, sql`${p.amount} is null`]),
          bucket: unpricedBucket,
        });
    }
  }
  return branches;
}

/**
 * The statement of the next page: the top `limit` listings of the search in its order from the participant's cursor
 * on (search-cursor.queries.ts) that this viewer has not decided and that are not in `except`, as rows of
 * (id, bucket, key). Apart so a measurement can EXPLAIN it. The viewer, the ids held, the limit and the cursor's
 * position may be parameters of a statement built once (search-deck-page.queries.ts).
 */
export function searchPageQuery(
  search: EngineSearch,
  viewerId: number | null | Placeholder,
  except: readonly number[] | Placeholder,
  limit: number | Placeholder,
  options: { part?: 'priced' | 'unpriced'; cursor?: CursorArg | null } = {},
): SQL {
  const part = options.part ?? 'priced';
  const { key: orderKey, direction, idDirection } = orderSpec(search.order);
  // Listings without a price all share the key: they follow by id alone.
  const key = part === 'unpriced' ? sql`null::bigint` : orderKey;
  const common = [
    scopeCondition(search.scope),
    sql`${p.id} <> all(${idsOrParam(except)})`,
    notDecided(search.id, viewerId),
  ];
  const branches = search.filters.flatMap((filter) => filterBranches(filter, search.places, search.order, part));
  const selects = branches.map((branch) => {
    const from = fromCursor(search.order, options.cursor ?? null, branch.bucket);
    return sql`(select ${p.id} as id, ${branch.bucket}::int as bucket, ${key} as key from ${p}
      where ${allOf([...common, branch.where, ...(from ? [from] : [])])}
      order by ${key} ${direction}, ${p.id} ${idDirection} limit ${limit})`;
  });
  return sql`
    select distinct branch.id, branch.bucket, branch.key from (${sql.join(selects, sql` union all `)}) branch
    order by branch.bucket asc, branch.key ${direction}, branch.id ${idDirection}
    limit ${limit}`;
}

/**
 * The ids of the next page (searchPageQuery) from `cursor` on. In a price order the listings without a price come
 * last, so they are read only when the priced ones do not fill the page: the usual page plans half the branches.
 */
export async function searchPageIds(
  db: Database,
  search: EngineSearch,
  viewerId: number | null,
  except: readonly number[],
  limit: number,
  cursor: SearchCursor | null = null,
): Promise<number[]> {
  if (!search.filters.length || limit <= 0) return [];
  const read = async (part: 'priced' | 'unpriced', size: number) => {
    const query = searchPageQuery(search, viewerId, except, size, { part, cursor });
    const result = (await db.execute(query)) as unknown as Rows<{ id: string | number }>;
    return result.rows.map((row) => Number(row.id));
  };
  const ids = await read('priced', limit);
  if (ids.length >= limit || (search.order !== 'price_asc' && search.order !== 'price_desc')) return ids;
  return [...ids, ...(await read('unpriced', limit - ids.length))];
}

/**
 * The count's statement: how many listings match the search that this viewer has not decided. One count per filter,
 * each on the indexes of its equalities, of the listings that filter matches and no earlier one does (`is not true`,
 * so a column a filter leaves unknown still counts): the parts are disjoint and add up, with no union to dedupe.
 */
export function searchCountQuery(search: EngineSearch, viewerId: number | null): SQL {
  const common = [scopeCondition(search.scope), notDecided(search.id, viewerId)];
  const filters = search.filters.map((filter) => allOf(filterConditions(filter, search.places)));
  const parts = filters.map((filter, index) => {
    const earlier = filters.slice(0, index).map((other) => sql`(${other}) is not true`);
    return sql`(select count(*) from ${p} where ${allOf([...common, filter, ...earlier])})`;
  });
  return sql`select (${sql.join(parts, sql` + `)})::int as count`;
}

export async function countSearchMatches(db: Database, search: EngineSearch, viewerId: number | null): Promise<number> {
  if (!search.filters.length) return 0;
  const result = (await db.execute(searchCountQuery(search, viewerId))) as unknown as Rows<{ count: number | string }>;
  return Number(result.rows[0]?.count ?? 0);
}

/** The condition on a `publications` row that it is in the search's scope and matches one of its filters. */
export function inSearchCondition(search: EngineSearch): SQL {
  return sql`${scopeCondition(search.scope)} and ${anyFilter(search.filters, search.places)}`;
}

/** The condition that the listing exists, is in the search's scope and matches one of its filters. */
export function listingMatches(search: EngineSearch, publicationId: number): SQL {
  return sql`exists (select 1 from ${p} where ${p.id} = ${publicationId} and ${inSearchCondition(search)})`;
}

/** Whether the listing exists, is in the search's scope and matches one of its filters. */
export async function matchesSearch(db: Database, search: EngineSearch, publicationId: number): Promise<boolean> {
  const result = (await db.execute(sql`select ${listingMatches(search, publicationId)} as found`)) as unknown as Rows<{
    found: boolean;
  }>;
  return Boolean(result.rows[0]?.found);
}

/** The listings of `ids`, in that order (missing ones left out). */
export async function listPublicationsByIds(db: Database, ids: readonly number[]): Promise<PublicationRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(p)
    .where(sql`${p.id} = any(${idArray(ids)})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The viewer's decisions on these listings in this search. */
export async function listViewerDecisions(
  db: Database,
  searchId: number,
  viewerId: number,
  publicationIds: readonly number[],
): Promise<SearchDecisionRow[]> {
  if (!publicationIds.length) return [];
  return db
    .select()
    .from(searchDecisions)
    .where(
      sql`${searchDecisions.searchId} = ${searchId} and ${searchDecisions.userId} = ${viewerId}
        and ${searchDecisions.publicationId} = any(${idArray(publicationIds)})`,
    );
}
