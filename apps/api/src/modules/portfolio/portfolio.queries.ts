// A group's portfolio (product.md, Listings: Portfolio): its members' listings, filtered by the group's
// public flag. Measured on a million listings (bench/portfolio.mjs), each shape of request stays on indexes:
// - a page merges per-member top-N lists, each an index-only scan in listing order that stops after N rows, so
//   it costs members × (offset + take) index entries however large the portfolios are;
// - the total, without a time filter or search, sums the members' rows of publication_counts (kept by
//   triggers), since counting 150,000 index entries alone costs ~40 ms; with a time filter it counts the recent
//   stretch of each member's index; it travels in the page's statement; the category counts do the same;
// - a title search reads each member's stretch of (user_id, listed_at, id, public, category, title), never the
//   table, and one pass yields both the page and the total.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupUsers, publicationCounts, publications, type PublicationRow } from '../../db/schema/index';
import type { PageWindow } from '../../lib/pagination';
import { containsPattern } from '../../db/like-pattern';

export type PortfolioFilter = {
  groupId: number;
  /** The group's public flag: null every listing, true only public ones, false only private ones. */
  visibility: boolean | null;
  listedSince: Date | null;
  category?: string;
  search?: string;
};

type Rows<T> = { rows: T[] };

/** The conditions on one member's listings besides the owner. */
function listingConditions(filter: PortfolioFilter): SQL {
  const parts: SQL[] = [];
  if (filter.visibility !== null) parts.push(sql`${publications.public} = ${filter.visibility}`);
  if (filter.listedSince) parts.push(sql`${publications.listedAt} >= ${filter.listedSince.toISOString()}::timestamptz`);
  if (filter.category) parts.push(sql`${publications.category} = ${filter.category}`);
  // lower() on both sides is what ILIKE does, at about half its cost per row.
  if (filter.search) parts.push(sql`lower(${publications.title}) like lower(${containsPattern(filter.search)})`);
  return parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

// NULLS LAST (FIRST going up) as the indexes are declared, or PostgreSQL sorts instead of reading them in order.
const orderOf = (direction: 'asc' | 'desc') => sql.raw(direction === 'desc' ? 'desc nulls last' : 'asc nulls first');

/** Newest first (or oldest first), ties broken by id the same way: the order of the lateral lists. */
function sortPage(rows: PublicationRow[], direction: 'asc' | 'desc'): PublicationRow[] {
  const sign = direction === 'desc' ? -1 : 1;
  return rows.sort((a, b) => sign * (a.listedAt.getTime() - b.listedAt.getTime() || a.id - b.id));
}

/** The members' rows of publication_counts, summed per member first: one index probe each, whatever the plan. */
function countedPerMember(groupId: number, visibility: boolean | null, category?: string): SQL {
  const conditions: SQL[] = [sql`${publicationCounts.userId} = member.user_id`];
  if (visibility !== null) conditions.push(sql`${publicationCounts.public} = ${visibility}`);
  if (category) conditions.push(sql`${publicationCounts.category} = ${category}`);
  return sql`${groupUsers} member
    cross join lateral (
      select ${publicationCounts.category} as category, sum(${publicationCounts.count})::int as listings from ${publicationCounts}
      where ${sql.join(conditions, sql` and `)}
      group by ${publicationCounts.category}
    ) counted
    where member.group_id = ${groupId}`;
}

/** How many listings the portfolio holds under the filter, as a scalar query (not for searches). */
function totalQuery(filter: PortfolioFilter): SQL {
  if (!filter.listedSince)
    return sql`select coalesce(sum(counted.listings), 0)::int from ${countedPerMember(filter.groupId, filter.visibility, filter.category)}`;
  return sql`
    select count(*)::int from ${groupUsers} member
    cross join lateral (
      select 1 from ${publications} where ${publications.userId} = member.user_id ${listingConditions(filter)}
    ) listing
    where member.group_id = ${filter.groupId}`;
}

async function countPortfolio(db: Database, filter: PortfolioFilter): Promise<number> {
  const result = (await db.execute(sql`select (${totalQuery(filter)}) as total`)) as unknown as Rows<{ total: number }>;
  return Number(result.rows[0].total);
}

/**
 * One page and the portfolio's total under the filter, in one statement: the page's ids are a subquery of the
 * row fetch and the total a scalar subquery beside it. Not for searches.
 */
export async function listPortfolioPage(
  db: Database,
  filter: PortfolioFilter,
  direction: 'asc' | 'desc',
  window: PageWindow,
): Promise<{ rows: PublicationRow[]; total: number }> {
  const order = orderOf(direction);
  const pageIds = sql`
    select top.id from ${groupUsers} member
    cross join lateral (
      select ${publications.id} as id, ${publications.listedAt} as listed_at from ${publications}
      where ${publications.userId} = member.user_id ${listingConditions(filter)}
      order by ${publications.listedAt} ${order}, ${publications.id} ${order}
      limit ${window.offset + window.limit}
    ) top
    where member.group_id = ${filter.groupId}
    order by top.listed_at ${order}, top.id ${order}
    limit ${window.limit} offset ${window.offset}`;
  const found = await db
    .select({ row: publications, total: sql<number>`(${totalQuery(filter)})`.mapWith(Number) })
    .from(publications)
    .where(sql`${publications.id} in (${pageIds})`);
  // A page past the end has no row to carry the total.
  const total = found.length ? found[0].total : await countPortfolio(db, filter);
  return {
    rows: sortPage(
      found.map((item) => item.row),
      direction,
    ),
    total,
  };
}

/** A title search: the page and the total from one pass over the members' matching listings. */
export async function searchPortfolio(
  db: Database,
  filter: PortfolioFilter,
  direction: 'asc' | 'desc',
  window: PageWindow,
): Promise<{ rows: PublicationRow[]; total: number }> {
  const order = orderOf(direction);
  const result = (await db.execute(sql`
    with found as (
      select listing.id, listing.listed_at from ${groupUsers} member
      cross join lateral (
        select ${publications.id} as id, ${publications.listedAt} as listed_at from ${publications}
        where ${publications.userId} = member.user_id ${listingConditions(filter)}
      ) listing
      where member.group_id = ${filter.groupId}
    )
    select (select count(*) from found)::int as total, page.id from (select 1) one
    left join lateral (
      select found.id from found order by found.listed_at ${order}, found.id ${order} limit ${window.limit} offset ${window.offset}
    ) page on true`)) as unknown as Rows<{ total: number; id: string | number | null }>;
  const total = Number(result.rows[0]?.total ?? 0);
  const ids = result.rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)]));
  const rows = ids.length ? await db.select().from(publications).where(inArray(publications.id, ids)) : [];
  return { rows: sortPage(rows, direction), total };
}

