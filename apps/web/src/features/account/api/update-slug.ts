// POST /api/auth/user/slug as a PUT: the store's address. Answers the updated user.
import { useMutation } from '@tanstack/react-query';
import type { User } from '@vitrina/shared/users';
import { http } from '@/lib/http';
import { updateSessionUser } from '@/lib/session';

export function updateSlug(slug: string): Promise<{ user: User }> {
  return http.post<{ user: User }>('/auth/user/slug', { _method: 'PUT', slug });
}

export function useUpdateSlug() {
  return useMutation({
    mutationFn: updateSlug,
    meta: { errorToast: false },
    onSuccess: ({ user }) => updateSessionUser(user),
  });
}
