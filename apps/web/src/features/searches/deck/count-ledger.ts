// The count of listings still to see ('N publicaciones por ver') as the deck shows it: moved at once by every decision
// and undo, and read again from GET /search/{id}/count now and then. A reading must never undo a move made while it
// was on its way: its answer was counted before that decision or undo reached the API. So a reading waits for the
// calls under way to settle, and is thrown away and taken again when the deck moved the count meanwhile; the one it
// keeps is the API's count once every decision so far has settled. Decisions still waiting in the offline queue are
// not in the API's count yet, and are taken off it.
import { sessionStore } from '@/lib/session';
import { decisionQueue } from './offline/decision-queue';

type Ledger = {
  /** How many times the deck moved the count; a reading taken across a move is stale. */
  moves: number;
  /** Decisions and undos on their way to the API. */
  underway: Set<Promise<unknown>>;
};

const ledgers = new Map<string, Ledger>();

function ledgerOf(search: string): Ledger {
  let ledger = ledgers.get(search);
  if (!ledger) {
    ledger = { moves: 0, underway: new Set() };
    ledgers.set(search, ledger);
  }
  return ledger;
}

/** The deck moved the count (a decision, an undo, one put back); `call` is what carries it to the API, if anything. */
export function noteCountMove(search: string, call?: Promise<unknown>): void {
  const ledger = ledgerOf(search);
  ledger.moves += 1;
  if (!call) return;
  ledger.underway.add(call);
  const settled = () => ledger.underway.delete(call);
  call.then(settled, settled);
}

/** How many of the signed-in person's decisions on this search wait in the offline queue. */
function waiting(search: string): number {
  const session = sessionStore.get();
  if (session.status !== 'authenticated') return 0;
  const userId = session.user.id;
  return decisionQueue.entries().filter((entry) => entry.userId === userId && entry.search === search).length;
}

/** Reads the count once nothing the deck did is still on its way, and again for as long as the deck keeps moving it. */
export async function readCount(
  search: string,
  fetchCount: (signal?: AbortSignal) => Promise<{ count: number }>,
  signal?: AbortSignal,
): Promise<{ count: number }> {
  const ledger = ledgerOf(search);
  for (;;) {
    const moves = ledger.moves;
    await Promise.allSettled([...ledger.underway]);
    if (signal?.aborted) throw signal.reason;
    if (ledger.moves !== moves) continue;
    const answer = await fetchCount(signal);
    if (ledger.moves === moves) return { count: Math.max(0, answer.count - waiting(search)) };
  }
}
