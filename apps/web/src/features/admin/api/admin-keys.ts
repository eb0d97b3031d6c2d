// Query keys of the administration, in one place so a mutation invalidates exactly what it changed.
import type { ListParams } from '@/components/use-list-params';

export type AdminSearchScope = 'platform' | 'user' | 'group' | 'microsite';
export type AdminSearchParams = ListParams & { scope?: AdminSearchScope };

export const adminKeys = {
  users: ['admin', 'user'] as const,
  userList: (params: ListParams) => ['admin', 'user', 'list', params] as const,
  user: (id: number) => ['admin', 'user', id] as const,
  groups: ['admin', 'group'] as const,
  groupList: (params: ListParams) => ['admin', 'group', 'list', params] as const,
  group: (id: number) => ['admin', 'group', id] as const,
  searchList: (params: AdminSearchParams) => ['admin', 'search', 'list', params] as const,
  microsites: ['admin', 'microsite'] as const,
  micrositeLists: ['admin', 'microsite', 'list'] as const,
  micrositeList: (params: ListParams) => ['admin', 'microsite', 'list', params] as const,
  microsite: (id: number) => ['admin', 'microsite', id] as const,
  micrositeUsers: (search: string) => ['admin', 'microsite-users', search] as const,
};

/** A route's `:id` as a record id, or null for text that names none. */
export function recordId(param: string | undefined): number | null {
  return param !== undefined && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
