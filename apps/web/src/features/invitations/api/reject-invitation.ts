// PUT /api/invitation/{uuid}/reject: answers the invitation without joining; the link is used up.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, HttpError } from '@/lib/http';
import { invitationKey } from './get-invitation';

export function rejectInvitation(uuid: string): Promise<unknown> {
  return http.put(`/invitation/${encodeURIComponent(uuid)}/reject`);
}

export function useRejectInvitation(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rejectInvitation(uuid),
    meta: { errorToast: false },
    // Used or expired meanwhile: reading it again turns the page into not-found.
    onError: (error) => {
      if (error instanceof HttpError && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: invitationKey(uuid) });
    },
  });
}
