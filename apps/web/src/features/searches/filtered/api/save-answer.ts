// Saves one's own answer on a listing from the filtered results: the deck's decision call (POST /search/{id}/decision)
// with the comment and the tags. The filtered pages and the options' count are refreshed after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecisionInput } from '@vitrina/shared/searches';
import { postDecision } from '../../deck/api/deck-api';
import { searchKeys } from '../../search-keys';
import { filteredKeys } from './get-filtered';

export function useSaveAnswer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DecisionInput) => postDecision(id, decision),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: filteredKeys.all(id) });
      void queryClient.invalidateQueries({ queryKey: searchKeys.liked(id) });
      void queryClient.invalidateQueries({ queryKey: searchKeys.count(id) });
    },
  });
}
