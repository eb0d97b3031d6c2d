// GET /api/auth/user/accounts: the Google and Apple accounts linked to the signed-in user.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type LinkedAccount = { provider: 'google' | 'apple'; email: string | null; created_at: string };

export function getLinkedAccounts(): Promise<LinkedAccount[]> {
  return http.get<LinkedAccount[]>('/auth/user/accounts');
}

export function linkedAccountsQueryOptions(userId: number) {
  return queryOptions({ queryKey: ['auth', 'user', userId, 'accounts'], queryFn: getLinkedAccounts });
}

export function useLinkedAccounts(userId: number) {
  return useQuery(linkedAccountsQueryOptions(userId));
}
