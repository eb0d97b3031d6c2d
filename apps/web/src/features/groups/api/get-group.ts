// GET /api/account/group/{id}: one of the user's groups with their own pivot (admin, owner, creator, joined).
import { useQuery } from '@tanstack/react-query';
import type { Group } from '@vitrina/shared/groups';
import { http } from '@/lib/http';
import { groupKeys } from './group-keys';

export function getGroup(id: number): Promise<Group> {
  return http.get<Group>(`/account/group/${id}`);
}

/** The page shows the failure itself and leaves (spec 01 §8), so the cache's toast stays quiet. */
export function useGroup(id: number) {
  return useQuery({ queryKey: groupKeys.detail(id), queryFn: () => getGroup(id), meta: { errorToast: false }, enabled: Number.isInteger(id) && id > 0 });
}
