// GET /api/account/group/{id}/invitation: the group's open invitations with their makers (admins only), newest
// first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OpenInvitation } from '@vitrina/shared/groups';
import type { Paged } from '@vitrina/shared/pagination';
import type { ListParams } from '@/components/use-list-params';
import { http } from '@/lib/http';
import { isGroupId } from './get-group';
import { groupKeys } from './group-keys';

export function getInvitations(groupId: number, params: ListParams): Promise<Paged<OpenInvitation>> {
  return http.get<Paged<OpenInvitation>>(`/account/group/${groupId}/invitation`, { query: params });
}

/** Asked only for admins (`enabled`): for anyone else the API answers 403. */
export function useInvitations(groupId: number, params: ListParams, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.invitations(groupId, params),
    queryFn: () => getInvitations(groupId, params),
    placeholderData: keepPreviousData,
    // A secondary panel: when it cannot load (say the viewer just lost the admin role) it stays hidden, no toast.
    meta: { errorToast: false },
    enabled: enabled && isGroupId(groupId),
  });
}
