// Query keys of the statistics pages.
import type { StatGeneralRequest, SuperlikesQuery } from '@vitrina/shared/stats';

export const statKeys = {
  all: ['stat'] as const,
  sources: () => ['stat', 'sources'] as const,
  report: (request: StatGeneralRequest) => ['stat', 'general', request] as const,
  superlikes: (id: number, search: SuperlikesQuery['search']) => ['stat', 'superlikes', id, search ?? ''] as const,
};
