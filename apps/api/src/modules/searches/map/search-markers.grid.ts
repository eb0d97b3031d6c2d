// The grid the map's markers are thinned on (decision 012): the Web Mercator tiles of a zoom `level`, 2^level × 2^level
// over the square, fixed to the world so a cell never moves while the map pans. The service chooses the level; the
// cell statement (search-markers.queries.ts) places each listing in its cell by the edges computed here.
import type { MapBounds } from '@vitrina/shared/search-map';
import {
  mapLimits,
  mercatorLat as latOf,
  mercatorLng as lngOf,
  mercatorX,
  mercatorY,
} from '@vitrina/shared/search-map';

export { mercatorLatMax, mercatorX, mercatorY } from '@vitrina/shared/search-map';

/** ours: the most grid cells one answer may hold (a 4K screen at 128 px cells holds about 560). */
export const gridCellsMax = 30 * mapLimits.cellsPerView;

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

/**
 * The edges between the cells of zoom `level` that a view crosses: the longitudes between its columns and the
 * latitudes between its rows, each ascending (so `width_bucket` numbers a point's column and row within the view).
 * A point on an edge belongs to the cell east or north of it. Every view computes an edge from its tile number alone,
 * so two views that share a cell draw its edges at the same place.
 */
export function gridEdges(bounds: MapBounds, level: number): { lng: number[]; lat: number[] } {
  const { west, south, north } = gridCorner(bounds, level);
  const tiles = 2 ** level;
  const tile = (place: number) => Math.min(tiles - 1, Math.max(0, Math.floor(place * tiles)));
  const lng: number[] = [];
  for (let column = west + 1; column <= tile(mercatorX(bounds.east)); column++) lng.push(lngOf(column / tiles));
  const lat: number[] = [];
  // Rows are numbered from the north: the southmost edge first.
  for (let row = south; row > north; row--) lat.push(latOf(row / tiles));
  return { lng, lat };
}

/** The tiles of zoom `level` at the view's west edge (its column) and at its south and north edges (their rows). */
function gridCorner(bounds: MapBounds, level: number): { west: number; south: number; north: number } {
  const tiles = 2 ** level;
  const tile = (place: number) => Math.min(tiles - 1, Math.max(0, Math.floor(place * tiles)));
  return {
    west: tile(mercatorX(bounds.west)),
    south: tile(mercatorY(bounds.south)),
    north: tile(mercatorY(bounds.north)),
  };
}

/**
 * The tile [x, y] of a cell numbered by `width_bucket` over gridEdges: bucket 0 is the view's westmost column and its
 * southmost row, each edge passed one more.
 */
export function gridCell(bounds: MapBounds, level: number, column: number, row: number): [number, number] {
  const corner = gridCorner(bounds, level);
  return [corner.west + column, corner.south - row];
}
