// PUT /api/account/synchronizer/sync: marks the synchronizer to run again (spec 02 §4). Answers it, queued.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Synchronizer } from '@vitrina/shared/synchronizer';
import { http } from '@/lib/http';
import { synchronizerOf } from './get-synchronizer';
import { synchronizerKeys } from './synchronizer-keys';

export async function runSynchronizer(): Promise<Synchronizer | null> {
  return synchronizerOf(await http.put<Synchronizer | { data?: Synchronizer }>('/account/synchronizer/sync'));
}

export function useRunSynchronizer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSynchronizer,
    onSuccess: (synchronizer) => {
      if (synchronizer) queryClient.setQueryData(synchronizerKeys.detail, synchronizer);
      void queryClient.invalidateQueries({ queryKey: synchronizerKeys.detail });
    },
  });
}
