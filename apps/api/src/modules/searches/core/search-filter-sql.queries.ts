// A search's filters as SQL conditions on publications (product.md, Searches). A listing matches a search when it
// matches ANY of its filters, and a filter when it matches ALL of its set fields:
// - type, category and operation are equalities;
// - amount bounds hold in the filter's currency (the shared schema fills an implied one), never converted;
// - the listing's searched fields (search-fields.ts) by their kind of search: a flag or a choice is an equality
//   (last season, gender, credit, reserved); a list matches when the listing has ANY of the chosen values (tags,
//   brands); `orMore` counts are exact with the top meaning that many or more (rooms, bedrooms, bathrooms), or at least
//   the answer with 0 meaning none or not told (parkings); ranges bound the total and covered surface;
// - sizes and stores (extras.stock.places, the publishing users) match when the listing has ANY of the chosen values:
//   choosing several widens the filter, as choosing several categories would;
// - a property filter also requires the listing within any of the search's places: inside the place's outline when its
//   provider gave one (the outline's bounding box, which the lat/lng index can read, then PostgreSQL's own
//   point-in-polygon test on the few listings in the box: no PostGIS), else within the place's radius (a box around
//   the point, then the exact distance). Places never apply to clothing;
// - a property filter's area (chosen on the map) requires the listing's point inside the rectangle, edges included;
//   a listing without a point is outside. The shared schema refuses a rectangle across the antimeridian.
import { Placeholder, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { outlineBounds, type PlaceOutline } from '@vitrina/shared/map';
import type { MapBounds } from '@vitrina/shared/search-map';
import { filterValue, isSet, searchFields, type SearchField } from '@vitrina/shared/search-fields';
import type { SearchFilter, SearchPlace } from '@vitrina/shared/searches';
import { publications } from '../../../db/schema/index';

const p = publications;

/** A bigint[] literal of validated integers (a bound array parameter is not portable across the two drivers). */
export function idArray(ids: readonly number[]): SQL {
  const safe = ids.filter((id) => Number.isSafeInteger(id));
  return sql.raw(`'{${safe.join(',')}}'::bigint[]`);
}

/**
 * Ids as idArray writes them, or a statement built once per shape takes them: a parameter holding the array's literal
 * (`{1,2,3}`, db/id-array-param.ts).
 */
export function idsOrParam(ids: readonly number[] | Placeholder): SQL {
  return ids instanceof Placeholder ? sql`${ids}::bigint[]` : idArray(ids);
}

/** A text[] of bound parameters. */
function textArray(values: readonly string[]): SQL {
  if (!values.length) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

type Bounds = { min?: number | null; max?: number | null };

function rangeConditions(column: AnyColumn, range: Bounds | null | undefined): SQL[] {
  const parts: SQL[] = [];
  if (range?.min != null) parts.push(sql`${column} >= ${range.min}`);
  if (range?.max != null) parts.push(sql`${column} <= ${range.max}`);
  return parts;
}

/** The condition of one searched field on its column, by its kind of search. */
function fieldCondition(field: SearchField, value: unknown): SQL[] {
  const column = p[field.column];
  const { search } = field;
  switch (search.kind) {
    case 'flag':
    case 'equals':
      return [sql`${column} = ${value as string | boolean}`];
    case 'anyOf': {
      const values = textArray(value as string[]);
      // A list column holds several (any shared value), a text column one (any of the values).
      return [field.kind === 'list' ? sql`${column} && ${values}` : sql`${column} = any(${values})`];
    }
    case 'range':
      return rangeConditions(column, value as Bounds);
    case 'orMore': {
      const count = value as number;
      if (search.below === 'atLeast')
        return [count === 0 ? sql`coalesce(${column}, 0) = 0` : sql`${column} >= ${count}`];
      return [count >= (search.top ?? Infinity) ? sql`${column} >= ${count}` : sql`${column} = ${count}`];
    }
  }
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
  for (const field of searchFields) {
    const value = filterValue(filter, field);
    if (isSet(value)) parts.push(...fieldCondition(field, value));
  }
  if (extras.stock?.sizes?.length) parts.push(sql`${p.sizes} && ${textArray(extras.stock.sizes)}`);
  if (extras.stock?.places?.length) parts.push(sql`${p.userId} = any(${idArray(extras.stock.places)})`);
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
