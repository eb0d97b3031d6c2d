// PUT /api/account/synchronizer {type, config}: creates or replaces the user's synchronizer. Answers it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Synchronizer } from '@vitrina/shared/synchronizer';
import { http } from '@/lib/http';
import { synchronizerKeys } from './synchronizer-keys';

export type SynchronizerPayload = { type: string; config: Record<string, string> };

export function saveSynchronizer(payload: SynchronizerPayload): Promise<Synchronizer> {
  return http.put<Synchronizer>('/account/synchronizer', payload);
}

export function useSaveSynchronizer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSynchronizer,
    // The form marks the fields the server refused.
    meta: { errorToast: false },
    onSuccess: (synchronizer) => {
      queryClient.setQueryData(synchronizerKeys.detail, synchronizer);
      void queryClient.invalidateQueries({ queryKey: synchronizerKeys.detail });
    },
  });
}
