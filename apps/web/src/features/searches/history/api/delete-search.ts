// DELETE /api/account/search/{id}: the creator deletes the search with its decisions. Answers { message }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Search } from '@vitrina/shared/searches';
import { http } from '@/lib/http';
import { sessionStore, setSessionSearches } from '@/lib/session';
import { searchKeys } from '../../search-keys';

export function deleteSearch(id: number): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/account/search/${id}`);
}

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: Pick<Search, 'id' | 'uuid'>) => deleteSearch(search.id),
    onSuccess: (_answer, search) => {
      // Gone from the session's latest searches and from the cache, under its id and its uuid alike.
      const { searches } = sessionStore.get();
      if (searches.some((item) => item.uuid === search.uuid))
        setSessionSearches(searches.filter((item) => item.uuid !== search.uuid));
      queryClient.removeQueries({ queryKey: searchKeys.detail(search.id) });
      queryClient.removeQueries({ queryKey: searchKeys.detail(search.uuid) });
    },
    // Also after a refusal: the search may be gone already.
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchKeys.history }),
  });
}
