// GET /api/admin/user: every user, newest first, 20 per page, searched by name or email.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@vitrina/shared/admin';
import type { Paged } from '@vitrina/shared/pagination';
import type { ListParams } from '@/components/use-list-params';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export function getAdminUsers(params: ListParams): Promise<Paged<AdminUserRow>> {
  return http.get<Paged<AdminUserRow>>('/admin/user', { query: params });
}

/** The page leaves with the error itself (useListWayOut), so the cache's toast stays quiet. */
export function useAdminUsers(params: ListParams) {
  return useQuery({
    queryKey: adminKeys.userList(params),
    queryFn: () => getAdminUsers(params),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}
