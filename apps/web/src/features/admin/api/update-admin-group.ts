// PUT /api/admin/group/{id}: name, the publications the group shows ('' all, 1 public, 0 private) and the preset
// filters; what is sent changes, the rest stays.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGroup } from '@vitrina/shared/admin';
import type { SearchFilter } from '@vitrina/shared/searches';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export type AdminGroupPayload = {
  name?: string;
  public?: '' | 1 | 0;
  filters?: SearchFilter[];
  /** A cropped image data URL replaces the logo; null removes it. */
  logo?: string | null;
};
export type AdminGroupAnswer = { message: string; group: AdminGroup };

export function updateAdminGroup(id: number, payload: AdminGroupPayload): Promise<AdminGroupAnswer> {
  return http.put<AdminGroupAnswer>(`/admin/group/${id}`, payload);
}

export function useUpdateAdminGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AdminGroupPayload) => updateAdminGroup(id, payload),
    meta: { errorToast: false },
    onSuccess: ({ group }) => {
      queryClient.setQueryData(adminKeys.group(id), (current: AdminGroup | undefined) => ({ ...current, ...group }));
      void queryClient.invalidateQueries({ queryKey: adminKeys.groups });
    },
  });
}
