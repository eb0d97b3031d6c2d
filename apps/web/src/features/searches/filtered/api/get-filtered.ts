// POST /api/search/{id}/filtereds (product.md, Searches: Filtered results): one participant's likes or discards, or the
// coincidences view, 20 a page, with every participant's answers on each listing. Only participants and a group's
// members may ask; the page shows a refusal itself, so the cache's toast stays quiet.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FilteredPage, FilteredQuery } from '@vitrina/shared/search-filtered';
import { http } from '@/lib/http';
import { searchKeys } from '../../search-keys';

/** The query string; what is left out takes the API's default (the caller's likes, by title). */
export type FilteredParams = Partial<FilteredQuery>;

export const filteredKeys = {
  /** Every filtered page of a search: what a saved decision refreshes. */
  all: (id: string) => [...searchKeys.detail(id), 'filtered'] as const,
  list: (id: string, params: FilteredParams) => [...searchKeys.detail(id), 'filtered', params] as const,
};

export function getFiltered(id: string, params: FilteredParams): Promise<FilteredPage> {
  return http.post<FilteredPage>(`/search/${encodeURIComponent(id)}/filtereds`, undefined, { query: params });
}

export function useFiltered(id: string, params: FilteredParams) {
  return useQuery({
    queryKey: filteredKeys.list(id, params),
    queryFn: () => getFiltered(id, params),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}
