// GET /api/publication/{id}/visit-slot?days=14: the listing's free visit slots for the next two weeks (decision 025).
import type { VisitSlotList } from '@vitrina/shared/visits';
import { http } from '@/lib/http';

export function getVisitSlots(publicationId: number): Promise<VisitSlotList> {
  return http.get<VisitSlotList>(`/publication/${publicationId}/visit-slot`, { query: { days: 14 } });
}
