// DELETE /api/account/group/{id}/invitation/{invitationId}: an admin revokes an open link, which then answers
// 404. Answers { message } with the toast text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { groupKeys } from './group-keys';

export function revokeInvitation(groupId: number, invitationId: number): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/account/group/${groupId}/invitation/${invitationId}`);
}

export function useRevokeInvitation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => revokeInvitation(groupId, invitationId),
    // Also after a refusal: the link may have been used, or revoked by another admin, meanwhile.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: groupKeys.invitations(groupId) }),
  });
}
