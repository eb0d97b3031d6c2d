// «Buscar similares» on a listing's page: the search builder opens with a filter already begun from the listing's kind
// (type, category, operation) and place (an area of about a kilometre around its point). It travels as the
// navigation's state, so the builder's address stays /search and a reload starts clean.
import type { SearchArea } from '@vitrina/shared/search-map';

export type SimilarSearch = {
  type: string;
  category: string | null;
  operation: string | null;
  area: SearchArea | null;
};

/** Half the side of the area around the listing, in degrees (about 1 km in Buenos Aires). */
const around = 0.01;

export function similarSearchOf(listing: {
  type: string;
  category: string | null;
  operation: string | null;
  point: readonly [number, number] | null;
}): SimilarSearch {
  const area = listing.point
    ? {
        north: Math.min(90, listing.point[0] + around),
        south: Math.max(-90, listing.point[0] - around),
        east: Math.min(180, listing.point[1] + around),
        west: Math.max(-180, listing.point[1] - around),
      }
    : null;
  return {
    type: listing.type,
    category: listing.category,
    operation: listing.type === 'property' ? listing.operation : null,
    area: listing.type === 'property' ? area : null,
  };
}

/** The similar search a navigation carries, or null. */
export function readSimilarSearch(state: unknown): SimilarSearch | null {
  const similar = (state as { similar?: SimilarSearch } | null)?.similar;
  return similar && typeof similar.type === 'string' ? similar : null;
}
