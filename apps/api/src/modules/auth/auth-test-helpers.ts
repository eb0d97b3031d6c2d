// Helpers for the sign-in and profile tests: read the mail the file transport wrote, take the code out of it,
// sign a user in through the real endpoints, and build multipart bodies as a browser would.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { SentMail } from '../../lib/mail';
import { mailDirectory } from '../../lib/mail';

export function mailsTo(dataDir: string, email: string): SentMail[] {
  const directory = mailDirectory(dataDir);
  let files: string[];
  try {
    files = readdirSync(directory).map((file) => join(directory, file));
  } catch {
    return [];
  }
  // The test clock stands still, so names (stamped with it) do not order the mail; write times do.
  const written = (file: string) => statSync(file, { bigint: true }).mtimeNs;
  return files
    .sort((a, b) => (written(a) < written(b) ? -1 : written(a) > written(b) ? 1 : 0))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as SentMail)
    .filter((mail) => mail.to === email);
}

/** The code of the newest mail sent to `email`, read from its subject as a person would. */
export function lastCode(dataDir: string, email: string): string {
  const mails = mailsTo(dataDir, email);
  expect(mails.length, `no mail to ${email}`).toBeGreaterThan(0);
  const match = /(\d{6})/.exec(mails[mails.length - 1].subject);
  expect(match, 'the subject carries the code').not.toBeNull();
  return match![1];
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs up a new account through the API and answers its token. */
export async function signUpViaApi(app: App, email: string, name = 'Valentina Gómez'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, name, searches: [] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token as string;
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(
  fields: Record<string, string | string[] | { data: Buffer; filename: string; type: string }>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(name, item);
    else if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.data], { type: value.type }), value.filename);
  }
  const request = new Request('http://vitrina.test/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}
