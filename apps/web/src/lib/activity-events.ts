// The inbox's live items, told to whichever feature cares (a search's screens refresh when one of its participants
// finishes) without features importing each other: the activity feature emits, others listen.
import type { ActivityItem } from '@vitrina/shared/activity';

/** Answers true when it showed the item itself (an open thread shows its new message): no toast is needed then. */
type Listener = (item: ActivityItem) => boolean | void;
const listeners = new Set<Listener>();

export function onActivityItem(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether a listener showed the item where the person is looking. */
export function emitActivityItem(item: ActivityItem): boolean {
  let shown = false;
  for (const listener of [...listeners]) if (listener(item) === true) shown = true;
  return shown;
}
