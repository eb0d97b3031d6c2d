// The SQL of a search's prediction (search-predict.service.ts): the caller's own decisions with the features of
// their listings, the candidates (the deck's next listings, by the results engine) with theirs, each in one
// statement, the predicted likes' insert and their removal.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { publications, searchDecisions } from '../../../db/schema/index';
import type { ListingFeatureRow } from './prediction/features';
import type { DecidedListing } from './prediction/predict';
import { searchPageQuery, type EngineSearch } from '../deck/search-results.queries';
import { idArray } from '../core/search-filter-sql.queries';
import { searchFlags } from '@vitrina/shared/search-fields';

const p = publications;
const d = searchDecisions;

type Rows<T> = { rows: T[] };
type Raw = Record<string, unknown>;

/** The searched flags, each under its column's own name. */
const flagColumns = sql.join(
  searchFlags.map(({ column }) => sql`${p[column]} as ${sql.identifier(p[column].name)}`),
  sql`, `,
);

/** The columns features.ts reads, from `publications` as `p`. */
const featureColumns = sql`${p.id} as id, ${p.userId} as user_id, ${p.type} as type, ${p.category} as category,
  ${p.operation} as operation, ${p.currency} as currency, ${p.amount} as amount, ${p.areaTotal} as area_total,
  ${p.areaCovered} as area_covered, ${p.roomsTotal} as rooms_total, ${p.bedrooms} as bedrooms,
  ${p.bathrooms} as bathrooms, ${p.parkings} as parkings, ${p.addressTitle} as address_title, ${p.lat} as lat,
  ${p.lng} as lng, ${p.tags} as tags, ${p.brand} as brand, ${p.sizes} as sizes, ${p.colors} as colors,
  ${p.gender} as gender, ${p.ageGroup} as age_group, ${flagColumns}`;

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const flag = (value: unknown) => (value === null || value === undefined ? null : Boolean(value));
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

function toFeatureRow(row: Raw): ListingFeatureRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    type: String(row.type),
    category: String(row.category),
    operation: text(row.operation),
    currency: text(row.currency),
    amount: number(row.amount),
    areaTotal: number(row.area_total),
    areaCovered: number(row.area_covered),
    roomsTotal: number(row.rooms_total),
    bedrooms: number(row.bedrooms),
    bathrooms: number(row.bathrooms),
    parkings: number(row.parkings),
    addressTitle: text(row.address_title),
    lat: number(row.lat),
    lng: number(row.lng),
    tags: list(row.tags),
    brand: text(row.brand),
    sizes: list(row.sizes),
    colors: list(row.colors),
    gender: text(row.gender),
    ageGroup: text(row.age_group),
    ...Object.fromEntries(searchFlags.map(({ column }) => [column, flag(row[p[column].name])])),
  };
}

/** How many likes and discards the participant made themselves in the search (predicted likes left out). */
export async function countOwnDecisions(
  db: Database,
  searchId: number,
  userId: number,
): Promise<{ likes: number; discards: number }> {
  const result = (await db.execute(sql`select count(*) filter (where ${d.like})::int as likes,
      count(*) filter (where not ${d.like})::int as discards
    from ${d} where ${d.searchId} = ${searchId} and ${d.userId} = ${userId} and not ${d.predicted}`)) as unknown as Rows<{
    likes: number | string;
    discards: number | string;
  }>;
  const [row] = result.rows;
  return { likes: Number(row?.likes ?? 0), discards: Number(row?.discards ?? 0) };
}

/** The participant's own latest `limit` decisions in the search, with their listings' features. */
export async function listOwnDecisions(
  db: Database,
  searchId: number,
  userId: number,
  limit: number,
): Promise<DecidedListing[]> {
  const result = (await db.execute(sql`select ${featureColumns}, ${d.like} as liked, ${d.isSuper} as super_liked
    from ${d} join ${p} on ${p.id} = ${d.publicationId}
    where ${d.searchId} = ${searchId} and ${d.userId} = ${userId} and not ${d.predicted}
    order by ${d.createdAt} desc, ${d.publicationId} desc limit ${limit}`)) as unknown as Rows<Raw>;
  return result.rows.map((row) => ({
    listing: toFeatureRow(row),
    like: Boolean(row.liked),
    isSuper: Boolean(row.super_liked),
  }));
}

