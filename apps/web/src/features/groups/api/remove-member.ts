// DELETE /api/account/group/{id}/user/{userId}: remove a member (admins only; never oneself nor the owner).
// Answers { message } with the toast text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { groupKeys } from './group-keys';

export function removeMember(groupId: number, userId: number): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/account/group/${groupId}/user/${userId}`);
}

export function useRemoveMember(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeMember(groupId, userId),
    // Also after a refusal: the member may have left or been removed by another admin meanwhile.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) });
      // A removed admin's open links die with the membership.
      void queryClient.invalidateQueries({ queryKey: groupKeys.invitations(groupId) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId), exact: true });
    },
  });
}
