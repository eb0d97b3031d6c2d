// GET /api/account/synchronizer: the user's synchronizer, or null while none is saved. While a sync is queued or
// running it is asked again every 2 seconds, for the progress bar.
import { useQuery } from '@tanstack/react-query';
import type { Synchronizer } from '@vitrina/shared/synchronizer';
import { http } from '@/lib/http';
import { synchronizerKeys } from './synchronizer-keys';

const POLL_MS = 2000;

export function getSynchronizer(): Promise<Synchronizer | null> {
  return http.get<Synchronizer | null>('/account/synchronizer');
}

export function isSyncing(synchronizer: Synchronizer | null | undefined): boolean {
  return synchronizer?.status === 'queued' || synchronizer?.status === 'running';
}

export function useSynchronizer() {
  return useQuery({
    queryKey: synchronizerKeys.detail,
    queryFn: getSynchronizer,
    refetchInterval: (query) => (isSyncing(query.state.data) ? POLL_MS : false),
  });
}
