// Sends the queued decisions (decision-queue.ts) in order when there is a connection: at start, on the browser's
// 'online' event, when a person signs in, and after a failed try with a growing wait. The API stores a decision by
// upsert per (search, person, listing), so a decision sent twice (an answer lost on the way back) counts once.
// An answer that refuses the decision (the listing or the search gone, 4xx) ends it: the person is told which
// listing and why, never silently. No answer, or a server error (5xx), keeps it for the next try. A 401 keeps the
// queue until the person signs in again.
import { notifications } from '@mantine/notifications';
import type { DecisionResponse } from '@vitrina/shared/searches';
import { errorMessages } from '@/lib/error-message';
import { HttpError } from '@/lib/http';
import { requestOverlayHost } from '@/lib/overlay-host';
import { sessionStore } from '@/lib/session';
import { postDecision } from '../api/deck-api';
import { showCoincidence } from '../coincidence-toast';
import { decisionQueue, type PendingDecision, type SendOutcome } from './decision-queue';
import { offlineTexts } from './offline-texts';

/** The first retry waits this long, each next one twice as long, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 2000;
export const RETRY_MAX_MS = 5 * 60 * 1000;

export type Settled = { entry: PendingDecision; outcome: 'sent' | 'refused' };
const settledListeners = new Set<(settled: Settled) => void>();

/** Tells the deck what became of a queued decision (a refused one leaves its history). */
export function onDecisionSettled(listener: (settled: Settled) => void): () => void {
  settledListeners.add(listener);
  return () => {
    settledListeners.delete(listener);
  };
}

let running: Promise<void> | null = null;
let retryTimer: number | undefined;
let stop: (() => void) | null = null;

export function isNetworkFailure(error: unknown): boolean {
  return error instanceof HttpError && error.status === null;
}

function verdictOf(error: unknown): 'retry' | 'hold' | 'refuse' {
  if (!(error instanceof HttpError) || error.status === null) return 'retry';
  if (error.status >= 500 || error.status === 408 || error.status === 429) return 'retry';
  if (error.status === 401) return 'hold';
  return 'refuse';
}

function explainRefusal(entry: PendingDecision, error: unknown) {
  const status = error instanceof HttpError ? error.status : null;
  const reason = status === 404 || status === 410 ? offlineTexts.gone : (errorMessages(error)[0] ?? offlineTexts.gone);
  void requestOverlayHost();
  // It stays until closed: the person learns of it whenever they look back at the screen.
  notifications.show({
    color: 'red',
    title: offlineTexts.refusedTitle,
    message: offlineTexts.refused(entry.card.title, reason),
    autoClose: false,
    withBorder: true,
  });
}

function tell(settled: Settled) {
  for (const listener of settledListeners) listener(settled);
}

async function sendOne(entry: PendingDecision): Promise<SendOutcome> {
  let answer: DecisionResponse;
  try {
    answer = await postDecision(entry.search, {
      publication_id: entry.card.id,
      like: entry.like,
      is_super: entry.isSuper,
    });
  } catch (error) {
    const verdict = verdictOf(error);
    if (verdict === 'refuse') {
      decisionQueue.remove(entry.id);
      explainRefusal(entry, error);
      tell({ entry, outcome: 'refused' });
      return 'refused';
    }
    if (verdict === 'retry') {
      decisionQueue.update(entry.id, { attempts: entry.attempts + 1 });
      scheduleRetry(entry.attempts + 1);
    }
    return 'kept';
  }
  decisionQueue.remove(entry.id);
  tell({ entry, outcome: 'sent' });
  if (answer.coincidences.exists)
    showCoincidence(
      entry.search,
      answer.coincidences.users.map((user) => user.name),
    );
  return 'sent';
}

/** Tries the queue again after a wait that doubles with each failed try of its first decision. */
export function scheduleRetry(attempts: number) {
  window.clearTimeout(retryTimer);
  const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1));
  retryTimer = window.setTimeout(() => {
    retryTimer = undefined;
    void flushDecisions();
  }, wait);
}

export function isRetryScheduled(): boolean {
  return retryTimer !== undefined;
}

function cancelRetry() {
  window.clearTimeout(retryTimer);
  retryTimer = undefined;
}

function currentUserId(): number | null {
  const session = sessionStore.get();
  return session.status === 'authenticated' ? session.user.id : null;
}

/** Sends the signed-in person's queued decisions one by one, oldest first; stops at the first one kept. */
export function flushDecisions(): Promise<void> {
  running ??= (async () => {
    await decisionQueue.ready();
    while (navigator.onLine) {
      const userId = currentUserId();
      const entry = decisionQueue.entries().find((item) => item.userId === userId);
      if (!entry) break;
      const outcome = await decisionQueue.sending(entry.id, sendOne(entry));
      if (outcome === 'kept') break;
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Starts the sending once per page: what a closed app left, then whenever the connection or the person returns. */
export function startDecisionSync(): void {
  if (stop) return;
  const online = () => {
    cancelRetry();
    void flushDecisions();
  };
  window.addEventListener('online', online);
  let userId = currentUserId();
  const unsubscribe = sessionStore.subscribe(() => {
    const next = currentUserId();
    if (next === userId) return;
    userId = next;
    if (next !== null) void flushDecisions();
  });
  stop = () => {
    window.removeEventListener('online', online);
    unsubscribe();
    cancelRetry();
  };
  void flushDecisions();
}

/** Stops the sending (tests, between one page's life and the next). */
export function stopDecisionSync(): void {
  stop?.();
  stop = null;
}
