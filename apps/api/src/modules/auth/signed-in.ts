// What other modules do when a person signs in (product.md, Sign-in and the account): the searches a visitor made
// before signing in become theirs. Auth tells and knows nobody who listens; the searches module registers its claim
// when its plugin is registered (searches/searches.plugin.ts), so auth depends on no module above it.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

/**
 * Called at every sign-in (code, sign-up, Google, Apple) before the token is issued, one listener after the other.
 * `searches` are the uuids of the searches the visitor's client kept.
 */
export type SignedInListener = (
  deps: { db: Database; clock: Clock },
  userId: number,
  searches: string[],
) => Promise<unknown>;

// A set, so the same listener registered by every app the process builds (each test builds its own) runs once.
const listeners = new Set<SignedInListener>();

export function onSignedIn(listener: SignedInListener): void {
  listeners.add(listener);
}

export async function tellSignedIn(deps: { db: Database; clock: Clock }, userId: number, searches: string[]) {
  for (const listener of listeners) await listener(deps, userId, searches);
}
