// GET /api/admin/microsite/users: the users an admin may add to a microsite, by name or email, 20 at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { micrositeUserPickSchema } from '@vitrina/shared/microsites';
import type { Paged } from '@vitrina/shared/pagination';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export type MicrositeUserPick = z.infer<typeof micrositeUserPickSchema>;

export function getMicrositeUsers(search: string): Promise<Paged<MicrositeUserPick>> {
  return http.get<Paged<MicrositeUserPick>>('/admin/microsite/users', {
    query: { search, orderBy: 'name', orderMethod: 'asc', take: 20, page: 1 },
  });
}

/** Asked only while the picker is open; a failure is toasted by the cache. */
export function useMicrositeUsers(search: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.micrositeUsers(search),
    queryFn: () => getMicrositeUsers(search),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
