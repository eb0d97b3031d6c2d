// POST /api/publication/{id}/visit: «Pedir visita» at one of the free slots (decision 025).
import type { Visit, VisitRequest } from '@vitrina/shared/visits';
import { http } from '@/lib/http';

/** `starts_at` is null when no slot is picked: the API's answer says what is missing. */
export type VisitAsk = Omit<VisitRequest, 'starts_at'> & { starts_at: string | null };

export function requestVisit(publicationId: number, request: VisitAsk): Promise<Visit> {
  return http.post<Visit>(`/publication/${publicationId}/visit`, request);
}
