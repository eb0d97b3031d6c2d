// POST /api/account/publication/field {name, search}: values the user already used for a field (tags, brand,
// colours, agents), to suggest while typing.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { suggestionFields } from '@vitrina/shared/publications';
import { http } from '@/lib/http';
import { publicationKeys } from './publication-keys';

export type SuggestionField = (typeof suggestionFields)[number];

export function getFieldSuggestions(name: SuggestionField, search: string): Promise<string[]> {
  return http.post<string[]>('/account/publication/field', search ? { name, search } : { name });
}

/** Suggestions are a help, never in the way: a failure shows nothing rather than a toast. */
export function useFieldSuggestions(name: SuggestionField, search: string, enabled = true) {
  return useQuery({
    queryKey: publicationKeys.suggestions(name, search),
    queryFn: () => getFieldSuggestions(name, search),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { errorToast: false },
  });
}
