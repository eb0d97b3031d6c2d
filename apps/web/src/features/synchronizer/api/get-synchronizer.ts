// GET /api/account/synchronizer: the user's synchronizer, or none yet (an empty answer or 404). While a sync is
// queued or running it is asked again every 2 seconds, for the progress bar.
import { useQuery } from '@tanstack/react-query';
import type { Synchronizer } from '@vitrina/shared/synchronizer';
import { http, HttpError } from '@/lib/http';
import { synchronizerKeys } from './synchronizer-keys';

export const POLL_MS = 2000;

type Answer = Synchronizer | { data?: Synchronizer | null } | null;

/** The synchronizer in an answer that may wrap it in `data`; null when there is none. */
export function synchronizerOf(answer: Answer | undefined): Synchronizer | null {
  if (!answer || typeof answer !== 'object') return null;
  if ('id' in answer) return answer;
  return answer.data ?? null;
}

export async function getSynchronizer(): Promise<Synchronizer | null> {
  try {
    return synchronizerOf(await http.get<Answer>('/account/synchronizer'));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
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