/** The features of the listings a page statement of the engine yields, in one statement. */
async function featuresOf(db: Database, page: SQL): Promise<ListingFeatureRow[]> {
  const result = (await db.execute(
    sql`select ${featureColumns} from (${page}) page join ${p} on ${p.id} = page.id`,
  )) as unknown as Rows<Raw>;
  return result.rows.map(toFeatureRow);
}

/**
 * The candidates: the next `cap` listings of the participant's deck from the top (the search's scope, filters and
 * order; not decided by them, predicted or not; not in `except`), with their features. In a price order the
 * listings without a price come after the priced ones, so they are read only when those do not reach the cap.
 */
export async function listCandidates(
  db: Database,
  search: EngineSearch,
  viewerId: number,
  except: readonly number[],
  cap: number,
): Promise<ListingFeatureRow[]> {
  if (!search.filters.length) return [];
  const priced = await featuresOf(db, searchPageQuery(search, viewerId, except, cap, { part: 'priced' }));
  if (priced.length >= cap || (search.order !== 'price_asc' && search.order !== 'price_desc')) return priced;
  const held = [...except, ...priced.map((row) => row.id)];
  const unpriced = await featuresOf(
    db,
    searchPageQuery(search, viewerId, held, cap - priced.length, { part: 'unpriced' }),
  );
  return [...priced, ...unpriced];
}

/**
 * Likes the listings for the participant, marked as predicted, in one statement. A listing they decided meanwhile
 * keeps their decision (on conflict do nothing), so two calls at once insert each listing once; the decisions'
 * trigger appends the counters' moves of the rows inserted alone (decision 009). Each row takes its listing's title
 * here (decision 018), so the title trigger has nothing to look up row by row, and a listing deleted since it was
 * read is left out instead of failing the statement. Answers the ids inserted.
 */
export async function insertPredictedLikes(
  db: Database,
  values: { searchId: number; userId: number; publicationIds: readonly number[]; now: Date },
): Promise<number[]> {
  if (!values.publicationIds.length) return [];
  const now = sql`${values.now.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`insert into ${d}
      (search_id, user_id, publication_id, "like", title, is_super, predicted, created_at, updated_at)
    select ${values.searchId}, ${values.userId}, listing.id, true, ${p.title}, false, true, ${now}, ${now}
    from unnest(${idArray(values.publicationIds)}) as listing(id) join ${p} on ${p.id} = listing.id
    on conflict (search_id, user_id, publication_id) do nothing
    returning publication_id`)) as unknown as Rows<{ publication_id: number | string }>;
  return result.rows.map((row) => Number(row.publication_id));
}

/**
 * Deletes the participant's predicted likes in the search, in one statement: their own decisions, including those
 * that replaced a predicted like (predicted false), stay, and so does everyone else's. The decisions' trigger appends
 * the counters' moves (decision 009). Answers the listings' ids.
 */
export async function deletePredictedLikes(db: Database, searchId: number, userId: number): Promise<number[]> {
  const rows = await db
    .delete(d)
    .where(and(eq(d.searchId, searchId), eq(d.userId, userId), eq(d.predicted, true)))
    .returning({ publicationId: d.publicationId });
  return rows.map((row) => row.publicationId);
}

/** How many predicted likes each of these searches holds for the viewer. */
export async function countPredictedLikes(
  db: Database,
  searchIds: readonly number[],
  viewerId: number,
): Promise<Map<number, number>> {
  if (!searchIds.length) return new Map();
  const result = (await db.execute(sql`select ${d.searchId} as search_id, count(*)::int as count from ${d}
    where ${d.searchId} = any(${idArray(searchIds)}) and ${d.userId} = ${viewerId} and ${d.predicted}
    group by ${d.searchId}`)) as unknown as Rows<{ search_id: number | string; count: number | string }>;
  return new Map(result.rows.map((row) => [Number(row.search_id), Number(row.count)]));
}
