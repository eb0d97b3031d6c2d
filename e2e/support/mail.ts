import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** A calendar invitation travels as `calendar`, the .ics text the mail carries as its text/calendar part. */
type Mail = { to: string; subject: string; text: string; html: string; sent_at: string; calendar?: string };

/** The mails the server under test wrote to its data folder (the development file transport), newest last. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const folder = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const names = await readdir(folder).catch(() => [] as string[]);
  const mails: Mail[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const mail = JSON.parse(await readFile(join(folder, name), 'utf8')) as Mail;
    if (String(mail.to).toLowerCase().includes(address.toLowerCase())) mails.push(mail);
  }
  return mails.sort((a, b) => a.sent_at.localeCompare(b.sent_at));
}

/** Waits for the count-th mail to the address and returns the 6-digit code in it. */
export async function codeFromMail(address: string, count: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        if (mails.length < count) return '';
        code = /\b(\d{6})\b/.exec(mails[count - 1].text)?.[1] ?? '';
        return code;
      },
      { message: `esperando el mail ${count} a ${address}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@vitrina.test`;
}
