// DELETE /api/account/publication/{id}: only listings a person created. Answers { message }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { publicationKeys } from './publication-keys';

export function deletePublication(id: number): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/account/publication/${id}`);
}

export function useDeletePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePublication,
    // Also after a refusal: the listing may be gone already.
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicationKeys.all }),
  });
}
