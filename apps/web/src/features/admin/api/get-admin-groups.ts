// GET /api/admin/group: every group, newest first, 20 per page, searched by name.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminGroupRow } from '@vitrina/shared/admin';
import type { Paged } from '@vitrina/shared/pagination';
import type { ListParams } from '@/components/use-list-params';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export function getAdminGroups(params: ListParams): Promise<Paged<AdminGroupRow>> {
  return http.get<Paged<AdminGroupRow>>('/admin/group', { query: params });
}

export function useAdminGroups(params: ListParams) {
  return useQuery({
    queryKey: adminKeys.groupList(params),
    queryFn: () => getAdminGroups(params),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}
