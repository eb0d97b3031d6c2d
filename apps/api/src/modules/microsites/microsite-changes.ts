/**
 * Tells whoever keeps something derived from the microsites (the host resolution's cache) that one was created,
 * edited or deleted. The administration calls notifyMicrositeChanged() after every committed change: this process's
 * listeners run at once, synchronously, and each relay tells the other processes (on PostgreSQL, a NOTIFY that every
 * instance's LISTEN hears: microsite-changes-feed.ts). A listener that throws does not stop the others.
 *
 * One bus per process; a test gives an app a bus of its own to stand for another process.
 */
type MicrositeChangeListener = () => void;

export type MicrositeChanges = {
  /** Calls `listener` after every change this process makes or hears of; the returned function stops it. */
  on(listener: MicrositeChangeListener): () => void;
  /** A change was committed here: this process's listeners now, then every relay. */
  notify(): void;
  /** A change committed by another process: this process's listeners only. */
  heard(): void;
  /** Adds a way to tell the other processes; the returned function removes it. */
  relay(send: () => void): () => void;
};

export function createMicrositeChanges(): MicrositeChanges {
  const listeners = new Set<MicrositeChangeListener>();
  const relays = new Set<() => void>();
  const callAll = (functions: Set<() => void>) => {
    for (const call of [...functions]) {
      try {
        call();
      } catch {
        // A listener's failure is its own; the change is already committed.
      }
    }
  };
  return {
    on(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify() {
      callAll(listeners);
      callAll(relays);
    },
    heard() {
      callAll(listeners);
    },
    relay(send) {
      relays.add(send);
      return () => void relays.delete(send);
    },
  };
}

/** This process's bus. */
export const processMicrositeChanges = createMicrositeChanges();

/** Calls `listener` after every microsite change this process makes or hears of; the returned function stops it. */
export function onMicrositeChanged(listener: MicrositeChangeListener): () => void {
  return processMicrositeChanges.on(listener);
}

/** Called by the microsite administration after every successful create, update or delete. */
export function notifyMicrositeChanged(): void {
  processMicrositeChanges.notify();
}