/**
 * How many listings of each category the portfolio holds under its visibility; empty categories are absent.
 * Without a time filter it sums the members' rows of publication_counts. With one it counts each member's
 * listings in the window on (user_id, listed_at, id, public, category, title): an index-only range scan per
 * member that reads only the recent stretch, grouped by category, never the table.
 */
export async function countPortfolioCategories(
  db: Database,
  groupId: number,
  visibility: boolean | null,
  listedSince: Date | null = null,
) {
  const counted = listedSince
    ? countedInWindow(groupId, visibility, listedSince)
    : countedPerMember(groupId, visibility);
  const result = (await db.execute(sql`
    select counted.category, sum(counted.listings)::int as count from ${counted}
    group by counted.category having sum(counted.listings) > 0`)) as unknown as Rows<{
    category: string;
    count: number;
  }>;
  return result.rows.map((row) => ({ category: row.category, count: Number(row.count) }));
}

/** Each member's listings since `listedSince`, per category: the same shape as countedPerMember. */
function countedInWindow(groupId: number, visibility: boolean | null, listedSince: Date): SQL {
  return sql`${groupUsers} member
    cross join lateral (
      select ${publications.category} as category, count(*)::int as listings from ${publications}
      where ${publications.userId} = member.user_id ${listingConditions({ groupId, visibility, listedSince })}
      group by ${publications.category}
    ) counted
    where member.group_id = ${groupId}`;
}
