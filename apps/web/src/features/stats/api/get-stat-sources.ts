// GET /api/account/stat/sources: what the person may report on (their account, the groups they administer, later
// a microsite). The page says itself when they cannot be loaded.
import { useQuery } from '@tanstack/react-query';
import type { StatSource } from '@vitrina/shared/stats';
import { http } from '@/lib/http';
import { statKeys } from './stat-keys';

export function getStatSources(signal?: AbortSignal) {
  return http.get<StatSource[]>('/account/stat/sources', { signal });
}

export function useStatSources() {
  return useQuery({
    queryKey: statKeys.sources(),
    queryFn: ({ signal }) => getStatSources(signal),
    meta: { errorToast: false },
  });
}
