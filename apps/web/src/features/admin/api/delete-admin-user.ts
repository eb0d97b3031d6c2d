// DELETE /api/admin/user/{id}: the user, their listings and searches; their groups pass on or go (product.md,
// Administration: Usuarios).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export function deleteAdminUser(id: number): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/admin/user/${id}`);
}

export function useDeleteAdminUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAdminUser(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKeys.user(id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      void queryClient.invalidateQueries({ queryKey: adminKeys.groups });
    },
  });
}
