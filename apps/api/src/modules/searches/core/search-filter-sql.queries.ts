// A search's filters as SQL conditions on publications (product.md, Searches). A listing matches a search when it
// matches ANY of its filters, and a filter when it matches ALL of its set fields:
// - type, category, operation, last season, gender, credit and reserved are equalities;
// - amount bounds hold in the filter's currency (the shared schema fills an implied one), never converted;
// - tags, brands, sizes and stores (extras.stock.places, the publishing users) match when the listing has ANY of the
//   chosen values: choosing several widens the filter, as choosing several categories would;
// - rooms, bedrooms and bathrooms are exact, 5 meaning 5 or more; parkings 0 is none (or not told), 1 and 2 at least;
// - areas are ranges on the total and covered surface;
// - a property filter also requires the listing within any of the search's places: inside the place's outline when its
//   provider gave one (the outline's bounding box, which the lat/lng index can read, then PostgreSQL's own
//   point-in-polygon test on the few listings in the box: no PostGIS), else within the place's radius (a box around
//   the point, then the exact distance). Places never apply to clothing;
// - a property filter's area (chosen on the map) requires the listing's point inside the rectangle, edges included;
//   a listing without a point is outside. The shared schema refuses a rectangle across the antimeridian.
import { sql, type SQL } from 'drizzle-orm';
import { outlineBounds, type PlaceOutline } from '@vitrina/shared/map';
import type { MapBounds } from '@vitrina/shared/search-map';
import type { SearchFilter, SearchPlace } from '@vitrina/shared/searches';
import { publications } from '../../../db/schema/index';

const p = publications;

/** A bigint[] literal of validated integers (a bound array parameter is not portable across the two drivers). */
export function idArray(ids: readonly number[]): SQL {
  const safe = ids.filter((id) => Number.isSafeInteger(id));
  return sql.raw(`'{${safe.join(',')}}'::bigint[]`);
}

