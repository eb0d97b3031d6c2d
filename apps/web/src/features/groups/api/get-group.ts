// GET /api/account/group/{id}: one of the user's groups with their own pivot (admin, owner, creator, joined).
import { useQuery } from '@tanstack/react-query';
import type { Group } from '@vitrina/shared/groups';
import { http } from '@/lib/http';
import { groupKeys } from './group-keys';

export function getGroup(id: number): Promise<Group> {
  return http.get<Group>(`/account/group/${id}`);
}

export function isGroupId(id: number | undefined): id is number {
  return id !== undefined && Number.isInteger(id) && id > 0;
}

/**
 * The page shows the failure itself and leaves (product.md, The shell: Ways out), so the cache's toast stays quiet.
 * `initialData` is the group the route's loader fetched moments ago for the breadcrumb; it counts as fresh for a few
 * seconds so the page does not ask again at once.
 */
export function useGroup(id: number | undefined, initialData?: Group | null) {
  return useQuery({
    queryKey: groupKeys.detail(id ?? 0),
    queryFn: () => getGroup(id!),
    meta: { errorToast: false },
    enabled: isGroupId(id),
    initialData: initialData && initialData.id === id ? initialData : undefined,
    staleTime: initialData ? 5_000 : 0,
  });
}
