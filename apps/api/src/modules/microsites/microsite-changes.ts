/**
 * Tells whoever keeps something derived from the microsites (the host resolution's cache) that one was created,
 * edited or deleted. Listeners run synchronously after the change is committed; one that throws does not stop
 * the others.
 */
type MicrositeChangeListener = () => void;

const listeners = new Set<MicrositeChangeListener>();

/** Calls `listener` after every committed microsite change; the returned function stops it. */
export function onMicrositeChanged(listener: MicrositeChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the microsite administration after every successful create, update or delete. */
export function notifyMicrositeChanged(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch {
      // A listener's failure is its own; the change is already committed.
    }
  }
}
