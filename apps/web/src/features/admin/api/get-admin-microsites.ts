// GET /api/admin/microsite: every microsite, newest first, 20 per page, searched by name or host.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminMicrositeRow } from '@vitrina/shared/microsites';
import type { Paged } from '@vitrina/shared/pagination';
import type { ListParams } from '@/components/use-list-params';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export function getAdminMicrosites(params: ListParams): Promise<Paged<AdminMicrositeRow>> {
  return http.get<Paged<AdminMicrositeRow>>('/admin/microsite', { query: params });
}

/** The page leaves with the error itself (useListWayOut), so the cache's toast stays quiet. */
export function useAdminMicrosites(params: ListParams) {
  return useQuery({
    queryKey: adminKeys.micrositeList(params),
    queryFn: () => getAdminMicrosites(params),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}
