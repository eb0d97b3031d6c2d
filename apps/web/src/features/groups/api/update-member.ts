// PUT /api/account/group/{id}/user/{userId} {admin}: make a member admin or take it away (admins only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { groupKeys } from './group-keys';

export function updateMember(groupId: number, userId: number, admin: boolean): Promise<unknown> {
  return http.put(`/account/group/${groupId}/user/${userId}`, { admin });
}

export function useUpdateMember(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, admin }: { userId: number; admin: boolean }) => updateMember(groupId, userId, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) }),
  });
}
