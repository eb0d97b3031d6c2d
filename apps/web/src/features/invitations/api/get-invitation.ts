// GET /api/invitation/{uuid}: an open invitation, readable without a session. Unknown, used and expired links
// all answer 404.
import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '@vitrina/shared/groups';
import { http } from '@/lib/http';

export const invitationKey = (uuid: string) => ['invitation', uuid] as const;

export function getInvitation(uuid: string): Promise<Invitation> {
  return http.get<Invitation>(`/invitation/${encodeURIComponent(uuid)}`);
}

/** The page decides what a failure shows (not found, or a toast and home), so the cache's toast stays quiet. */
export function useInvitation(uuid: string) {
  return useQuery({ queryKey: invitationKey(uuid), queryFn: () => getInvitation(uuid), meta: { errorToast: false } });
}
