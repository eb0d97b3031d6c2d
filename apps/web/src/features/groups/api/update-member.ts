// PUT /api/account/group/{id}/user/{userId} {admin}: make a member admin or take it away (admins only). Answers
// the updated member.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@vitrina/shared/groups';
import { http } from '@/lib/http';
import { groupKeys } from './group-keys';

export function updateMember(groupId: number, userId: number, admin: boolean): Promise<Member> {
  return http.put<Member>(`/account/group/${groupId}/user/${userId}`, { admin });
}

export function useUpdateMember(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, admin }: { userId: number; admin: boolean }) => updateMember(groupId, userId, admin),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) });
      // A demoted admin's open links die with the role.
      void queryClient.invalidateQueries({ queryKey: groupKeys.invitations(groupId) });
    },
  });
}
