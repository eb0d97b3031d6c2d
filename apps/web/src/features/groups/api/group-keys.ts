// Query keys of the groups feature, in one place so a mutation invalidates exactly what it changed.
import type { ListParams } from '@/components/use-list-params';

export const groupKeys = {
  all: ['account', 'group'] as const,
  list: (params: ListParams) => ['account', 'group', 'list', params] as const,
  detail: (id: number) => ['account', 'group', id] as const,
  members: (id: number, params?: ListParams) =>
    (params ? ['account', 'group', id, 'user', params] : ['account', 'group', id, 'user']) as readonly unknown[],
  invitations: (id: number, params?: ListParams) =>
    (params
      ? ['account', 'group', id, 'invitation', params]
      : ['account', 'group', id, 'invitation']) as readonly unknown[],
};
