// PUT /api/account/synchronizer/sync: marks the synchronizer to run again (product.md, Listings: Synchronizer).
// Answers it, queued.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Synchronizer } from '@vitrina/shared/synchronizer';
import { http } from '@/lib/http';
import { synchronizerKeys } from './synchronizer-keys';

export function runSynchronizer(): Promise<Synchronizer> {
  return http.put<Synchronizer>('/account/synchronizer/sync');
}

export function useRunSynchronizer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSynchronizer,
    onSuccess: (synchronizer) => {
      queryClient.setQueryData(synchronizerKeys.detail, synchronizer);
      void queryClient.invalidateQueries({ queryKey: synchronizerKeys.detail });
    },
  });
}
