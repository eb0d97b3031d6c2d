// Prediction's calls (product.md, Searches: Prediction): POST /search/{id}/predict/count and /predict/select, both with
// the ids the client holds and has not decided (`except`), left out as the deck leaves them out; /predict/undo (ours)
// takes the caller's predicted likes back out.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PredictCount, PredictSelect, PredictUndo } from '@vitrina/shared/search-predict';
import type { Search } from '@vitrina/shared/searches';
import { http } from '@/lib/http';
import { searchKeys } from '../../search-keys';

const path = (id: string) => `/search/${encodeURIComponent(id)}/predict`;

export function postPredictCount(id: string, except: number[]): Promise<PredictCount> {
  return http.post<PredictCount>(`${path(id)}/count`, { except });
}

export function postPredictSelect(id: string, except: number[]): Promise<PredictSelect> {
  return http.post<PredictSelect>(`${path(id)}/select`, { except });
}

export function postPredictUndo(id: string): Promise<PredictUndo> {
  return http.post<PredictUndo>(`${path(id)}/undo`);
}

/** How many listings the model would like for the caller; asked for while the panel shows. */
export function usePredictCount(id: string, except: () => number[], enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.predict(id),
    queryFn: () => postPredictCount(id, except()),
    enabled,
    staleTime: 0,
    meta: { errorToast: false },
  });
}

/** Likes the predicted listings for the caller: what is left to see, the likes and the filtered results change. */
export function useSelectPredictions(id: string, except: () => number[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postPredictSelect(id, except()),
    meta: { errorToast: false },
    onSuccess: () => {
      // Everything under the search: its count and likes, the filtered pages, and the search itself, whose
      // `predictions_count` now says 'Predicciones incluídas'.
      void queryClient.invalidateQueries({ queryKey: searchKeys.detail(id) });
    },
  });
}

/**
 * Removes the caller's predicted likes: the listings are undecided again, so what is left to see, the likes, the
 * filtered results, the prediction's count and the search's 'Predicciones incluídas' all change.
 */
export function useUndoPredictions(search: Pick<Search, 'id' | 'uuid'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postPredictUndo(search.uuid),
    meta: { errorToast: false },
    onSuccess: () => {
      // 'Predicciones incluídas' goes at once, before the search is read again.
      for (const key of searchKeys.copies(search))
        queryClient.setQueryData<Search>(key, (cached) => cached && { ...cached, predictions_count: undefined });
      // Everything under the search, cached by uuid (the deck, the filtered results) or by id.
      for (const key of [search.uuid, search.id])
        void queryClient.invalidateQueries({ queryKey: searchKeys.detail(key) });
    },
  });
}
