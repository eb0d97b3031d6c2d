// GET /publication/{id}/similar: «Parecidas» below a listing's detail (product.md, Listings: Detail). Anyone may ask of
// a public listing; a private one exists only for its owner (404 to everyone else, as its detail). The answer holds
// only public listings of the same kind, never the listing itself nor one the caller decided in `search_id`.
import { SIMILAR_LISTINGS_MAX, type SimilarListings } from '@vitrina/shared/similar-listings';
import type { Database } from '../../db/client';
import type { MicrositeRow, UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { findPublicationById, loadPublicationViews } from '../publications';
import { listNearbyIds, listSimilarRows, type SimilarExclusions } from './similar-listings.queries';

export type SimilarListingsDeps = { db: Database; storage: Storage; clock: Clock };

/** Boxes of ±0.2, 0.9, 3.3, 13, 55 and 220 km or so: the first that holds enough neighbours is read. */
const nearbyHalfSides = [0.002, 0.008, 0.03, 0.12, 0.5, 2];
const nearbyEnough = 40;

export async function listSimilarListings(
  deps: SimilarListingsDeps,
  viewer: UserRow | null,
  publicationId: number,
  searchKey: string | null,
  hostMicrosite: MicrositeRow | null,
): Promise<SimilarListings> {
  const source = await findPublicationById(deps.db, publicationId);
  if (!source || (!source.public && source.userId !== viewer?.id)) throw notFound();
  const search =
    searchKey === null ? null : /^\d+$/.test(searchKey) ? { id: Number(searchKey) } : { uuid: searchKey.toLowerCase() };
  const exclusions: SimilarExclusions = { sourceId: source.id, viewerId: viewer?.id ?? null, search };
  let nearby: number[] = [];
  if (source.type === 'property' && source.lat !== null && source.lng !== null) {
    const point = { ...source, lat: source.lat, lng: source.lng };
    for (const halfSide of nearbyHalfSides) {
      nearby = await listNearbyIds(deps.db, point, halfSide, nearbyEnough * 2, exclusions);
      if (nearby.length >= nearbyEnough) break;
    }
  }
  const rows = await listSimilarRows(
    deps.db,
    source,
    nearby,
    exclusions,
    hostMicrosite?.id ?? null,
    SIMILAR_LISTINGS_MAX,
  );
  const views = await loadPublicationViews(deps.db, deps.storage, rows, viewer?.id ?? null, deps.clock.now());
  // What only the owner's team uses stays with them, as in a public listing's detail.
  return {
    data: views.map((view) =>
      view.pivot.creator
        ? view
        : { ...view, priority: null, priority_description: null, priority_expires_at: null, reference: null },
    ),
  };
}
