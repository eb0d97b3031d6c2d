// GET /api/publication/{id}/similar: «Parecidas» (decision 029), the listings like this one; with `search_id`, those
// the person has not decided in that search.
import type { SimilarListings } from '@vitrina/shared/similar-listings';
import { http } from '@/lib/http';

export function getSimilarListings(publicationId: number, decidedIn?: string): Promise<SimilarListings> {
  return http.get<SimilarListings>(`/publication/${publicationId}/similar`, {
    query: decidedIn ? { search_id: decidedIn } : {},
  });
}
