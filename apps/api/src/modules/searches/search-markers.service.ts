// The map of a search's results (product.md, Searches; spec 02 §2 Map; decision 012): the markers of the listings in
// view that the search's property filters match in its scope, decided ones included and marked `viewed`.
// - Below zoom 16 they are thinned on a grid fixed to the world: the Web Mercator tiles one zoom deeper than the
//   map's, 128 screen pixels a side, so a phone's view (400 × 800 px) holds about 20 cells and a cell never moves
//   while the map pans. A cell answers its count and the average of its points; a cell of one listing is that
//   listing (its point, id, price). A view too large for its zoom (more than `gridCellsMax` cells) gets coarser
//   tiles, so an answer stays small whatever bounds a client sends.
// - From zoom 16 every listing in view is a marker of its own, up to `mapLimits.markersMax`; a view holding more is
//   answered by the grid, as below zoom 16 (`clustered` says which), so `total` is always every listing in view.
// Whoever may open the search may read its map (search-access.ts).
import {
  mapLimits,
  mapMessages,
  type MapBounds,
  type Marker,
  type MarkersBody,
  type MarkersResponse,
} from '@vitrina/shared/search-map';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { openSearch, type PrefetchedSearch } from './search-access';
import { mercatorLatMax, readMarkerCells, readMarkerListings, type MarkerRow } from './search-markers.queries';
import { engineSearch } from './search-results.service';
import { numberOrNull } from '../../db/raw-values';

/** `prefetched`: the search as the request's session lookup read it (search-session.ts). */
export type SearchMarkersDeps = { db: Database; prefetched?: PrefetchedSearch | null };

/** ours: the most grid cells one answer may hold (a 4K screen at 128 px cells holds about 560). */
export const gridCellsMax = 30 * mapLimits.cellsPerView;

/** A longitude's place across the Web Mercator square, 0 (west) to 1 (east). */
const mercatorX = (lng: number) => (lng + 180) / 360;

/** A latitude's place down the Web Mercator square, 0 (north) to 1 (south). */
function mercatorY(lat: number): number {
  const clamped = (Math.max(-mercatorLatMax, Math.min(mercatorLatMax, lat)) * Math.PI) / 180;
  return (1 - Math.asinh(Math.tan(clamped)) / Math.PI) / 2;
}

/**
 * The tiles' zoom of the grid for a map at `zoom`: one deeper (128 px cells), or coarser while the view would hold more
 * than `gridCellsMax` cells. The view's size in the Mercator square does not change while it pans, so neither does
 * the grid.
 */
export function gridLevel(bounds: MapBounds, zoom: number): number {
  const width = mercatorX(bounds.east) - mercatorX(bounds.west);
  const height = mercatorY(bounds.south) - mercatorY(bounds.north);
  let level = zoom + 1;
  // Partial cells at the edges count: a side of w cells crosses up to w + 1.
  while (level > 0 && (width * 2 ** level + 1) * (height * 2 ** level + 1) > gridCellsMax) level -= 1;
  return level;
}

function toMarker(row: MarkerRow): Marker {
  const count = Number(row.count);
  const single = count === 1;
  return {
    lat: Number(row.lat),
    lng: Number(row.lng),
    count,
    id: single ? numberOrNull(row.id) : null,
    amount: single ? numberOrNull(row.amount) : null,
    currency: single ? row.currency : null,
    viewed: Boolean(row.viewed),
  };
}

/** North to south, then west to east: the same view answers the same list. */
const byPlace = (a: Marker, b: Marker) => b.lat - a.lat || a.lng - b.lng || (a.id ?? 0) - (b.id ?? 0);

function answer(rows: MarkerRow[], clustered: boolean): MarkersResponse {
  const markers = rows.map(toMarker).sort(byPlace);
  return { markers, total: markers.reduce((sum, marker) => sum + marker.count, 0), clustered };
}

/** POST /search/{id}/markers: the markers of the view; 422 when the search has no property filter. */
export async function searchMarkers(
  deps: SearchMarkersDeps,
  idOrUuid: string,
  viewer: UserRow | null,
  body: MarkersBody,
): Promise<MarkersResponse> {
  const viewerId = viewer?.id ?? null;
  const { search } = await openSearch(deps.db, idOrUuid, viewerId, deps.prefetched);
  const engine = await engineSearch(deps.db, search);
  if (!engine.filters.some((filter) => filter.type === 'property'))
    throw new HttpError(422, mapMessages.noPropertyFilter);
  const { bounds, zoom } = body;
  if (zoom >= mapLimits.allMarkersZoom) {
    const rows = await readMarkerListings(deps.db, engine, viewerId, bounds, mapLimits.markersMax + 1);
    if (rows.length <= mapLimits.markersMax) return answer(rows, false);
  }
  return answer(await readMarkerCells(deps.db, engine, viewerId, bounds, gridLevel(bounds, zoom)), true);
}
