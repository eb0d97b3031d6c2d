import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { codeFromMail } from './mail';
import { answeredPromptCookies } from './prompts';

export type Account = { email: string; name: string; token: { token_type: string; access_token: string } };

/**
 * Creates an account through the API, for flows whose subject is not the sign-in itself (the sign-in has its
 * own spec, auth.spec.ts, which goes through the panel).
 */
export async function signUpByApi(request: APIRequestContext, name: string, email: string): Promise<Account> {
  const response = await request.post('/api/auth/signup', { data: { email, name } });
  expect(response.status(), await response.text()).toBe(200);
  return { email, name, token: await response.json() };
}

/**
 * Starts the browser context signed in as the account, as a returning visitor would be, one who already answered the
 * notification and install prompts.
 */
export async function signInContext(context: BrowserContext, account: Account): Promise<void> {
  await context.addCookies(answeredPromptCookies());
  await context.addInitScript((token) => {
    if (!window.localStorage.getItem('auth-token')) window.localStorage.setItem('auth-token', JSON.stringify(token));
  }, account.token);
}

/**
 * A founding administrator (ADMIN_EMAILS in playwright.config.ts lists one address per spec and project, so no two
 * flows running side by side share one): signed up, then the address proven with the mailed code, which is what
 * grants every admin permission.
 */
export async function foundingAdmin(request: APIRequestContext, email: string): Promise<Account> {
  const admin = await signUpByApi(request, 'Mariana Sosa', email);
  const headers = { Authorization: `Bearer ${admin.token.access_token}` };
  await request.post('/api/auth/verify/send', { headers });
  const verified = await request.post('/api/auth/verify/check', {
    headers,
    data: { code: await codeFromMail(email, 1) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return admin;
}
