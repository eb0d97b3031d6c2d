// DELETE /api/account/group/{id}: leave the group (it lives on while it has members). Answers { message }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCurrentUser } from '@/lib/current-user';
import { http } from '@/lib/http';
import { groupKeys } from './group-keys';

export function leaveGroup(id: number): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/account/group/${id}`);
}

export function useLeaveGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveGroup(id),
    onSuccess: () => {
      // Marked stale without refetching: the group page is still on screen until it navigates away, and asking
      // for a group one no longer belongs to would answer 404 and send the person back with an error toast.
      void queryClient.invalidateQueries({ queryKey: groupKeys.all, refetchType: 'none' });
      // The session user's `groups` (home page, menus) drop the group.
      void refreshCurrentUser().catch(() => undefined);
    },
  });
}
