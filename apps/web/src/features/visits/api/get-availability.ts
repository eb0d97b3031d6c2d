// GET /api/account/visit-availability: when the signed-in person shows their listings.
import { useQuery } from '@tanstack/react-query';
import type { VisitAvailability } from '@vitrina/shared/visits';
import { http } from '@/lib/http';
import { visitKeys } from './visit-keys';

export function useVisitAvailability() {
  return useQuery({
    queryKey: visitKeys.availability(),
    queryFn: () => http.get<VisitAvailability>('/account/visit-availability'),
  });
}
