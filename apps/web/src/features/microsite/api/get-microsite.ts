// GET /api/microsite/{id}: the public face of the microsite this host serves (its description, logos, style and its
// users, the default first, each with their public listings' count), for its home. The page shows a failure itself,
// so the cache's toast stays quiet.
import { useQuery } from '@tanstack/react-query';
import type { PublicMicrosite } from '@vitrina/shared/microsites';
import { http } from '@/lib/http';

export function getMicrosite(id: number): Promise<PublicMicrosite> {
  return http.get<PublicMicrosite>(`/microsite/${id}`);
}

export function usePublicMicrosite(id: number | undefined) {
  return useQuery({
    queryKey: ['microsite', id ?? 0],
    queryFn: () => getMicrosite(id!),
    enabled: id !== undefined,
    meta: { errorToast: false },
  });
}
