// The searches a visitor made before signing in become theirs at sign-in (product.md, Sign-in and the account):
// every sign-in (code, sign-up, Google, Apple) hands the uuids its client kept to claimSearches, a listener of
// auth's onSignedIn registered by searches.plugin.ts. A uuid that names no search, or one that already has a
// creator, is ignored.
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { claimVisitorSearches } from './search-claims.queries';

export async function claimSearches(
  deps: { db: Database; clock: Clock },
  userId: number,
  uuids: string[],
): Promise<number[]> {
  const unique = [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
  return claimVisitorSearches(deps.db, userId, unique, deps.clock.now());
}
