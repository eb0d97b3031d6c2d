// DELETE /api/account/group/{id}: leave the group (it lives on while it has members).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCurrentUser } from '@/lib/current-user';
import { http } from '@/lib/http';
import { groupKeys } from './group-keys';

export function leaveGroup(id: number): Promise<unknown> {
  return http.delete(`/account/group/${id}`);
}

export function useLeaveGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveGroup(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: groupKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      void refreshCurrentUser().catch(() => undefined);
    },
  });
}
