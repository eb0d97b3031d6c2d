// GET /api/account/visit: the person's visits as client or agent, upcoming or past, a page at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@vitrina/shared/pagination';
import type { Visit } from '@vitrina/shared/visits';
import { http } from '@/lib/http';
import { visitKeys } from './visit-keys';

export type VisitRole = 'agent' | 'client';
export type VisitWhen = 'upcoming' | 'past';

export function useVisits(role: VisitRole, when: VisitWhen, page: number) {
  return useQuery({
    queryKey: visitKeys.list(role, when, page),
    queryFn: () => http.get<Paged<Visit>>('/account/visit', { query: { role, when, page, take: 20 } }),
    placeholderData: keepPreviousData,
  });
}
