// GET /search/listings-area: where a scope's property listings are, so the wizard's area picker opens on them rather
// than on a fixed city. A store's and an active microsite's listings are public; a group's portfolio is its members'
// business (404 for anyone else, as POST /search answers). The answer is the rectangle around most of the scope's
// latest listings in the part of the country that holds the most of them: a store in Palermo with one flat in
// Córdoba opens on Palermo.
import { mercatorX, mercatorY, type ListingsArea, type ListingsAreaQuery } from '@vitrina/shared/search-map';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema/index';
import { HttpError, notFound } from '../../../lib/errors';
import { findGroupById, findMembership } from '../../groups';
import { findActiveMicrosite } from '../../microsites';
import { presetScopeMessage } from '../builder/search-presets.service';
import { latestPropertyPoints, type ListingPoint } from './search-markers-scope.queries';
import type { SearchScopeFilter } from '../deck/search-results.queries';

/** ours: how many of the scope's latest listings say where it is; read in listing order, a few milliseconds. */
export const listingsAreaSample = 500;
/** ours: the tiles the listings are counted on, about 35 km a side in Buenos Aires: a city and its suburbs. */
const regionLevel = 10;
/** ours: the smallest side of the answer, about a kilometre, so a store in one building opens on its blocks. */
const minSpan = 0.01;

async function scopeOf(db: Database, viewer: UserRow | null, query: ListingsAreaQuery): Promise<SearchScopeFilter> {
  const named = [query.user_id, query.group_id, query.microsite_id].filter((id) => id !== undefined);
  if (named.length > 1) throw new HttpError(422, presetScopeMessage);
  if (query.user_id !== undefined) return { kind: 'user', userId: query.user_id };
  if (query.microsite_id !== undefined) {
    if (!(await findActiveMicrosite(db, query.microsite_id))) throw notFound();
    return { kind: 'microsite', micrositeId: query.microsite_id };
  }
  if (query.group_id !== undefined) {
    const group =
      viewer && (await findMembership(db, query.group_id, viewer.id)) ? await findGroupById(db, query.group_id) : null;
    if (!group) throw notFound();
    return { kind: 'group', groupId: query.group_id, visibility: group.public };
  }
  return { kind: 'platform' };
}

/** The value below which a share `fraction` of the sorted values lie. */
const quantile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(fraction * (sorted.length - 1))))];

/**
 * The rectangle around the listings of the busiest region: the tile of zoom 10 holding the most of them with the
 * eight around it, from the 5th to the 95th percentile of their latitudes and longitudes (a stray listing does not
 * stretch it), at least `minSpan` a side. Null without listings.
 */
export function densestArea(points: ListingPoint[]): ListingsArea['area'] {
  if (!points.length) return null;
  const tiles = 2 ** regionLevel;
  const tileOf = (point: ListingPoint) => [
    Math.floor(mercatorX(point.lng) * tiles),
    Math.floor(mercatorY(point.lat) * tiles),
  ];
  const counts = new Map<string, number>();
  for (const point of points) {
    const key = tileOf(point).join();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [busiest] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  const [bx, by] = busiest.split(',').map(Number);
  const near = points.filter((point) => {
    const [x, y] = tileOf(point);
    return Math.abs(x - bx) <= 1 && Math.abs(y - by) <= 1;
  });
  const lats = near.map((point) => point.lat).sort((a, b) => a - b);
  const lngs = near.map((point) => point.lng).sort((a, b) => a - b);
  const widen = (low: number, high: number, limit: number) => {
    const middle = (low + high) / 2;
    const half = Math.max(high - low, minSpan) / 2;
    return [Math.max(-limit, middle - half), Math.min(limit, middle + half)];
  };
  const [south, north] = widen(quantile(lats, 0.05), quantile(lats, 0.95), 85);
  const [west, east] = widen(quantile(lngs, 0.05), quantile(lngs, 0.95), 180);
  return { north, south, east, west };
}

export async function listingsArea(
  db: Database,
  viewer: UserRow | null,
  query: ListingsAreaQuery,
): Promise<ListingsArea> {
  const scope = await scopeOf(db, viewer, query);
  return { area: densestArea(await latestPropertyPoints(db, scope, listingsAreaSample)) };
}
