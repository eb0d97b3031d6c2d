// DELETE /api/account/synchronizer: no more syncs; the listings it brought stay. Answers { message } or nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { synchronizerKeys } from './synchronizer-keys';

export function deleteSynchronizer(): Promise<{ message?: string } | null> {
  return http.delete<{ message?: string } | null>('/account/synchronizer');
}

export function useDeleteSynchronizer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSynchronizer,
    onSuccess: () => queryClient.setQueryData(synchronizerKeys.detail, null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: synchronizerKeys.detail }),
  });
}
