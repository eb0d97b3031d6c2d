// What the deck asks of the offline queue: whether a decision must wait in it, queueing one, the listings it holds
// for a search (never shown again while they wait), and the online state for the screen.
import { useMemo, useSyncExternalStore } from 'react';
import type { SearchCard } from '@vitrina/shared/searches';
import { sessionStore } from '@/lib/session';
import { decisionQueue, type PendingDecision } from './decision-queue';
import { flushDecisions, scheduleRetry, isRetryScheduled } from './decision-sync';

export function signedInUserId(): number | null {
  const session = sessionStore.get();
  return session.status === 'authenticated' ? session.user.id : null;
}

/**
 * A decision waits in the queue when there is no connection, or when earlier ones of the same person still wait:
 * they leave in the order they were made.
 */
export function mustQueue(userId: number): boolean {
  return !navigator.onLine || decisionQueue.entries().some((entry) => entry.userId === userId);
}

/**
 * Queues a decision. `failed`: its own send found no connection, so the next try waits a little; otherwise the queue
 * is sent at once when the browser says it is online (and no wait after a failure is running).
 */
export function queueDecision(
  decision: { userId: number; search: string; card: SearchCard; like: boolean; isSuper: boolean },
  failed = false,
): PendingDecision {
  const entry = decisionQueue.add(decision);
  if (failed) {
    if (!isRetryScheduled()) scheduleRetry(1);
  } else if (navigator.onLine && !isRetryScheduled()) void flushDecisions();
  return entry;
}

/** The ids of the listings waiting in the queue for this person and search. */
export function pendingCardIds(userId: number | null, search: string): Set<number> {
  return new Set(
    decisionQueue
      .entries()
      .filter((entry) => entry.userId === userId && entry.search === search)
      .map((entry) => entry.card.id),
  );
}

/** The person's decisions waiting for this search, as the screen shows them. */
export function usePendingDecisions(search: string): PendingDecision[] {
  const all = useSyncExternalStore(decisionQueue.subscribe, decisionQueue.entries, decisionQueue.entries);
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const userId = session.status === 'authenticated' ? session.user.id : null;
  return useMemo(
    () => all.filter((entry) => entry.userId === userId && entry.search === search),
    [all, userId, search],
  );
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it has a connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
