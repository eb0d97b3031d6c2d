// GET /api/account/group: the signed-in user's groups, one page at a time (name ascending, 20 per page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Group } from '@vitrina/shared/groups';
import type { Paged } from '@vitrina/shared/pagination';
import type { ListParams } from '@/components/use-list-params';
import { http } from '@/lib/http';
import { groupKeys } from './group-keys';

export function getGroups(params: ListParams): Promise<Paged<Group>> {
  return http.get<Paged<Group>>('/account/group', { query: params });
}

export function useGroups(params: ListParams) {
  return useQuery({
    queryKey: groupKeys.list(params),
    queryFn: () => getGroups(params),
    placeholderData: keepPreviousData,
  });
}
