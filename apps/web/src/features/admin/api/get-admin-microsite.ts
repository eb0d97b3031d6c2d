// GET /api/admin/microsite/{id}: the microsite with its style, settings, logos, users and audit log.
import { useQuery } from '@tanstack/react-query';
import type { AdminMicrosite } from '@vitrina/shared/microsites';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export function getAdminMicrosite(id: number): Promise<AdminMicrosite> {
  return http.get<AdminMicrosite>(`/admin/microsite/${id}`);
}

/**
 * The page shows the failure itself, so the cache's toast stays quiet. `initialData` is what the route's loader
 * fetched moments ago; it counts as fresh for a few seconds so the page does not ask again at once.
 */
export function useAdminMicrosite(id: number | null, initialData?: AdminMicrosite | null) {
  return useQuery({
    queryKey: adminKeys.microsite(id ?? 0),
    queryFn: () => getAdminMicrosite(id!),
    enabled: id !== null,
    meta: { errorToast: false },
    // A missing microsite will not appear on a second try.
    retry: false,
    initialData: initialData && initialData.id === id ? initialData : undefined,
    staleTime: initialData ? 5_000 : 0,
  });
}
