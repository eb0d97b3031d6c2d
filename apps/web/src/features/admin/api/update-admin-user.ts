// PUT /api/admin/user/{id}: the fields the form sends change, the rest stay; answers the message and the user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdate } from '@vitrina/shared/admin';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export type AdminUserAnswer = { message: string; user: AdminUser };

export function updateAdminUser(id: number, payload: AdminUserUpdate): Promise<AdminUserAnswer> {
  return http.put<AdminUserAnswer>(`/admin/user/${id}`, payload);
}

export function useUpdateAdminUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AdminUserUpdate) => updateAdminUser(id, payload),
    // The form marks its fields and toasts the rest (inlineFieldErrors).
    meta: { errorToast: false },
    onSuccess: ({ user }) => {
      queryClient.setQueryData(adminKeys.user(id), (current: AdminUser | undefined) => ({ ...current, ...user }));
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}
