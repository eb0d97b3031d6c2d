// Listings at one point (the units of one building): the API answers each as a marker of its own, and drawn as pills
// they would lie exactly on top of each other, only the top one reachable. Here the single-listing markers that share
// a point (the same lat and lng, exactly as answered) become one stack, which the map draws as one marker that lists
// them. Grid cells stay as they are.
import type { Marker } from '@vitrina/shared/search-map';
import { isCluster, markerKey } from './marker-icons';

export type LatLngPoint = { lat: number; lng: number };

/** Two or more listings at exactly the same point, by id. */
export type MarkerStack = LatLngPoint & { listings: Marker[] };

/** What the map draws: a marker as the API answered it (a cell or one listing), or a stack of listings. */
export type Placed = { kind: 'marker'; marker: Marker } | { kind: 'stack'; stack: MarkerStack };

const pointKey = (point: LatLngPoint) => `${point.lat}|${point.lng}`;

/**
 * The answer's markers with the listings that share a point grouped, in the answer's order: a stack where the first
 * of its listings was, each listing once.
 */
export function groupMarkers(markers: Marker[]): Placed[] {
  const atPoint = new Map<string, Map<number, Marker>>();
  for (const marker of markers) {
    if (isCluster(marker)) continue;
    const key = pointKey(marker);
    const listings = atPoint.get(key) ?? new Map<number, Marker>();
    // The same listing answered twice is one listing.
    if (!listings.has(marker.id!)) listings.set(marker.id!, marker);
    atPoint.set(key, listings);
  }
  const placed: Placed[] = [];
  const done = new Set<string>();
  for (const marker of markers) {
    if (isCluster(marker)) {
      placed.push({ kind: 'marker', marker });
      continue;
    }
    const key = pointKey(marker);
    if (done.has(key)) continue;
    done.add(key);
    const listings = atPoint.get(key)!;
    if (listings.size === 1) {
      placed.push({ kind: 'marker', marker });
      continue;
    }
    const ordered = [...listings.values()].sort((a, b) => a.id! - b.id!);
    placed.push({ kind: 'stack', stack: { lat: marker.lat, lng: marker.lng, listings: ordered } });
  }
  return placed;
}

/**
 * What identifies a drawn marker between two answers (markers-layer.tsx keeps it as it is while its key stays): a
 * stack by its point and every listing in it, so a listing added, gone or viewed draws it again.
 */
export function placedKey(item: Placed): string {
  if (item.kind === 'marker') return markerKey(item.marker);
  return `stack:${item.stack.listings.map(markerKey).join(',')}`;
}

/** The stack at a point, if the markers still have one there. */
export function stackAt(placed: Placed[], point: LatLngPoint): MarkerStack | undefined {
  const key = pointKey(point);
  for (const item of placed) if (item.kind === 'stack' && pointKey(item.stack) === key) return item.stack;
  return undefined;
}

/** The grid cell at a point, if the markers still have one there. */
export function cellAt(placed: Placed[], point: LatLngPoint): Marker | undefined {
  const key = pointKey(point);
  for (const item of placed)
    if (item.kind === 'marker' && isCluster(item.marker) && pointKey(item.marker) === key) return item.marker;
  return undefined;
}
