// POST /api/auth/signup: creates the account with its name and signs in, attaching the anonymous searches.
import type { TokenResponse } from '@vitrina/shared/auth';
import { http } from '@/lib/http';

export function signUp(body: { email: string; name: string; searches: string[] }): Promise<TokenResponse> {
  return http.post<TokenResponse>('/auth/signup', body);
}
