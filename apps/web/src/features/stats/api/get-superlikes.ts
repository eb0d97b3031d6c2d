// GET /api/account/stat/superlikes/{id}: who superliked a listing, latest first, 20 a page (product.md, Statistics),
// loaded page after page with 'Cargar más'. A new search is a new list from page 1.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { limits } from '@vitrina/shared/constants';
import type { SuperlikesPage } from '@vitrina/shared/stats';
import { http } from '@/lib/http';
import { statKeys } from './stat-keys';

export function getSuperlikes(id: number, search: string, page: number, signal?: AbortSignal) {
  return http.get<SuperlikesPage>(`/account/stat/superlikes/${id}`, {
    query: {
      search: search || undefined,
      page,
      take: limits.listPageSize,
      orderBy: 'decisions.created_at',
      orderMethod: 'desc',
    },
    signal,
  });
}

export function useSuperlikes(id: number | null, search: string) {
  return useInfiniteQuery({
    queryKey: statKeys.superlikes(id ?? 0, search),
    queryFn: ({ pageParam, signal }) => getSuperlikes(id!, search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SuperlikesPage) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    placeholderData: keepPreviousData,
    enabled: id !== null,
    meta: { errorToast: false },
  });
}
