// Where a scope's property listings are (search-markers-scope.service.ts): the points of its latest ones, read in
// listing order off the indexes that list a store's, or everyone's, newest listings first.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { publications } from '../../../db/schema/index';
import { scopeCondition, type SearchScopeFilter } from '../deck/search-results.queries';

const p = publications;

export type ListingPoint = { lat: number; lng: number };

/** The points of the scope's `limit` latest property listings that have one, newest first. */
export async function latestPropertyPoints(
  db: Database,
  scope: SearchScopeFilter,
  limit: number,
): Promise<ListingPoint[]> {
  const result = (await db.execute(sql`
    select ${p.lat} as lat, ${p.lng} as lng from ${p}
    where ${scopeCondition(scope)} and ${p.type} = 'property' and ${p.lat} is not null and ${p.lng} is not null
    order by ${p.listedAt} desc, ${p.id} desc
    limit ${sql.raw(String(Math.trunc(limit)))}`)) as unknown as {
    rows: { lat: number | string; lng: number | string }[];
  };
  return result.rows.map((row) => ({ lat: Number(row.lat), lng: Number(row.lng) }));
}
