// GET /api/user/{slug}: the public store of a user (who the seller is, how to reach them, the gallery). 404 when
// no user has that address. Read by the store page and by a microsite's home for each of its users.
import { useQuery } from '@tanstack/react-query';
import type { Store } from '@vitrina/shared/groups';
import { http } from '@/lib/http';

export function getStore(slug: string): Promise<Store> {
  return http.get<Store>(`/user/${encodeURIComponent(slug)}`);
}

/** The page shows not-found or the error itself, so the cache's toast stays quiet. */
export function usePublicStore(slug: string, enabled: boolean) {
  return useQuery({ queryKey: ['user', slug], queryFn: () => getStore(slug), meta: { errorToast: false }, enabled });
}
