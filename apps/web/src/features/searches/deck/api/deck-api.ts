// The deck's calls to the Search API (product.md, Searches: Results): a page of cards (POST /search/{id}/results with
// the ids the client already holds), the count of what is left (GET /search/{id}/count), a decision and its undo, and
// renaming the search (PUT /search/{id}). Failures are shown by the deck itself, 7 s like every toast of this screen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecisionInput, DecisionResponse, Search, SearchCard } from '@vitrina/shared/searches';
import { http } from '@/lib/http';
import { searchKeys } from '../../search-keys';
import { readCount } from '../count-ledger';

const path = (id: number | string) => `/search/${encodeURIComponent(String(id))}`;

export function getResults(id: number | string, except: number[]): Promise<SearchCard[]> {
  return http.post<SearchCard[]>(`${path(id)}/results`, { except });
}

export function getCount(id: number | string, signal?: AbortSignal): Promise<{ count: number }> {
  return http.get<{ count: number }>(`${path(id)}/count`, { signal });
}

export function postDecision(id: number | string, decision: DecisionInput): Promise<DecisionResponse> {
  return http.post<DecisionResponse>(`${path(id)}/decision`, decision);
}

export function postUndo(id: number | string, publicationId: number): Promise<null> {
  return http.post<null>(`${path(id)}/undo`, { publication_id: publicationId });
}

export function updateSearchTitle(id: number | string, title: string): Promise<Search> {
  return http.put<Search>(path(id), { title });
}

/** 'Invitar' turns sharing on, 'Detener' off (the owner's). */
export function updateSearchSharing(id: number | string, shareable: boolean): Promise<Search> {
  return http.put<Search>(path(id), { shareable });
}

/** The caller's likes as a readable text, to send. */
export function getSearchText(id: number | string): Promise<{ text: string }> {
  return http.get<{ text: string }>(`${path(id)}/text`);
}

/** How many listings the caller likes in the search (the filtered results' count, read from a page of one). */
export async function getLikedCount(id: number | string): Promise<number> {
  const page = await http.post<{ decisions_true_count: number }>(`${path(id)}/filtereds`, undefined, {
    query: { take: 1 },
  });
  return page.decisions_true_count;
}

/** A participant who is not the owner finishes their selection; the owner is told. */
export function postFinish(id: number | string): Promise<{ message: string }> {
  return http.post<{ message: string }>(`${path(id)}/finish`);
}

/** The owner of a group's search publishes it to the group, or stops. */
export function putPublish(
  id: number | string,
  body: { public: boolean; description: string | null },
): Promise<{ message: string }> {
  return http.put<{ message: string }>(`${path(id)}/publish`, body);
}

/**
 * How many listings of the search the caller has not decided yet: the options button's badge. By uuid, as every call
 * of the deck: a visitor's search opens by its uuid alone. Read as the deck's decisions settle (count-ledger.ts).
 */
export function useSearchCount(id: number | string | undefined) {
  return useQuery({
    queryKey: searchKeys.count(id ?? ''),
    queryFn: ({ signal }) => readCount(String(id), (abort) => getCount(id!, abort), signal),
    enabled: id !== undefined,
    meta: { errorToast: false },
  });
}

/** A change of the search by its owner; the answer replaces the cached copies under its id and uuid. */
function useSearchChange<T>(change: (value: T) => Promise<Search>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { errorToast: false },
    onSuccess: (search) => {
      for (const key of searchKeys.copies(search)) queryClient.setQueryData(key, search);
      void queryClient.invalidateQueries({ queryKey: searchKeys.history });
    },
  });
}

/** Renames the search. */
export function useUpdateSearchTitle(id: number | string) {
  return useSearchChange((title: string) => updateSearchTitle(id, title));
}

/** The owner chooses the search's mode (`filtered`: a key of the configuration's search modes). */
export function useUpdateSearchMode(id: number | string) {
  return useSearchChange((filtered: string) => http.put<Search>(path(id), { filtered }));
}

/** Turns sharing on or off. */
export function useUpdateSearchSharing(id: number | string) {
  return useSearchChange((shareable: boolean) => updateSearchSharing(id, shareable));
}
