// The map of a search's results as SQL (product.md, Searches; decision 012): the listings of the search's property
// filters whose point is inside the view, in the search's scope, decided ones included (they are drawn muted), either
// one row each or grouped by the cells of a grid fixed to the world. No PostGIS: width_bucket over the edges of the Web
// Mercator tiles (search-markers.grid.ts), GROUP BY.
//
// Each filter is one branch (and one per operation when a property filter names none, as the results do), so each
// reads `publications_search_map_index` (the listing's kind on the map, band of longitude, lat, lng INCLUDE amount,
// id, currency, type, category, operation; WHERE public, the band and the kind are known) as one range of lat per
// band in view, answering from the index alone.
import { sql, type SQL } from 'drizzle-orm';
import { operations } from '@vitrina/shared/enums';
import type { MapBounds } from '@vitrina/shared/search-map';
import type { SearchFilter } from '@vitrina/shared/searches';
import type { Database } from '../../../db/client';
import { publications, searchDecisions } from '../../../db/schema/index';
import { allOf, filterDetails, insideBounds } from '../core/search-filter-sql.queries';
import { gridEdges } from './search-markers.grid';
import { scopeCondition, type EngineSearch } from '../deck/search-results.queries';

const p = publications;

type Rows<T> = { rows: T[] };

/** A grid cell's or a listing's row as the statements answer it (both drivers: bigint as text or number). */
export type MarkerRow = {
  lat: number | string;
  lng: number | string;
  count: number | string;
  id: number | string | null;
  amount: number | string | null;
  currency: string | null;
  viewed: boolean;
  /** A cell's column and row as `width_bucket` numbers them over the view's edges (gridCell makes them a tile). */
  cell_column?: number | string;
  cell_row?: number | string;
};

/** Bands of longitude a hundredth of a degree wide (about 900 m in Buenos Aires), as the map index's fourth column. */
const lngBandsPerDegree = 100;
/** ours: past this many bands (2 degrees of longitude) a view reads the filter's whole stretch of the index. */
const lngBandsMax = 200;

/**
 * The bands of longitude a view crosses, as `band = any(…)`: publications_search_map_index then reads one range of lat
 * per band rather than every listing of the view's latitudes across the country (four times as many in Buenos Aires
 * at zoom 13). A view wider than `lngBandsMax` bands says only that the band is known, which the index's predicate
 * asks for, and reads the filter's whole stretch of it.
 */
function lngBands(bounds: MapBounds): SQL {
  const band = sql`(floor(${p.lng} * ${sql.raw(String(lngBandsPerDegree))})::integer)`;
  const first = Math.floor(bounds.west * lngBandsPerDegree);
  const last = Math.floor(bounds.east * lngBandsPerDegree);
  if (last - first + 1 > lngBandsMax) return sql`${band} is not null`;
  const bands = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return sql`${band} = any(${sql.raw(`'{${bands.join(',')}}'::integer[]`)})`;
}

/**
 * A property of `category` for `operation`, as the map index's first column states it (migration 0030): one number,
 * so the index's keys are all fixed-width. The right side is the same function of the branch's values, which the
 * planner folds to that number; a category the function does not know is NULL, and no listing.
 */
function mapKindIs(category: string, operation: string): SQL {
  return sql`publication_map_kind(${p.type}, ${p.category}, ${p.operation}) = publication_map_kind('property', ${category}, ${operation})`;
}

/**
 * The search's listings in view, as `columns`: one SELECT per property filter branch. Branches of different categories
 * or operations cannot yield the same listing, so they are joined by UNION ALL; only when two share both is a listing
 * deduplicated by UNION (a hash of every row in view).
 */
function inView(search: EngineSearch, bounds: MapBounds, columns: SQL): SQL {
  const common = [scopeCondition(search.scope), insideBounds(bounds), lngBands(bounds)];
  const branches = search.filters
    .filter((filter) => filter.type === 'property')
    .flatMap((filter: SearchFilter) => {
      const details = filterDetails(filter, search.places);
      // Without an operation, one branch per operation (every property has one), so each is a range of the index.
      const byOperation = filter.operation ? [filter.operation] : operations.map((item) => item.value);
      return byOperation.map((operation) => ({
        key: `${filter.category}/${operation}`,
        where: allOf([mapKindIs(filter.category, operation), ...common, ...details]),
      }));
    });
  if (!branches.length) return sql`select ${columns} from ${p} where false`;
  const disjoint = new Set(branches.map((branch) => branch.key)).size === branches.length;
  return sql.join(
    branches.map((branch) => sql`select ${columns} from ${p} where ${branch.where}`),
    disjoint ? sql` union all ` : sql` union `,
  );
}

