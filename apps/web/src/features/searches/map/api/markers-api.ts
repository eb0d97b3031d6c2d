// The results map's calls (product.md, Searches: Map): the markers of a view (POST /search/{id}/markers) and one
// listing as a card of the search (POST /search/{id}/result), to open its detail. By uuid, as every call of the deck.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Marker, MarkersBody, MarkersResponse } from '@vitrina/shared/search-map';
import type { SearchCard } from '@vitrina/shared/searches';
import { http } from '@/lib/http';

const path = (id: number | string) => `/search/${encodeURIComponent(String(id))}`;

export function getMarkers(id: number | string, body: MarkersBody, signal?: AbortSignal): Promise<MarkersResponse> {
  return http.post<MarkersResponse>(`${path(id)}/markers`, body, { signal });
}

export function getSearchResult(id: number | string, listingId: number): Promise<SearchCard> {
  return http.post<SearchCard>(`${path(id)}/result`, { id: listingId });
}

/** Under the search's key, so a decision that refreshes the search refreshes which markers are muted. */
export const markersKey = (id: number | string, body: MarkersBody | null) =>
  ['search', String(id), 'markers', body] as const;

/** An answer with the zoom it was asked for: the map draws it only at that zoom or deeper. */
export type MarkersAnswer = MarkersResponse & { zoom: number };

/**
 * The markers of the view the map shows. A new view asks again and cancels the request of a view it left (TanStack
 * Query aborts a query's signal once no one observes it); the markers already drawn stay until the new answer.
 */
export function useMapMarkers(id: number | string, body: MarkersBody | null) {
  return useQuery({
    queryKey: markersKey(id, body),
    queryFn: async ({ signal }): Promise<MarkersAnswer> => ({
      ...(await getMarkers(id, body!, signal)),
      zoom: body!.zoom,
    }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { errorToast: false },
  });
}

// ours: a whole-world view coarse enough for a few clusters, to learn where a search without places has results.
const worldBody: MarkersBody = { bounds: { north: 85, south: -85, east: 180, west: -180 }, zoom: 3 };

/** The busiest cluster of the world's view: where a search without places opens its map. */
export function busiest(markers: Marker[] | undefined): { lat: number; lng: number } | null {
  if (!markers?.length) return null;
  const top = markers.reduce((best, marker) => (marker.count > best.count ? marker : best));
  return { lat: top.lat, lng: top.lng };
}

/** Asked only when the search says nothing about where to look. */
export function useFirstMarkers(id: number | string, enabled: boolean) {
  return useQuery({
    queryKey: markersKey(id, worldBody),
    queryFn: ({ signal }) => getMarkers(id, worldBody, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
    meta: { errorToast: false },
  });
}

/** Loads a listing of the search to open its detail; a failure shows its toast. */
export function useOpenListing(id: number | string, onOpen: (card: SearchCard) => void) {
  return useMutation({ mutationFn: (listingId: number) => getSearchResult(id, listingId), onSuccess: onOpen });
}
