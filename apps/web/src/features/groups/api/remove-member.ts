// DELETE /api/account/group/{id}/user/{userId}: remove a member (admins only; never oneself nor the owner).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { groupKeys } from './group-keys';

export function removeMember(groupId: number, userId: number): Promise<unknown> {
  return http.delete(`/account/group/${groupId}/user/${userId}`);
}

export function useRemoveMember(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeMember(groupId, userId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) });
    },
  });
}
