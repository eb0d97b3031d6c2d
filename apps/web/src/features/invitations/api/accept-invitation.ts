// PUT /api/invitation/{uuid}/accept: joins the group and answers it. The session user's `groups` change, so the
// current user is reloaded before anyone looks at them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@vitrina/shared/groups';
import { refreshCurrentUser } from '@/lib/current-user';
import { http, HttpError } from '@/lib/http';
import { invitationKey } from './get-invitation';

export function acceptInvitation(uuid: string): Promise<Group> {
  return http.put<Group>(`/invitation/${encodeURIComponent(uuid)}/accept`);
}

export function useAcceptInvitation(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const group = await acceptInvitation(uuid);
      // Joined either way; a failed reload only leaves the home's group list stale until the next refresh.
      await refreshCurrentUser().catch(() => undefined);
      return group;
    },
    meta: { errorToast: false },
    // Used or expired meanwhile: reading it again turns the page into not-found.
    onError: (error) => {
      if (error instanceof HttpError && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: invitationKey(uuid) });
    },
  });
}
