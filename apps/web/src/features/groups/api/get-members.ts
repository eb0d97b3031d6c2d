// GET /api/account/group/{id}/user: the members, newest first, with each one's pivot.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Member } from '@vitrina/shared/groups';
import type { Paged } from '@vitrina/shared/pagination';
import type { ListParams } from '@/components/use-list-params';
import { http } from '@/lib/http';
import { isGroupId } from './get-group';
import { groupKeys } from './group-keys';

export function getMembers(groupId: number, params: ListParams): Promise<Paged<Member>> {
  return http.get<Paged<Member>>(`/account/group/${groupId}/user`, { query: params });
}

export function useMembers(groupId: number, params: ListParams) {
  return useQuery({
    queryKey: groupKeys.members(groupId, params),
    queryFn: () => getMembers(groupId, params),
    placeholderData: keepPreviousData,
    // The group page reports a failure itself.
    meta: { errorToast: false },
    enabled: isGroupId(groupId),
  });
}
