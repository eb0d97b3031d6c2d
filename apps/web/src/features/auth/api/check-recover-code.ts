// POST /api/auth/recover/check: signs in with the mailed code, attaching the anonymous searches.
import type { TokenResponse } from '@vitrina/shared/auth';
import { http } from '@/lib/http';

export function checkRecoverCode(body: { email: string; code: string; searches: string[] }): Promise<TokenResponse> {
  return http.post<TokenResponse>('/auth/recover/check', body);
}
