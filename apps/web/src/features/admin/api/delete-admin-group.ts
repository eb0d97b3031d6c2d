// DELETE /api/admin/group/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export function deleteAdminGroup(id: number): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/admin/group/${id}`);
}

export function useDeleteAdminGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAdminGroup(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKeys.group(id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.groups });
    },
  });
}
