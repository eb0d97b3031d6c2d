// A listing's thread in a search: GET (oldest first, page after page) and POST of
// /search/{id}/publication/{publicationId}/message, PUT and DELETE of /search/{id}/message/{messageId}. Every write
// refreshes the thread and the search's filtered results, whose count follows it (the deck's pages are left alone: a
// refetch would move its cursor under the person's finger).
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThreadMessage, ThreadPage } from '@vitrina/shared/threads';
import { http } from '@/lib/http';

export type ThreadRef = { searchId: string; publicationId: number };

export const threadKeys = {
  all: ['thread'] as const,
  one: ({ searchId, publicationId }: ThreadRef) => ['thread', searchId, publicationId] as const,
};

const take = 100;

export function useThread(ref: ThreadRef, enabled = true) {
  return useInfiniteQuery({
    queryKey: threadKeys.one(ref),
    queryFn: ({ pageParam }) =>
      http.get<ThreadPage>(`/search/${ref.searchId}/publication/${ref.publicationId}/message`, {
        query: { page: pageParam, take },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    enabled,
  });
}

/** The thread, and the search's filtered pages (['search', id, 'filtered', …]) whose cards show its count. */
export function useRefreshThread(ref: ThreadRef) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: threadKeys.one(ref) });
    void queryClient.invalidateQueries({ queryKey: ['search', ref.searchId, 'filtered'] });
  };
}

export function useWriteMessage(ref: ThreadRef) {
  const refresh = useRefreshThread(ref);
  return useMutation({
    mutationFn: (text: string) =>
      http.post<ThreadMessage>(`/search/${ref.searchId}/publication/${ref.publicationId}/message`, { text }),
    onSuccess: refresh,
  });
}

export function useEditMessage(ref: ThreadRef) {
  const refresh = useRefreshThread(ref);
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      http.put<ThreadMessage>(`/search/${ref.searchId}/message/${id}`, { text }),
    onSuccess: refresh,
  });
}

export function useRemoveMessage(ref: ThreadRef) {
  const refresh = useRefreshThread(ref);
  return useMutation({
    mutationFn: (id: number) => http.delete<{ message: string }>(`/search/${ref.searchId}/message/${id}`),
    onSuccess: refresh,
  });
}
