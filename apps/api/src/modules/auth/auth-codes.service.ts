// Emailed codes (DESIGN, Security): 6 digits, stored hashed, valid 10 minutes, single use, dead after 5 wrong
// tries. Sending a new one revokes the earlier ones; sending is limited per email here (counted in the database,
// so it holds across API instances) and per IP at the routes.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { messages } from '@vitrina/shared/messages';
import { authMessages } from '@vitrina/shared/auth';
import { limits } from '@vitrina/shared/constants';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { consumeCode, countCodesSentSince, findLiveCode, recordWrongTry, replaceCode, type CodePurpose } from './auth-codes.queries';
import { codeMail } from './code-mail';

export type CodeDeps = { db: Database; clock: Clock; mailer: Mailer; config: Pick<Config, 'appName' | 'codeSendLimit'> };

// Email and purpose are part of the hash, so a code's hash proves nothing about another inbox or use.
function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** limits.codeDigits)).padStart(limits.codeDigits, '0');
}

export async function sendCode(deps: CodeDeps, email: string, purpose: CodePurpose): Promise<void> {
  const now = deps.clock.now();
  const { perEmail, windowMs } = deps.config.codeSendLimit;
  const sent = await countCodesSentSince(deps.db, email, new Date(now.getTime() - windowMs));
  if (sent >= perEmail) throw new HttpError(429, messages.errors.tooManyRequests);

  const code = generateCode();
  await replaceCode(deps.db, {
    email,
    purpose,
    codeHash: hashCode(email, purpose, code),
    expiresAt: new Date(now.getTime() + limits.codeMinutes * 60_000),
    createdAt: now,
  });
  await deps.mailer.send(codeMail({ to: email, code, purpose, appName: deps.config.appName, minutes: limits.codeMinutes }));
}

/** Accepts the code once, or throws the 422 the client shows on the code field. */
export async function useCode(deps: Pick<CodeDeps, 'db' | 'clock'>, email: string, purpose: CodePurpose, code: string): Promise<void> {
  const now = deps.clock.now();
  const live = await findLiveCode(deps.db, email, purpose);
  if (!live || live.expiresAt.getTime() <= now.getTime()) throw fieldError('code', authMessages.codeInvalid);
  if (live.attempts >= limits.codeMaxTries) throw fieldError('code', authMessages.codeTooManyTries);

  if (!sameHash(live.codeHash, hashCode(email, purpose, code))) {
    const attempts = await recordWrongTry(deps.db, live.id, limits.codeMaxTries);
    if (attempts === null || attempts >= limits.codeMaxTries) throw fieldError('code', authMessages.codeTooManyTries);
    throw fieldError('code', authMessages.codeInvalid);
  }
  if (!(await consumeCode(deps.db, live.id, now))) throw fieldError('code', authMessages.codeInvalid);
}
