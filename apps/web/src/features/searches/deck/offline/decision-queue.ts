// The decisions waiting for a connection (product.md, Notifications and the installable app: Offline): kept in
// IndexedDB so they outlive a reload or a closed app, mirrored in memory so the deck reads them at once (a decision's
// render cannot wait for the disk). One entry per (person, search, listing): deciding again on the same listing
// replaces it, as the API's upsert would.
// They leave in the order they were made (`seq`).
import type { SearchCard } from '@vitrina/shared/searches';
import { DECISIONS, idb } from './idb';

export type PendingDecision = {
  id: string;
  /** The order of the decisions, across searches. */
  seq: number;
  userId: number;
  /** The search's uuid, as the deck calls the API. */
  search: string;
  card: SearchCard;
  like: boolean;
  isSuper: boolean;
  /** Sends that failed for want of a connection or a server (5xx): the next retry waits longer. */
  attempts: number;
};

/** How a send ended: stored, refused for good (the person is told why), or still to send. */
export type SendOutcome = 'sent' | 'refused' | 'kept';

export const pendingId = (userId: number, search: string, cardId: number) => `${userId}:${search}:${cardId}`;

let entries: PendingDecision[] = [];
let loading: Promise<void> | null = null;
let lastSeq = 0;
const listeners = new Set<() => void>();
const sending = new Map<string, Promise<SendOutcome>>();

function publish(next: PendingDecision[]) {
  entries = [...next].sort((a, b) => a.seq - b.seq);
  for (const listener of listeners) listener();
}

/** Reads the stored queue once per page; entries added before it answered are kept. */
function load(): Promise<void> {
  loading ??= idb
    .getAll<PendingDecision>(DECISIONS)
    .catch(() => undefined)
    .then((stored) => {
      if (!stored?.length) return;
      const known = new Set(entries.map((entry) => entry.id));
      publish([...stored.filter((entry) => !known.has(entry.id)), ...entries]);
      lastSeq = Math.max(lastSeq, ...entries.map((entry) => entry.seq));
    });
  return loading;
}

function persist(entry: PendingDecision): void {
  void idb.put(DECISIONS, entry).catch(() => undefined);
}

export const decisionQueue = {
  ready: load,
  entries: () => entries,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: (id: string) => entries.find((entry) => entry.id === id),

  /** Queues a decision (in memory at once, on disk right after). */
  add(decision: Omit<PendingDecision, 'id' | 'seq' | 'attempts'>): PendingDecision {
    lastSeq = Math.max(lastSeq + 1, Date.now());
    const entry = {
      ...decision,
      id: pendingId(decision.userId, decision.search, decision.card.id),
      seq: lastSeq,
      attempts: 0,
    };
    publish([...entries.filter((item) => item.id !== entry.id), entry]);
    persist(entry);
    return entry;
  },

  update(id: string, change: Partial<Pick<PendingDecision, 'attempts'>>): void {
    const entry = entries.find((item) => item.id === id);
    if (!entry) return;
    const next = { ...entry, ...change };
    publish(entries.map((item) => (item.id === id ? next : item)));
    persist(next);
  },

  remove(id: string): void {
    if (!entries.some((entry) => entry.id === id)) return;
    publish(entries.filter((entry) => entry.id !== id));
    void idb.delete(DECISIONS, id).catch(() => undefined);
  },

  /** Marks an entry as on its way until `send` settles, so an undo meanwhile waits for its outcome. */
  sending(id: string, send: Promise<SendOutcome>): Promise<SendOutcome> {
    sending.set(id, send);
    void send.finally(() => sending.delete(id));
    return send;
  },

  /**
   * Takes a decision back before it is sent (an undo): 'withdrawn' when it never reached the API, 'sent' when it was
   * on its way and got there (the caller undoes it there), 'refused' when the API refused it.
   */
  async withdraw(id: string): Promise<'withdrawn' | 'sent' | 'refused'> {
    const underway = sending.get(id);
    if (underway) {
      const outcome = await underway;
      if (outcome !== 'kept') return outcome;
    }
    decisionQueue.remove(id);
    return 'withdrawn';
  },

  /** Empties the memory (tests: a reload starts from what the disk holds). */
  forget(): void {
    entries = [];
    loading = null;
    sending.clear();
    lastSeq = 0;
  },
};
