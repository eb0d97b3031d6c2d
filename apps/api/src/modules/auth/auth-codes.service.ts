// Emailed codes (product.md, Sign-in and the account): 6 digits, stored hashed, valid 10 minutes, single use, dead
// after 5 wrong tries, and at most 20 wrong tries an email a day across its codes (a new code does not reset that).
// Sending a new one revokes the earlier ones; sending is limited per email here (counted in the database, so it holds
// across API instances) and per IP at the routes.
import { createHash, randomInt } from 'node:crypto';
import { messages } from '@vitrina/shared/messages';
import { authMessages } from '@vitrina/shared/auth';
import { limits } from '@vitrina/shared/constants';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { attemptCode, countCodesSentSince, replaceCode, type CodePurpose } from './auth-codes.queries';
import { codeMail } from './code-mail';

export type CodeDeps = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'appName' | 'codeSendLimit'> & Partial<Pick<Config, 'adminEmails'>>;
};

// Email and purpose are part of the hash, so a code's hash proves nothing about another inbox or use.
function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex');
}

/** The window of the daily cap on wrong tries; codes are pruned a day after they were sent, so it is all there. */
const failedTriesWindowMs = 24 * 60 * 60 * 1000;

function generateCode(): string {
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
  await deps.mailer.send(
    codeMail({ to: email, code, purpose, appName: deps.config.appName, minutes: limits.codeMinutes }),
  );
}

/**
 * Accepts the code once, or throws what the client shows: the 422 on the code field (wrong, expired, or this code's
 * tries spent: ask for a new one), or a 429 once the email's wrong tries of the day are spent, since a new code
 * would not help then.
 */
export async function useCode(
  deps: Pick<CodeDeps, 'db' | 'clock'>,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const now = deps.clock.now();
  const attempt = await attemptCode(deps.db, {
    email,
    purpose,
    codeHash: hashCode(email, purpose, code),
    now,
    since: new Date(now.getTime() - failedTriesWindowMs),
    maxTries: limits.codeMaxTries,
    maxFailedPerDay: limits.codeMaxFailedTriesPerDay,
  });
  if (attempt.outcome === 'accepted') return;
  if (attempt.outcome === 'wrong') {
    if (attempt.attempts >= limits.codeMaxTries) throw fieldError('code', authMessages.codeTooManyTries);
    throw fieldError('code', authMessages.codeInvalid);
  }
  // Refused without weighing: say which limit stands in the way, if any.
  if (attempt.attempts === null) throw fieldError('code', authMessages.codeInvalid);
  if (attempt.attempts >= limits.codeMaxTries) throw fieldError('code', authMessages.codeTooManyTries);
  if (attempt.failedToday >= limits.codeMaxFailedTriesPerDay) throw new HttpError(429, messages.errors.tooManyRequests);
  // A concurrent request used or replaced the code a moment ago.
  throw fieldError('code', authMessages.codeInvalid);
}