/**
 * Whether the viewer has seen the listing of `hits`: decided on it themselves (a like the prediction made for them is
 * not one: they never saw that card); false for a visitor. An IN over the viewer's decisions in the search is a
 * hashed subplan: their ids hashed once, each listing in view one probe (a join let the planner hash the listings in
 * view instead, tens of thousands of them).
 */
function decided(searchId: number, viewerId: number | null): SQL {
  if (viewerId === null) return sql`false`;
  return sql`hits.id in (select ${searchDecisions.publicationId} from ${searchDecisions}
    where ${searchDecisions.searchId} = ${searchId} and ${searchDecisions.userId} = ${viewerId}
      and not ${searchDecisions.predicted})`;
}

/** A literal of a number the service computed (a limit), so both drivers read the same statement text. */
const literal = (value: number) => sql.raw(String(value));

/** The edges of the grid's columns or rows (gridEdges) as an array literal; numbers computed by the service. */
const edgesArray = (edges: number[]) => sql.raw(`'{${edges.join(',')}}'::float8[]`);

/**
 * The cell statement: the search's listings in view grouped by the tiles of zoom `level` (search-markers.grid.ts), each
 * cell with its column and row, its count, the average of its points, its least id and, where the count is 1, that listing's amount and
 * currency (read by id, a few dozen lookups at most); `viewed` when the viewer decided on every listing in it. A
 * listing's column and row are `width_bucket` over the edges the service computed, a binary search of a handful of
 * numbers; the tile formula's tangent and hyperbolic sine on each of 50,000 listings in a zoom-13 view, and carrying
 * amount and currency through the grouping, took a fifth of the statement's time (decision 012). In no order: the
 * service sorts the few dozen cells.
 */
export function markerCellsQuery(search: EngineSearch, viewerId: number | null, bounds: MapBounds, level: number): SQL {
  const edges = gridEdges(bounds, level);
  return sql`with hits as (${inView(search, bounds, sql`${p.id}, ${p.lat}, ${p.lng}`)}),
    cells as (
      select width_bucket(hits.lng, ${edgesArray(edges.lng)}) as cell_column,
        width_bucket(hits.lat, ${edgesArray(edges.lat)}) as cell_row,
        count(*)::int as count, sum(hits.lat) / count(*) as lat, sum(hits.lng) / count(*) as lng,
        min(hits.id) as id, bool_and(${decided(search.id, viewerId)}) as viewed
      from hits
      group by cell_row, cell_column)
    select cells.lat, cells.lng, cells.count, cells.id, single.amount, single.currency, cells.viewed,
      cells.cell_column, cells.cell_row
    from cells left join lateral (
      select ${p.amount} as amount, ${p.currency} as currency from ${p} where ${p.id} = cells.id and cells.count = 1
    ) single on true`;
}

/** The single statement: up to `limit` of the search's listings in view, one row each, in no order. */
export function markerListingsQuery(
  search: EngineSearch,
  viewerId: number | null,
  bounds: MapBounds,
  limit: number,
): SQL {
  return sql`with hits as (${inView(search, bounds, sql`${p.id}, ${p.lat}, ${p.lng}, ${p.amount}, ${p.currency}`)})
    select hits.lat, hits.lng, 1 as count, hits.id, hits.amount, hits.currency, ${decided(search.id, viewerId)} as viewed
    from hits limit ${literal(limit)}`;
}

/**
 * The cells of a view (markerCellsQuery), in one statement. The planner hashes the listings in view into the few dozen
 * cells because it expects thousands of them: it has statistics of the listing's kind on the map (migration 0030) and
 * of the band of longitude (migration 0028). Before them it expected a few hundred, sorted them all to group them
 * (spilling to disk past 4 MB), and this ran in a transaction that turned sorts off (decision 012).
 */
export async function readMarkerCells(
  db: Database,
  search: EngineSearch,
  viewerId: number | null,
  bounds: MapBounds,
  level: number,
): Promise<MarkerRow[]> {
  const result = (await db.execute(markerCellsQuery(search, viewerId, bounds, level))) as unknown as Rows<MarkerRow>;
  return result.rows;
}

export async function readMarkerListings(
  db: Database,
  search: EngineSearch,
  viewerId: number | null,
  bounds: MapBounds,
  limit: number,
): Promise<MarkerRow[]> {
  const result = (await db.execute(markerListingsQuery(search, viewerId, bounds, limit))) as unknown as Rows<MarkerRow>;
  return result.rows;
}
