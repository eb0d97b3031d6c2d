// POST /api/auth/recover/send: mails a sign-in code to an existing account.
import { http } from '@/lib/http';

export function sendRecoverCode(email: string): Promise<unknown> {
  return http.post('/auth/recover/send', { email });
}
