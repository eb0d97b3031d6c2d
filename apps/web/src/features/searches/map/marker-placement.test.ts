// No two marker icons of a clustered answer overlap on screen, at any zoom below 16: the geometry over the icons'
// screen boxes, with listings crowded against the edges and corners of their cells, as the API groups them.
import { describe, expect, it } from 'vitest';
import { mercatorLat, mercatorLng, mercatorX, mercatorY, type Marker } from '@vitrina/shared/search-map';
import { markerLook } from './marker-icons';
import { boxesOverlap, iconScreenBox, placeInCell, type ScreenBox } from './marker-placement';

/** A small deterministic random sequence, so a failure shows the same case again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * What the API answers for listings on the grid of zoom `level` (search-markers.queries.ts): a marker per cell at the
 * average of its listings, a cell of one being that listing.
 */
function answerOf(points: { lat: number; lng: number }[], level: number): Marker[] {
  const cells = new Map<string, { cell: [number, number]; lat: number; lng: number; count: number }>();
  for (const point of points) {
    const cell: [number, number] = [
      Math.floor(mercatorX(point.lng) * 2 ** level),
      Math.floor(mercatorY(point.lat) * 2 ** level),
    ];
    const key = cell.join();
    const sum = cells.get(key) ?? { cell, lat: 0, lng: 0, count: 0 };
    cells.set(key, { cell, lat: sum.lat + point.lat, lng: sum.lng + point.lng, count: sum.count + 1 });
  }
  return [...cells.values()].map(({ cell, lat, lng, count }, index) => ({
    lat: lat / count,
    lng: lng / count,
    count,
    id: count === 1 ? index + 1 : null,
    amount: count === 1 ? 1_250_000 : null,
    currency: count === 1 ? 'USD' : null,
    viewed: false,
    cell,
  }));
}

/**
 * Listings crowded against the edges and corners of a block of 6 × 6 cells near the Obelisco: in each cell one to
 * four of them, each within 3.5 % of the cell's side from one of its edges.
 */
function crowdedListings(level: number, next: () => number) {
  const tiles = 2 ** level;
  // The block stays inside the world at the coarsest zooms, where the world is fewer than 6 cells across.
  const side = Math.min(6, tiles);
  const x0 = Math.min(Math.floor(mercatorX(-58.3816) * tiles), tiles - side);
  const y0 = Math.min(Math.floor(mercatorY(-34.6037) * tiles), tiles - side);
  const nearEdge = () => (next() < 0.5 ? next() * 0.03 : 1 - next() * 0.03);
  const points: { lat: number; lng: number }[] = [];
  for (let dx = 0; dx < side; dx++)
    for (let dy = 0; dy < side; dy++) {
      const count = 1 + Math.floor(next() * 4);
      // The listings of a cell share their edge, so their average stays near it too.
      const [fx, fy] = [nearEdge(), nearEdge()];
      for (let index = 0; index < count; index++)
        points.push({
          lng: mercatorLng((x0 + dx + Math.min(0.9999, Math.max(0, fx + (next() - 0.5) * 0.01))) / tiles),
          lat: mercatorLat((y0 + dy + Math.min(0.9999, Math.max(0, fy + (next() - 0.5) * 0.01))) / tiles),
        });
    }
  return points;
}

function overlapping(boxes: ScreenBox[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let a = 0; a < boxes.length; a++)
    for (let b = a + 1; b < boxes.length; b++) if (boxesOverlap(boxes[a], boxes[b])) pairs.push([a, b]);
  return pairs;
}

const zooms = Array.from({ length: 15 }, (_, index) => index + 1);

describe('the icons of a clustered answer', () => {
  it.each(zooms)('never overlap at zoom %i, however close to their cells’ edges the listings are', (zoom) => {
    const next = random(zoom * 7919);
    for (let round = 0; round < 20; round++) {
      // The API's grid: the tiles one zoom deeper than the map's, 128 px a side on screen.
      const level = zoom + 1;
      const markers = answerOf(crowdedListings(level, next), level);
      const boxes = markers.map((marker) => {
        const look = markerLook(marker);
        return iconScreenBox(placeInCell(marker, marker.cell!, level, zoom, look), zoom, look);
      });
      expect(overlapping(boxes)).toEqual([]);
    }
  });

  it('would overlap drawn at their cells’ averages, as they were', () => {
    const zoom = 13;
    const markers = answerOf(crowdedListings(zoom + 1, random(13)), zoom + 1);
    const boxes = markers.map((marker) => iconScreenBox(marker, zoom, markerLook(marker)));
    expect(overlapping(boxes).length).toBeGreaterThan(0);
  });

  it('stay apart while the map zooms in further, before the deeper answer arrives', () => {
    const zoom = 13;
    const markers = answerOf(crowdedListings(zoom + 1, random(29)), zoom + 1);
    const placed = markers.map((marker) => ({
      point: placeInCell(marker, marker.cell!, zoom + 1, zoom, markerLook(marker)),
      look: markerLook(marker),
    }));
    for (const deeper of [14, 15, 16])
      expect(overlapping(placed.map(({ point, look }) => iconScreenBox(point, deeper, look)))).toEqual([]);
  });

  it('stay on their own point when it is far enough from the cell’s edges', () => {
    const level = 14;
    const tiles = 2 ** level;
    const x = Math.floor(mercatorX(-58.3816) * tiles);
    const y = Math.floor(mercatorY(-34.6037) * tiles);
    const middle = { lat: mercatorLat((y + 0.5) / tiles), lng: mercatorLng((x + 0.5) / tiles) };
    const [marker] = answerOf([middle, middle], level);
    expect(placeInCell(marker, marker.cell!, level, 13, markerLook(marker))).toBe(marker);
  });
});
