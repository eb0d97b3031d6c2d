// A group's published searches (product.md, Searches: group searches): the page, the category counts and deleting
// one. Every read starts on the partial index (group_id, published_at desc) where public.
import { and, asc, count, desc, eq, gte, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { containsPattern } from '../../../db/like-pattern';
import { groups, searches, type SearchRow } from '../../../db/schema/index';
import type { PageWindow } from '../../../lib/pagination';
import type { SearchWithScope } from '../core/searches.queries';

export type GroupSearchFilter = {
  groupId: number;
  publishedSince: Date | null;
  category?: string;
  search?: string;
};

function conditions(filter: GroupSearchFilter): SQL | undefined {
  const parts: SQL[] = [eq(searches.groupId, filter.groupId), eq(searches.public, true)];
  if (filter.publishedSince) parts.push(gte(searches.publishedAt, filter.publishedSince));
  // A search has the category when one of its filters does: jsonb containment of [{category}].
  if (filter.category)
    parts.push(sql`${searches.filters} @> ${JSON.stringify([{ category: filter.category }])}::jsonb`);
  if (filter.search) parts.push(ilike(searches.title, containsPattern(filter.search)));
  return and(...parts);
}

/** One page of the group's published searches with the group's name (their scope), and the total. */
export async function listGroupSearchesPage(
  db: Database,
  filter: GroupSearchFilter,
  direction: 'asc' | 'desc',
  window: PageWindow,
): Promise<{ rows: SearchWithScope[]; total: number }> {
  const order = direction === 'asc' ? asc : desc;
  const where = conditions(filter);
  const rows = await db
    .select({ search: searches, groupName: groups.name })
    .from(searches)
    .innerJoin(groups, eq(groups.id, searches.groupId))
    .where(where)
    .orderBy(order(searches.publishedAt), order(searches.id))
    .limit(window.limit)
    .offset(window.offset);
  const [{ total }] = await db.select({ total: count() }).from(searches).where(where);
  // A group search has no store scope: the group is its scope.
  return {
    rows: rows.map((row) => ({ ...row.search, scopeUserName: null, scopeUserSlug: null, groupName: row.groupName })),
    total,
  };
}

type Rows<T> = { rows: T[] };

/** How many of the group's published searches have each category in some filter; a search counts once. */
export async function countGroupSearchCategories(db: Database, groupId: number, publishedSince: Date | null) {
  const since = publishedSince
    ? sql`and ${searches.publishedAt} >= ${publishedSince.toISOString()}::timestamptz`
    : sql``;
  const result = (await db.execute(sql`
    select filter.category, count(distinct ${searches.id})::int as count
    from ${searches} cross join lateral jsonb_array_elements(${searches.filters}) as item(value)
    cross join lateral (select item.value ->> 'category' as category) filter
    where ${searches.groupId} = ${groupId} and ${searches.public} ${since} and filter.category is not null
    group by filter.category`)) as unknown as Rows<{ category: string; count: number }>;
  return result.rows.map((row) => ({ category: row.category, count: Number(row.count) }));
}

/** The group's published search a path names, by numeric id or uuid; null when it is not one. */
export async function findGroupSearch(
  db: Database,
  groupId: number,
  key: { id: number } | { uuid: string },
): Promise<SearchRow | null> {
  const [row] = await db
    .select()
    .from(searches)
    .where(
      and(
        eq(searches.groupId, groupId),
        eq(searches.public, true),
        'id' in key ? eq(searches.id, key.id) : eq(searches.uuid, key.uuid),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Deletes the search if it is still one of the group's published searches; answers whether it did. */
export async function deleteGroupSearch(db: Database, groupId: number, searchId: number): Promise<boolean> {
  const rows = await db
    .delete(searches)
    .where(and(eq(searches.id, searchId), eq(searches.groupId, groupId), eq(searches.public, true)))
    .returning({ id: searches.id });
  return rows.length > 0;
}
