// The map of a search's results (product.md, Searches: Map; decision 012): the markers of the listings in
// view that the search's property filters match in its scope, decided ones included and marked `viewed`.
// - Below zoom 16 they are thinned on a grid fixed to the world: the Web Mercator tiles one zoom deeper than the
//   map's, 128 screen pixels a side, so a phone's view (400 × 800 px) holds about 20 cells and a cell never moves
//   while the map pans. A cell answers its count and the average of its points; a cell of one listing is that
//   listing (its point, id, price), and each says which cell it is (the tile of the grid's zoom), so a client can keep
//   every icon inside its own cell and none covers another. A view too large for its zoom (more than `gridCellsMax`
//   cells, search-markers.grid.ts) gets coarser tiles, so an answer stays small whatever bounds a client sends.
// - From zoom 16 every listing in view is a marker of its own, up to `mapLimits.markersMax`; a view holding more is
//   answered by the grid, as below zoom 16 (`clustered` says which), so `total` is always every listing in view.
// Whoever may open the search may read its map (search-access.ts).
import {
  mapLimits,
  mapMessages,
  type Marker,
  type MarkersBody,
  type MarkersResponse,
} from '@vitrina/shared/search-map';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema/index';
import { HttpError } from '../../../lib/errors';
import { openSearch, type PrefetchedSearch } from '../core/search-access';
import { gridCell, gridLevel } from './search-markers.grid';
import { readMarkerCells, readMarkerListings, type MarkerRow } from './search-markers.queries';
import { engineSearch } from '../deck/search-results.service';
import { numberOrNull } from '../../../db/raw-values';

/** `prefetched`: the search as the request's session lookup read it (search-session.ts). */
export type SearchMarkersDeps = { db: Database; prefetched?: PrefetchedSearch | null };

/** The grid a clustered answer's cells belong to: the view and the tiles' zoom. */
type Grid = { bounds: MarkersBody['bounds']; level: number };

function toMarker(row: MarkerRow, grid: Grid | null): Marker {
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
    cell: grid ? gridCell(grid.bounds, grid.level, Number(row.cell_column), Number(row.cell_row)) : null,
  };
}

/** North to south, then west to east: the same view answers the same list. */
const byPlace = (a: Marker, b: Marker) => b.lat - a.lat || a.lng - b.lng || (a.id ?? 0) - (b.id ?? 0);

function answer(rows: MarkerRow[], grid: Grid | null): MarkersResponse {
  const markers = rows.map((row) => toMarker(row, grid)).sort(byPlace);
  return {
    markers,
    total: markers.reduce((sum, marker) => sum + marker.count, 0),
    clustered: grid !== null,
    level: grid?.level ?? null,
  };
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
    if (rows.length <= mapLimits.markersMax) return answer(rows, null);
  }
  const level = gridLevel(bounds, zoom);
  return answer(await readMarkerCells(deps.db, engine, viewerId, bounds, level), { bounds, level });
}
