// POST /api/account/group/{id}/user/invite -> { uuid }: a single-use invitation valid for 24 hours.
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

export function inviteMember(groupId: number): Promise<{ uuid: string }> {
  return http.post<{ uuid: string }>(`/account/group/${groupId}/user/invite`);
}

export function useInviteMember(groupId: number) {
  return useMutation({ mutationFn: () => inviteMember(groupId) });
}
