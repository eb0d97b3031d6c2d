// GET /api/admin/search: every search, newest first, 20 per page, by title or owner and by scope.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSearchRow } from '@vitrina/shared/admin';
import type { Paged } from '@vitrina/shared/pagination';
import { http } from '@/lib/http';
import { adminKeys, type AdminSearchParams } from './admin-keys';

export function getAdminSearches(params: AdminSearchParams): Promise<Paged<AdminSearchRow>> {
  return http.get<Paged<AdminSearchRow>>('/admin/search', { query: params });
}

export function useAdminSearches(params: AdminSearchParams) {
  return useQuery({
    queryKey: adminKeys.searchList(params),
    queryFn: () => getAdminSearches(params),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}
