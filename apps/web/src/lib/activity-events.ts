// The inbox's live items, told to whichever feature cares (a search's screens refresh when one of its participants
// finishes) without features importing each other: the activity feature emits, others listen.
import type { ActivityItem } from '@vitrina/shared/activity';

type Listener = (item: ActivityItem) => void;
const listeners = new Set<Listener>();

export function onActivityItem(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function emitActivityItem(item: ActivityItem): void {
  for (const listener of [...listeners]) listener(item);
}
