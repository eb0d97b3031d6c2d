// Query keys of the publications feature, in one place so a change invalidates exactly what it touched. The
// synchronizer page refreshes the list by the same ['account', 'publication'] prefix when a sync finishes.
import type { ListParams } from '@/components/use-list-params';

export const publicationKeys = {
  all: ['account', 'publication'] as const,
  list: (params: ListParams) => ['account', 'publication', 'list', params] as const,
  detail: (id: number) => ['account', 'publication', id] as const,
  suggestions: (name: string, search: string) => ['account', 'publication', 'field', name, search] as const,
};
