// POST /api/auth/verify/send: mails a code to the signed-in user's own email.
import { http } from '@/lib/http';

export function sendVerifyCode(): Promise<unknown> {
  return http.post('/auth/verify/send', {});
}
