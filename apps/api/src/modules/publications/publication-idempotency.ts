// Idempotent listing creation: a client that sends an `Idempotency-Key` may repeat its request after an answer
// it never got (a server gone mid-request, a proxy that dropped the reply) and the listing is stored once. The key
// is the person's own: another person's request with the same key is another request. For 24 hours a repeat
// answers the listing the first request created, whatever the repeat's body says.
import { idempotencyKeyPattern, idempotencyMessages } from '@vitrina/shared/idempotency';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/errors';
import {
  claimKey,
  findClaimedPublication,
  pruneExpiredKeys,
  settleKey,
  type KeyClaim,
} from './publication-idempotency.queries';

export type { KeyClaim } from './publication-idempotency.queries';

export const idempotencyKeyTtlMs = 24 * 60 * 60 * 1000;
/** A claim that keeps vanishing (its listing deleted as it is read) is given up on after this many tries. */
const claimTries = 3;

const expiry = (now: Date) => new Date(now.getTime() - idempotencyKeyTtlMs);

/** The request's key, or null without one; a malformed key (or the header sent twice) is a 400. */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !idempotencyKeyPattern.test(header)) {
    throw new HttpError(400, idempotencyMessages.invalidKey);
  }
  return header;
}

/** The listing an earlier, committed request with this key created; null when there is none to repeat. */
export function earlierPublication(db: Database, claim: KeyClaim, now: Date): Promise<number | null> {
  return findClaimedPublication(db, claim, expiry(now));
}

/**
 * Claims the key as the creating transaction's first write, so a concurrent request with the same key waits
 * here until this one ends. Answers null when the key is ours, or the listing of the request that holds it.
 */
export async function claimOrFindEarlier(tx: Database, claim: KeyClaim, now: Date): Promise<number | null> {
  for (let attempt = 0; attempt < claimTries; attempt++) {
    if (await claimKey(tx, claim, now, expiry(now))) return null;
    const earlier = await findClaimedPublication(tx, claim, expiry(now));
    if (earlier !== null) return earlier;
  }
  throw new Error('The Idempotency-Key claim kept vanishing');
}

/** Ties the claimed key to the listing created, inside the same transaction. */
export const settleClaim = settleKey;

/** Best effort after a creation: a failure leaves rows the next creation prunes. */
export async function pruneExpiredClaims(db: Database, now: Date): Promise<void> {
  await pruneExpiredKeys(db, expiry(now)).catch(() => {});
}
