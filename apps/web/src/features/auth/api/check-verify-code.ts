// POST /api/auth/verify/check: marks the signed-in user's email as verified.
import { http } from '@/lib/http';

export function checkVerifyCode(code: string): Promise<unknown> {
  return http.post('/auth/verify/check', { code });
}
