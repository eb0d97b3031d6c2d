// POST /api/map/autocomplete {search}: addresses matching a text, each with the reference of its place.
import { useQuery } from '@tanstack/react-query';
import { mapLimits } from '@vitrina/shared/map';
import { http } from '@/lib/http';

export type PlaceSuggestion = { description: string; reference: string };

export function searchPlaces(search: string): Promise<PlaceSuggestion[]> {
  return http.post<PlaceSuggestion[]>('/map/autocomplete', { search });
}

/** Asks only from 3 characters (product.md, Limits); the caller waits the 800 ms pause before changing `search`. */
export function usePlaceSuggestions(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['map', 'autocomplete', text],
    queryFn: () => searchPlaces(text),
    enabled: text.length >= mapLimits.autocompleteMinChars,
    staleTime: 5 * 60_000,
  });
}
