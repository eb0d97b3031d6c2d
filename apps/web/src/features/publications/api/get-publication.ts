// GET /api/account/publication/{id}: one listing to edit.
import { useQuery } from '@tanstack/react-query';
import type { Publication } from '@vitrina/shared/publications';
import { http } from '@/lib/http';
import { publicationKeys } from './publication-keys';

export function getPublication(id: number): Promise<Publication> {
  return http.get<Publication>(`/account/publication/${id}`);
}

/** The edit page shows a failure itself and goes back to the list, so the cache's toast stays quiet. */
export function usePublication(id: number | undefined) {
  return useQuery({
    queryKey: publicationKeys.detail(id ?? 0),
    queryFn: () => getPublication(id!),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
    meta: { errorToast: false },
    // The form keeps its own copy while it is open; a refetch would only reset what the person typed.
    staleTime: Infinity,
  });
}
