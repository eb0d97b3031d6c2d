// PUT /api/search/{uuid}/alert {enabled}: turns the caller's «Avisarme de nuevas publicaciones» on the search on or off.
import type { SearchAlertResponse } from '@vitrina/shared/search-alerts';
import { http } from '@/lib/http';

export function putSearchAlert(uuid: string, enabled: boolean): Promise<SearchAlertResponse> {
  return http.put<SearchAlertResponse>(`/search/${encodeURIComponent(uuid)}/alert`, { enabled });
}
