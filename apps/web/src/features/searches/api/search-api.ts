// The searches feature's API client: POST /api/search (a new search), GET /api/search/{id} (one search by id or
// uuid, `type=complete` for participants, scope names and counts) and GET /api/account/search (the signed-in user's
// history, newest first). The builder, the deck and the history pages all call the API through here.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@vitrina/shared/pagination';
import type { CreateSearchInput, Search } from '@vitrina/shared/searches';
import type { ListParams } from '@/components/use-list-params';
import { http } from '@/lib/http';
import { searchKeys } from '../search-keys';

export function createSearch(input: CreateSearchInput): Promise<Search> {
  return http.post<Search>('/search', input);
}

export function getSearch(id: number | string, complete = false): Promise<Search> {
  return http.get<Search>(`/search/${encodeURIComponent(String(id))}`, {
    query: complete ? { type: 'complete' } : undefined,
  });
}

export type SearchHistoryParams = Partial<ListParams<'created_at'>>;

export function getSearchHistory(params: SearchHistoryParams = {}): Promise<Paged<Search>> {
  return http.get<Paged<Search>>('/account/search', { query: params });
}

/** A new search: its answer is cached under its uuid and id, and the history is refreshed. */
export function useCreateSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSearch,
    meta: { errorToast: false },
    onSuccess: (search) => {
      queryClient.setQueryData(searchKeys.detail(search.uuid), search);
      queryClient.setQueryData(searchKeys.detail(search.id), search);
      void queryClient.invalidateQueries({ queryKey: searchKeys.history });
    },
  });
}

/** One search by id or uuid; the page shows a failure itself, so the cache's toast stays quiet. */
export function useSearch(id: number | string | undefined, options: { complete?: boolean } = {}) {
  const complete = options.complete ?? false;
  return useQuery({
    queryKey: searchKeys.detail(id ?? '', complete),
    queryFn: () => getSearch(id!, complete),
    enabled: id !== undefined && id !== '',
    meta: { errorToast: false },
  });
}

/** The signed-in user's searches, newest first; `enabled` false for a visitor. */
export function useSearchHistory(params: SearchHistoryParams = {}, enabled = true) {
  return useQuery({
    queryKey: searchKeys.historyList(params),
    queryFn: () => getSearchHistory(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
