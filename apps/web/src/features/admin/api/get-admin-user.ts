// GET /api/admin/user/{id}: the user with their groups, counts, notification channels and audit log.
import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@vitrina/shared/admin';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export function getAdminUser(id: number): Promise<AdminUser> {
  return http.get<AdminUser>(`/admin/user/${id}`);
}

/**
 * The page shows the failure itself and leaves, so the cache's toast stays quiet. `initialData` is what the route's
 * loader fetched moments ago; it counts as fresh for a few seconds so the page does not ask again at once.
 */
export function useAdminUser(id: number | null, initialData?: AdminUser | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? 0),
    queryFn: () => getAdminUser(id!),
    enabled: id !== null,
    meta: { errorToast: false },
    initialData: initialData && initialData.id === id ? initialData : undefined,
    staleTime: initialData ? 5_000 : 0,
  });
}
