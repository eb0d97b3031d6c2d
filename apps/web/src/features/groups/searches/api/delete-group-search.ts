// DELETE /api/account/group/{id}/search/{searchId}: the search's creator or a group admin deletes a published search,
// with its decisions. Answers { message }; a refusal's toast comes from the query client.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Search } from '@vitrina/shared/searches';
import { http } from '@/lib/http';
import { sessionStore, setSessionSearches } from '@/lib/session';
import { groupSearchKeys } from './get-group-searches';

export function deleteGroupSearch(groupId: number, searchId: number): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/account/group/${groupId}/search/${searchId}`);
}

export function useDeleteGroupSearch(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: Pick<Search, 'id' | 'uuid'>) => deleteGroupSearch(groupId, search.id),
    onSuccess: (_answer, search) => {
      // A search of one's own may be among the session's latest ones: it is gone from there too.
      const { searches } = sessionStore.get();
      if (searches.some((item) => item.uuid === search.uuid))
        setSessionSearches(searches.filter((item) => item.uuid !== search.uuid));
    },
    // Also after a refusal: the search may be gone already. The counts by category change with the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupSearchKeys.all(groupId) }),
  });
}
