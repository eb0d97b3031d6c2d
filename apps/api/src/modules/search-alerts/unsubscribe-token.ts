// The signed token of a digest's unsubscribe links: who (a user id) stops hearing of which searches (their ids), and
// an HMAC-SHA256 of both with the app's SECRET_KEY, so a link cannot be altered into someone else's or another
// search's. It never expires: an old digest's link still works, and all it can do is turn alerts off.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type UnsubscribeClaim = { userId: number; searchIds: number[] };

/** Kept apart from every other use of the key. */
const purpose = 'search-alert-unsubscribe';
/** At most this many searches in one token (a digest's header names them all). */
const maxSearches = 200;

function signature(secretKey: string, body: string): string {
  return createHmac('sha256', secretKey).update(`${purpose}:${body}`).digest('base64url').slice(0, 32);
}

/** `{userId}.{searchId}-{searchId}….{signature}`: short, URL-safe, readable in a log. */
export function signUnsubscribe(secretKey: string, claim: UnsubscribeClaim): string {
  const body = `${claim.userId}.${claim.searchIds.join('-')}`;
  return `${body}.${signature(secretKey, body)}`;
}

const idPattern = /^[1-9]\d{0,14}$/;

/** The claim of a token signed with this key; null for anything altered, truncated or signed with another key. */
export function verifyUnsubscribe(secretKey: string, token: string): UnsubscribeClaim | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [user, list, given] = parts;
  const ids = list.split('-');
  if (!idPattern.test(user) || ids.length > maxSearches || !ids.every((id) => idPattern.test(id))) return null;
  const expected = Buffer.from(signature(secretKey, `${user}.${list}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId: Number(user), searchIds: [...new Set(ids.map(Number))] };
}
