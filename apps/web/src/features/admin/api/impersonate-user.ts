// POST /api/admin/user/{id}/impersonate: a session of the user, issued to the admin.
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type ImpersonationToken = { token_type: 'Bearer'; access_token: string; expires_at: string };

export function impersonateUser(id: number): Promise<ImpersonationToken> {
  return http.post<ImpersonationToken>(`/admin/user/${id}/impersonate`);
}

export function useImpersonateUser(id: number) {
  return useMutation({ mutationFn: () => impersonateUser(id) });
}
