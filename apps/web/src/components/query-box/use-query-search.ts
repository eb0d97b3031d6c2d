// 'Buscar' from the query box where no builder is around (the home): the search is created as the wizard's last
// step creates it (a visitor's is remembered for the sign-in to claim), then its deck opens.
import { useMutation } from '@tanstack/react-query';
import type { CreateSearchInput } from '@vitrina/shared/searches';
import { useNavigate } from 'react-router';
import { notifyError } from '@/lib/notify';
import { rememberSearch, useSession } from '@/lib/session';
import { newUuid } from '@/lib/uuid';
import { createSearch } from './api/create-search';
import type { QueryBoxResult } from './query-box';

/** The body of POST /search for a query box's result. */
export function searchInputOf(result: QueryBoxResult, uuid: string): CreateSearchInput {
  return {
    uuid,
    filters: result.filters,
    order: result.order,
    places: result.places.map((place) => ({ reference: place.reference })),
  };
}

export function useQuerySearch() {
  const session = useSession();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: (input: CreateSearchInput) => createSearch(input),
    meta: { errorToast: false },
  });
  const search = (result: QueryBoxResult) => {
    const uuid = newUuid();
    create.mutate(searchInputOf(result, uuid), {
      onSuccess: (created) => {
        if (session.status !== 'authenticated') rememberSearch(created);
        navigate(`/search/${uuid}`);
      },
      onError: (error) => notifyError(error),
    });
  };
  return { search, pending: create.isPending };
}