/** A text[] of bound parameters. */
function textArray(values: readonly string[]): SQL {
  if (!values.length) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** Rooms, bedrooms and bathrooms: exact, except the top choice, which means that many or more. */
function roomCondition(
  column: typeof p.roomsTotal | typeof p.bedrooms | typeof p.bathrooms,
  value: number,
  top: number,
): SQL {
  return value >= top ? sql`${column} >= ${value}` : sql`${column} = ${value}`;
}

function rangeConditions(
  column: typeof p.amount | typeof p.areaTotal | typeof p.areaCovered,
  range: { min?: number | null; max?: number | null } | null | undefined,
): SQL[] {
  const parts: SQL[] = [];
  if (range?.min != null) parts.push(sql`${column} >= ${range.min}`);
  if (range?.max != null) parts.push(sql`${column} <= ${range.max}`);
  return parts;
}

const kmPerDegree = 111.32;

/** Within `radius_km` of the place: the box first (it can use the lat/lng index), then the great-circle distance. */
function nearPlace(place: SearchPlace): SQL {
  const dLat = place.radius_km / kmPerDegree;
  const cos = Math.max(Math.cos((place.lat * Math.PI) / 180), 0.01);
  const dLng = Math.min(place.radius_km / (kmPerDegree * cos), 180);
  return sql`(${p.lat} between ${place.lat - dLat} and ${place.lat + dLat}
    and ${p.lng} between ${place.lng - dLng} and ${place.lng + dLng}
    and 12742 * asin(least(1, sqrt(
      power(sin(radians(${p.lat} - ${place.lat}) / 2), 2)
      + cos(radians(${place.lat})) * cos(radians(${p.lat})) * power(sin(radians(${p.lng} - ${place.lng}) / 2), 2)
    ))) <= ${place.radius_km})`;
}

/** A finite number as SQL text (a value read back from a search's stored place, never a client's text). */
const numberText = (value: number) => (Number.isFinite(value) ? String(value) : '0');

/**
 * A ring as a polygon literal, x the longitude and y the latitude: one constant the planner folds once, where a bound
 * text parameter cast to polygon would be parsed again for each listing under a generic plan.
 */
const polygonLiteral = (ring: readonly (readonly [number, number])[]) =>
  sql.raw(`'(${ring.map(([lat, lng]) => `(${numberText(lng)},${numberText(lat)})`).join(',')})'::polygon`);

/**
 * Inside the outline: its bounding box first (the lat/lng index), then `point <@ polygon` (points on the boundary are
 * inside). With several rings a listing is inside when an odd number of them hold it: holes and separate parts.
 */
function insideOutline(outline: PlaceOutline): SQL {
  const point = sql`point(${p.lng}, ${p.lat})`;
  const rings = outline.map((ring) => sql`(${point} <@ ${polygonLiteral(ring)})`);
  const test =
    rings.length === 1
      ? rings[0]
      : sql`(${sql.join(
          rings.map((ring) => sql`${ring}::int`),
          sql` + `,
        )}) % 2 = 1`;
  return sql`(${insideBounds(outlineBounds(outline))} and ${test})`;
}

/** Where a place's listings are: inside its outline when it has one, else within its radius. */
function inPlace(place: SearchPlace): SQL {
  return place.outline?.length ? insideOutline(place.outline) : nearPlace(place);
}

/** The listing's point inside the rectangle (west to east never crosses the antimeridian). */
export function insideBounds(bounds: MapBounds): SQL {
  return sql`(${p.lat} between ${bounds.south} and ${bounds.north} and ${p.lng} between ${bounds.west} and ${bounds.east})`;
}

/** The operation condition as the search indexes' third column states it. */
export function operationIs(operation: string): SQL {
  return sql`coalesce(${p.operation}, '') = ${operation}`;
}

/**
 * The conditions of one filter, without the scope (the caller may add a branch's operation or currency).
 */
export function filterConditions(filter: SearchFilter, places: readonly SearchPlace[]): SQL[] {
  const parts: SQL[] = [sql`${p.type} = ${filter.type}`, sql`${p.category} = ${filter.category}`];
  // The operation as the search indexes hold it, coalesce(operation, ''): only properties have one (the listing form
  // clears it for the rest), and `operation IS NULL` is no equality to PostgreSQL, so a clothing branch would not
  // read the index in order.
  if (filter.operation) parts.push(operationIs(filter.operation));
  else if (filter.type !== 'property') parts.push(operationIs(''));
  return [...parts, ...filterDetails(filter, places)];
}

/**
 * A filter's conditions past its type, category and operation (the map states those as one kind, search-markers).
 */
export function filterDetails(filter: SearchFilter, places: readonly SearchPlace[]): SQL[] {
  const parts: SQL[] = [];
  if (filter.currency) parts.push(sql`${p.currency} = ${filter.currency}`);
  parts.push(...rangeConditions(p.amount, filter.amount));
  const extras = filter.extras ?? {};
  if (extras.tags?.length) parts.push(sql`${p.tags} && ${textArray(extras.tags)}`);
  if (extras.brands?.length) parts.push(sql`${p.brand} = any(${textArray(extras.brands)})`);
  if (extras.last_season != null) parts.push(sql`${p.lastSeason} = ${extras.last_season}`);
  if (extras.gender) parts.push(sql`${p.gender} = ${extras.gender}`);
  if (extras.stock?.sizes?.length) parts.push(sql`${p.sizes} && ${textArray(extras.stock.sizes)}`);
  if (extras.stock?.places?.length) parts.push(sql`${p.userId} = any(${idArray(extras.stock.places)})`);
  parts.push(...rangeConditions(p.areaTotal, extras.areas?.total));
  parts.push(...rangeConditions(p.areaCovered, extras.areas?.covered));
  const rooms = extras.rooms ?? {};
  if (rooms.total != null) parts.push(roomCondition(p.roomsTotal, rooms.total, 5));
  if (rooms.bedrooms != null) parts.push(roomCondition(p.bedrooms, rooms.bedrooms, 5));
  if (rooms.bathrooms != null) parts.push(roomCondition(p.bathrooms, rooms.bathrooms, 5));
  if (extras.parkings != null)
    parts.push(extras.parkings === 0 ? sql`coalesce(${p.parkings}, 0) = 0` : sql`${p.parkings} >= ${extras.parkings}`);
  if (extras.credit != null) parts.push(sql`${p.credit} = ${extras.credit}`);
  if (extras.reserved != null) parts.push(sql`${p.reserved} = ${extras.reserved}`);
  if (filter.type === 'property' && filter.area) parts.push(insideBounds(filter.area));
  if (filter.type === 'property' && places.length) parts.push(sql`(${sql.join(places.map(inPlace), sql` or `)})`);
  return parts;
}

export function allOf(parts: readonly SQL[]): SQL {
  return parts.length ? sql`(${sql.join([...parts], sql` and `)})` : sql`true`;
}

/** A listing matches the search when it matches any filter. */
export function anyFilter(filters: readonly SearchFilter[], places: readonly SearchPlace[]): SQL {
  if (!filters.length) return sql`false`;
  return sql`(${sql.join(
    filters.map((filter) => allOf(filterConditions(filter, places))),
    sql` or `,
  )})`;
}
