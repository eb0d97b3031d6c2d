// GET /api/admin/group/{id}: the group with its members, searches count and audit log.
import { useQuery } from '@tanstack/react-query';
import type { AdminGroup } from '@vitrina/shared/admin';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export function getAdminGroup(id: number): Promise<AdminGroup> {
  return http.get<AdminGroup>(`/admin/group/${id}`);
}

/**
 * The page shows the failure itself and leaves, so the cache's toast stays quiet. `initialData` is what the route's
 * loader fetched moments ago; it counts as fresh for a few seconds so the page does not ask again at once.
 */
export function useAdminGroup(id: number | null, initialData?: AdminGroup | null) {
  return useQuery({
    queryKey: adminKeys.group(id ?? 0),
    queryFn: () => getAdminGroup(id!),
    enabled: id !== null,
    meta: { errorToast: false },
    initialData: initialData && initialData.id === id ? initialData : undefined,
    staleTime: initialData ? 5_000 : 0,
  });
}
