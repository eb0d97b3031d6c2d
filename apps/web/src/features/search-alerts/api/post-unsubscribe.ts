// POST /api/alert/unsubscribe/{token}: a digest's signed link turns its search alerts off, without a session. Asked
// once per token (turning off twice changes nothing): a query, so the page does not send it twice.
import { useQuery } from '@tanstack/react-query';
import type { SearchAlertUnsubscribe } from '@vitrina/shared/search-alerts';
import { http } from '@/lib/http';

export function postUnsubscribe(token: string): Promise<SearchAlertUnsubscribe> {
  return http.post<SearchAlertUnsubscribe>(`/alert/unsubscribe/${encodeURIComponent(token)}`);
}

/** The page shows a refusal itself (an altered link, a search gone), so the cache's toast stays quiet. */
export function useUnsubscribe(token: string) {
  return useQuery({
    queryKey: ['alert-unsubscribe', token] as const,
    queryFn: () => postUnsubscribe(token),
    retry: false,
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}
