// POST /api/auth/user/slug as a PUT: the store's address, and whether the store shows the contact means.
// Answers the updated user.
import { useMutation } from '@tanstack/react-query';
import type { User } from '@vitrina/shared/users';
import { http } from '@/lib/http';
import { updateSessionUser } from '@/lib/session';

export type StoreSettings = { slug: string; store_contacts: boolean };

export function updateSlug(settings: StoreSettings): Promise<{ user: User }> {
  return http.post<{ user: User }>('/auth/user/slug', { _method: 'PUT', ...settings });
}

export function useUpdateSlug() {
  return useMutation({
    mutationFn: updateSlug,
    meta: { errorToast: false },
    onSuccess: ({ user }) => updateSessionUser(user),
  });
}
