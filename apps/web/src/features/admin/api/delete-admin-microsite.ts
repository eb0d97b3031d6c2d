// DELETE /api/admin/microsite/{id}: the microsite and its searches; its users and their listings stay.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export function deleteAdminMicrosite(id: number): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/admin/microsite/${id}`);
}

export function useDeleteAdminMicrosite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAdminMicrosite(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKeys.microsite(id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.microsites });
    },
  });
}
