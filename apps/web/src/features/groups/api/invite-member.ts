// POST /api/account/group/{id}/user/invite -> { uuid }: a single-use invitation valid for 24 hours.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { groupKeys } from './group-keys';

export function inviteMember(groupId: number): Promise<{ uuid: string }> {
  return http.post<{ uuid: string }>(`/account/group/${groupId}/user/invite`);
}

export function useInviteMember(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => inviteMember(groupId),
    // The new link joins the admins' list of open invitations.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.invitations(groupId) }),
  });
}
