// The map of a search's results and the area of a filter (product.md, Searches: Map; Builder, the area step):
// the bounds a map shows, the markers the API thins on a fixed world grid below zoom 16, and the price labels.
// The API validates with these schemas and the web draws from them.
import { z } from 'zod';
import './validation';

export const mapLimits = {
  /** The results map opens at, and never zooms out of, this zoom (product.md, Searches: Map). */
  minZoom: 13,
  /** From this zoom every listing in view is a marker of its own (product.md, Searches: Map). */
  allMarkersZoom: 16,
  /** ours: the deepest zoom the map offers, as its tiles do. */
  maxZoom: 19,
  /** About this many cells across a view below `allMarkersZoom` (product.md, Searches: Map). */
  cellsPerView: 20,
  /** ours: the most single markers one answer carries at `allMarkersZoom` and above. */
  markersMax: 2000,
} as const;

// ours: texts the spec does not quote.
export const mapMessages = {
  inverted: 'El límite sur debe quedar al sur del límite norte.',
  antimeridian: 'El área no puede cruzar el antimeridiano: elegí una zona a un solo lado.',
  empty: 'Elegí un área con superficie: los límites no pueden coincidir.',
  zoom: `El zoom debe estar entre 1 y ${mapLimits.maxZoom}.`,
  noPropertyFilter: 'El mapa muestra publicaciones de inmuebles: esta búsqueda no tiene filtros de inmuebles.',
} as const;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/**
 * A rectangle on the map: south-west and north-east corners in degrees. West stays west of east (a rectangle across
 * the antimeridian is refused) and it has an area.
 */
export const mapBoundsSchema = z
  .object({ north: latitude, south: latitude, east: longitude, west: longitude })
  .strict()
  .superRefine((bounds, context) => {
    if (bounds.south > bounds.north)
      context.addIssue({ code: 'custom', path: ['south'], message: mapMessages.inverted });
    else if (bounds.west > bounds.east)
      context.addIssue({ code: 'custom', path: ['west'], message: mapMessages.antimeridian });
    else if (bounds.south === bounds.north || bounds.west === bounds.east)
      context.addIssue({ code: 'custom', path: ['north'], message: mapMessages.empty });
  });
export type MapBounds = z.infer<typeof mapBoundsSchema>;

/** The area of a property filter chosen on the map (step 19): a listing matches when its point is inside. */
export const searchAreaSchema = mapBoundsSchema;
export type SearchArea = MapBounds;

/** POST /search/{id}/markers. */
export const markersBodySchema = z
  .object({
    bounds: mapBoundsSchema,
    zoom: z.number().int({ error: mapMessages.zoom }).min(1, { error: mapMessages.zoom }).max(mapLimits.maxZoom, {
      error: mapMessages.zoom,
    }),
  })
  .strict();
export type MarkersBody = z.infer<typeof markersBodySchema>;

/**
 * A marker: a cell of the grid with how many results it holds and a point among them (`count` > 1), or one listing
 * (`count` 1) with its id, price and whether the caller already decided on it (`viewed`, drawn muted). A cell is
 * `viewed` when the caller decided on every listing in it. In a clustered answer `cell` is the grid cell the marker
 * stands for, as the tile [x, y] of the answer's `level` (null when listings are answered one by one): a client keeps
 * each marker's icon inside its cell, so no two overlap.
 */
export const markerSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int().min(1),
  id: z.number().int().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  viewed: z.boolean(),
  cell: z.tuple([z.number().int(), z.number().int()]).nullable(),
});
export type Marker = z.infer<typeof markerSchema>;

export const markersResponseSchema = z.object({
  markers: z.array(markerSchema),
  /** How many results are in view: the sum of the markers' counts. */
  total: z.number().int(),
  /** Whether the answer is thinned by the grid (below `allMarkersZoom`). */
  clustered: z.boolean(),
  /** The zoom of the Web Mercator tiles that are the grid's cells (clustered answers), null otherwise. */
  level: z.number().int().nullable(),
});
export type MarkersResponse = z.infer<typeof markersResponseSchema>;

/**
 * A single marker's price label (product.md, Searches: Map): the one map price format of decision 003, `formatMapPrice`
 * ('x.xM' from 1,000,000, 'Nk' from 10,000, 'x.xk' from 1,000, the integer below, 'Sin precio').
 */
export { formatMapPrice as markerPriceLabel } from './format';

/** The northmost and southmost latitudes of the Web Mercator square; a point beyond is drawn on its edge. */
export const mercatorLatMax = 85.0511287798066;

/** A longitude's place across the Web Mercator square, 0 (west) to 1 (east). */
export const mercatorX = (lng: number) => (lng + 180) / 360;

/** A latitude's place down the Web Mercator square, 0 (north) to 1 (south). */
export function mercatorY(lat: number): number {
  const clamped = (Math.max(-mercatorLatMax, Math.min(mercatorLatMax, lat)) * Math.PI) / 180;
  return (1 - Math.asinh(Math.tan(clamped)) / Math.PI) / 2;
}

/** The longitude at a place across the Web Mercator square. */
export const mercatorLng = (x: number) => x * 360 - 180;

/** The latitude at a place down the Web Mercator square. */
export const mercatorLat = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** The rectangle of a grid cell: the tile [x, y] of zoom `level`. */
export function cellBounds([x, y]: readonly [number, number], level: number): MapBounds {
  const tiles = 2 ** level;
  return {
    north: mercatorLat(y / tiles),
    south: mercatorLat((y + 1) / tiles),
    west: mercatorLng(x / tiles),
    east: mercatorLng((x + 1) / tiles),
  };
}

/**
 * GET /search/listings-area: where a scope's property listings are, for the wizard's area picker to open there. At
 * most one of a store (user_id), a group or a microsite; none is the whole platform.
 */
export const listingsAreaQuerySchema = z
  .object({
    user_id: z.coerce.number().int().positive().optional(),
    group_id: z.coerce.number().int().positive().optional(),
    microsite_id: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type ListingsAreaQuery = z.infer<typeof listingsAreaQuerySchema>;

/** The rectangle around most of the scope's latest property listings; null when it has none with a point. */
export const listingsAreaSchema = z.object({
  area: z.object({ north: z.number(), south: z.number(), east: z.number(), west: z.number() }).nullable(),
});
export type ListingsArea = z.infer<typeof listingsAreaSchema>;
