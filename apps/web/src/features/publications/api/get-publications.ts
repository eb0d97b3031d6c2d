// GET /api/account/publication: the user's listings, one page at a time (title ascending, 20 a page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@vitrina/shared/pagination';
import type { OwnPublication } from '@vitrina/shared/publications';
import type { ListParams } from '@/components/use-list-params';
import { http } from '@/lib/http';
import { publicationKeys } from './publication-keys';

export function getPublications(params: ListParams): Promise<Paged<OwnPublication>> {
  return http.get<Paged<OwnPublication>>('/account/publication', { query: params });
}

export function usePublications(params: ListParams) {
  return useQuery({
    queryKey: publicationKeys.list(params),
    queryFn: () => getPublications(params),
    placeholderData: keepPreviousData,
  });
}
