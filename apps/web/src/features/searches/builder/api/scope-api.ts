// Where a new search looks, read for its header: a user's store (GET /api/user/{slug}), one of the signed-in
// user's groups (GET /api/account/group/{id}), and that group's members, the stores of its portfolio
// (GET /api/account/group/{id}/user), or the microsite this host serves with its users (GET /api/microsite/{id}).
// The page reports a failure itself, so the cache's toast stays quiet.
import { useQuery } from '@tanstack/react-query';
import type { Group, Member, Store } from '@vitrina/shared/groups';
import type { PublicMicrosite } from '@vitrina/shared/microsites';
import type { Paged } from '@vitrina/shared/pagination';
import type { SearchFilter } from '@vitrina/shared/searches';

type SearchPresets = { filters: SearchFilter[] };
import { http } from '@/lib/http';

export function useScopeStore(slug: string | undefined) {
  return useQuery({
    queryKey: ['user', slug ?? ''],
    queryFn: () => http.get<Store>(`/user/${encodeURIComponent(slug!)}`),
    enabled: Boolean(slug),
    meta: { errorToast: false },
  });
}

export function useScopeGroup(id: number | undefined) {
  return useQuery({
    queryKey: ['account', 'group', id ?? 0],
    queryFn: () => http.get<Group>(`/account/group/${id}`),
    enabled: id !== undefined,
    meta: { errorToast: false },
  });
}

/** The group's members (up to 100), each a store the wizard's stores step offers. */
export function useGroupStores(id: number | undefined) {
  return useQuery({
    queryKey: ['account', 'group', id ?? 0, 'user', { take: 100 }],
    queryFn: () =>
      http.get<Paged<Member>>(`/account/group/${id}/user`, {
        query: { take: 100, page: 1, orderBy: 'name', orderMethod: 'asc' },
      }),
    enabled: id !== undefined,
    meta: { errorToast: false },
  });
}

/** The same query as the microsite's home, so coming from there its users are already known. */
export function useScopeMicrosite(id: number | undefined) {
  return useQuery({
    queryKey: ['microsite', id ?? 0],
    queryFn: () => http.get<PublicMicrosite>(`/microsite/${id}`),
    enabled: id !== undefined,
    meta: { errorToast: false },
  });
}

/** Which scope's preset filters to read: a store, a group or a microsite (one of them). */
export type PresetScope = { user_id?: number; group_id?: number; microsite_id?: number };

/**
 * GET /api/search/presets: the filters a new search of the scope starts with (set by an admin). Without an answer
 * (none set, a failure) the builder simply starts empty.
 */
export function usePresetFilters(scope: PresetScope | null) {
  return useQuery({
    queryKey: ['search', 'presets', scope ?? {}],
    queryFn: () => http.get<SearchPresets>('/search/presets', { query: scope! }),
    enabled: scope !== null,
    staleTime: 60_000,
    meta: { errorToast: false },
  });
}
