// A provider's outline of a place (GeoJSON, as Nominatim answers it for a barrio, a city or a province) turned into
// the outline a search keeps: rings of [lat, lng], simplified until they fit the shared limits, so testing a listing
// against it in SQL costs a bounded number of edges (search-filter-sql.queries.ts).
import { placeOutlineLimits, placeOutlineSchema, type PlaceOutline } from '@vitrina/shared/map';

type Point = [number, number];

const isPosition = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length >= 2 &&
  Number.isFinite(value[0]) &&
  Number.isFinite(value[1]) &&
  Math.abs(value[0] as number) <= 180 &&
  Math.abs(value[1] as number) <= 90;

/** A GeoJSON ring ([lng, lat], closed) as [lat, lng] without its closing point or repeated points. */
function ringOf(positions: unknown): Point[] | null {
  if (!Array.isArray(positions) || !positions.every(isPosition)) return null;
  const ring: Point[] = [];
  for (const [lng, lat] of positions) {
    const last = ring[ring.length - 1];
    if (!last || last[0] !== lat || last[1] !== lng) ring.push([lat, lng]);
  }
  if (ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1]) ring.pop();
  return ring.length >= 3 ? ring : null;
}

/** Every ring of a Polygon or MultiPolygon; null for any other geometry (a point, a line). */
function ringsOf(geometry: unknown): Point[][] | null {
  if (!geometry || typeof geometry !== 'object') return null;
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  if (!Array.isArray(coordinates)) return null;
  const polygons = type === 'Polygon' ? [coordinates] : type === 'MultiPolygon' ? coordinates : null;
  if (!polygons) return null;
  const rings: Point[][] = [];
  for (const polygon of polygons) {
    if (!Array.isArray(polygon)) return null;
    for (const positions of polygon) {
      const ring = ringOf(positions);
      if (ring) rings.push(ring);
    }
  }
  return rings.length ? rings : null;
}

/** A ring's area in square degrees, longitude scaled to the ring's latitude (only compared with one another). */
function areaOf(ring: Point[]): number {
  const scale = Math.cos((ring[0][0] * Math.PI) / 180);
  let twice = 0;
  for (let index = 0; index < ring.length; index++) {
    const [lat1, lng1] = ring[index];
    const [lat2, lng2] = ring[(index + 1) % ring.length];
    twice += lng1 * scale * lat2 - lng2 * scale * lat1;
  }
  return Math.abs(twice / 2);
}

/** The distance from `point` to the segment from `a` to `b`, in degrees of latitude (longitude scaled). */
function offset(point: Point, a: Point, b: Point, scale: number): number {
  const [py, px] = [point[0], point[1] * scale];
  const [ay, ax] = [a[0], a[1] * scale];
  const [by, bx] = [b[0], b[1] * scale];
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Douglas–Peucker over points[first..last], keeping both ends: the kept indexes in between go into `kept`. */
function simplifyRun(points: Point[], first: number, last: number, tolerance: number, scale: number, kept: number[]) {
  let farthest = -1;
  let distance = tolerance;
  for (let index = first + 1; index < last; index++) {
    const away = offset(points[index], points[first], points[last], scale);
    if (away > distance) {
      distance = away;
      farthest = index;
    }
  }
  if (farthest < 0) return;
  simplifyRun(points, first, farthest, tolerance, scale, kept);
  kept.push(farthest);
  simplifyRun(points, farthest, last, tolerance, scale, kept);
}

/** A closed ring simplified: split at its first point and the point farthest from it, each half on its own. */
function simplifyRing(ring: Point[], tolerance: number): Point[] {
  const scale = Math.cos((ring[0][0] * Math.PI) / 180);
  let far = 1;
  for (let index = 1; index < ring.length; index++)
    if (offset(ring[index], ring[0], ring[0], scale) > offset(ring[far], ring[0], ring[0], scale)) far = index;
  const closed = [...ring, ring[0]];
  const kept = [0];
  simplifyRun(closed, 0, far, tolerance, scale, kept);
  kept.push(far);
  simplifyRun(closed, far, closed.length - 1, tolerance, scale, kept);
  return kept.map((index) => ring[index]);
}

/** ours: the first tolerance tried, about 1 m; each try after it is half as coarse again. */
const firstTolerance = 0.00001;

/**
 * A provider's GeoJSON geometry as a search's outline: the largest rings when there are too many, simplified with a
 * growing tolerance until the points fit; null for a geometry that is not an area, or one that does not survive.
 */
export function outlineFromGeoJson(geometry: unknown): PlaceOutline | null {
  const rings = ringsOf(geometry);
  if (!rings) return null;
  const largest = rings
    .map((ring) => ({ ring, area: areaOf(ring) }))
    .filter((item) => item.area > 0)
    .sort((a, b) => b.area - a.area)
    .slice(0, placeOutlineLimits.ringsMax)
    .map((item) => item.ring);
  if (!largest.length) return null;
  let tolerance = firstTolerance;
  let outline = largest;
  const total = (list: Point[][]) => list.reduce((sum, ring) => sum + ring.length, 0);
  // A tolerance past a degree would leave a province a triangle: by then it is no outline worth keeping.
  while (total(outline) > placeOutlineLimits.pointsMax && tolerance < 1) {
    outline = largest.map((ring) => simplifyRing(ring, tolerance)).filter((ring) => ring.length >= 3);
    tolerance *= 1.5;
  }
  const parsed = placeOutlineSchema.safeParse(outline);
  return parsed.success ? parsed.data : null;
}
