// Links the server signs with its SECRET_KEY, made here for flows whose mail a test cannot wait for. The server under
// test runs with E2E_SECRET_KEY (playwright.config.ts).
import { createHmac } from 'node:crypto';

/**
 * A daily digest's «No quiero más avisos de esta búsqueda» link: `{user}.{searches}.` and an HMAC-SHA256 with the
 * key (apps/api/src/modules/search-alerts/unsubscribe-token.ts). The digest goes at 09:00 Argentina time; the API's
 * tests read this link from the mail itself.
 */
export function unsubscribeLink(userId: number, searchId: number): string {
  const key = process.env.E2E_SECRET_KEY;
  if (!key) throw new Error('E2E_SECRET_KEY is set by playwright.config.ts');
  const body = `${userId}.${searchId}`;
  const signature = createHmac('sha256', key)
    .update(`search-alert-unsubscribe:${body}`)
    .digest('base64url')
    .slice(0, 32);
  return `/alert/unsubscribe/${body}.${signature}`;
}
