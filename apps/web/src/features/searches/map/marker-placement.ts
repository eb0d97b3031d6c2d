// Where a clustered answer's markers are drawn so that no two icons cover each other. The grid's cells are 128 px
// or more on screen at the answer's zoom, and a cell's marker stands at the average of its listings, which may lie a
// few pixels from the cell's edge, next to the neighbouring cell's marker on the other side: two 50 px circles
// then overlap. Each icon is therefore kept inside its own cell (moved in from the edge as little as needed); cells do
// not overlap, so neither do the icons. Pure Web Mercator arithmetic, as Leaflet draws it (256 px tiles).
import { cellBounds, mercatorLat, mercatorLng, mercatorX, mercatorY } from '@vitrina/shared/search-map';

export type LatLngPoint = { lat: number; lng: number };

/** An icon's box as Leaflet sizes it: its size and the point of it that stands on the marker's point. */
export type IconBox = { iconSize: [number, number]; iconAnchor: [number, number] };

/** A box on the screen in pixels of the world at some zoom. */
export type ScreenBox = { left: number; top: number; right: number; bottom: number };

/**
 * ours: pixels between an icon and its cell's edge, so two neighbours never look glued together (and Leaflet, which
 * rounds every icon's position to a whole pixel, cannot move one into the other).
 */
export const CELL_MARGIN = 3;

const worldSize = (zoom: number) => 256 * 2 ** zoom;

/** A point in pixels of the world at `zoom`. */
export function worldPixel(point: LatLngPoint, zoom: number): { x: number; y: number } {
  const size = worldSize(zoom);
  return { x: mercatorX(point.lng) * size, y: mercatorY(point.lat) * size };
}

/** The box an icon standing on `point` covers at `zoom`. */
export function iconScreenBox(point: LatLngPoint, zoom: number, icon: IconBox): ScreenBox {
  const { x, y } = worldPixel(point, zoom);
  const left = x - icon.iconAnchor[0];
  const top = y - icon.iconAnchor[1];
  return { left, top, right: left + icon.iconSize[0], bottom: top + icon.iconSize[1] };
}

/** Whether two boxes share any area (touching edges do not). */
export const boxesOverlap = (a: ScreenBox, b: ScreenBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where to draw a marker of cell `cell` (the tile [x, y] of zoom `level`) at map zoom `zoom` so that its icon lies
 * inside the cell: its own point when the icon already fits there, else the nearest point where it does. A cell too
 * small for the icon (never the case at the answer's own zoom) gets the icon at its centre.
 */
export function placeInCell(
  point: LatLngPoint,
  cell: readonly [number, number],
  level: number,
  zoom: number,
  icon: IconBox,
): LatLngPoint {
  const bounds = cellBounds(cell, level);
  const corner = worldPixel({ lat: bounds.north, lng: bounds.west }, zoom);
  const far = worldPixel({ lat: bounds.south, lng: bounds.east }, zoom);
  const at = worldPixel(point, zoom);
  const [width, height] = icon.iconSize;
  const [anchorX, anchorY] = icon.iconAnchor;
  const fit = (value: number, low: number, high: number) =>
    low > high ? (low + high) / 2 : Math.min(high, Math.max(low, value));
  const x = fit(at.x, corner.x + anchorX + CELL_MARGIN, far.x - (width - anchorX) - CELL_MARGIN);
  const y = fit(at.y, corner.y + anchorY + CELL_MARGIN, far.y - (height - anchorY) - CELL_MARGIN);
  if (x === at.x && y === at.y) return point;
  const size = worldSize(zoom);
  return { lat: mercatorLat(y / size), lng: mercatorLng(x / size) };
}
