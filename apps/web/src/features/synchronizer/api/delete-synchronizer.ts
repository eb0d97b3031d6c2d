// DELETE /api/account/synchronizer: no more syncs; the listings it brought go with it. Answers { message }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { synchronizerKeys } from './synchronizer-keys';

export function deleteSynchronizer(): Promise<{ message: string }> {
  return http.delete<{ message: string }>('/account/synchronizer');
}

export function useDeleteSynchronizer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSynchronizer,
    onSuccess: () => queryClient.setQueryData(synchronizerKeys.detail, null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: synchronizerKeys.detail }),
  });
}
