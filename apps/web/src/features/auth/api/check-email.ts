// POST /api/auth/check: whether an account exists for the email, to choose between recover and signup.
import { http } from '@/lib/http';

export function checkEmail(email: string): Promise<{ exists: boolean }> {
  return http.post<{ exists: boolean }>('/auth/check', { email });
}
