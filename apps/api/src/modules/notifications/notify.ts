// Telling people of an event (docs/decisions/015-notifications.md). A feature calls notify() where the event
// happens, inside its transaction when it has one: a row per recipient who chose the event's type, and one
// delivery job per (recipient, group) that the worker runs a moment later, so a burst of events of one group (the
// coincidences of one search) goes out as one notification. Every event is also an item of each recipient's inbox
// (modules/activity), whatever channels they chose.
import type { Database } from '../../db/client';
import { enqueueMany } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { recordActivity } from '../activity';
import type { NotificationEvent, NotificationType } from './notification-event';
import { insertOutboxRows } from './notifications.queries';

export type { NotificationEvent, NotificationType } from './notification-event';

export const deliverJob = 'notifications.deliver';
/**
 * How long the first event of a group waits for the rest of its burst before it is sent. Half a second: the events
 * of one burst (likes sent at once, one alert run) arrive within milliseconds, and the worker's idle poll (up to a
 * second) comes on top, inside the 2 s an event may take to reach the push service.
 */
export const groupWindowMs = 500;
/**
 * Types whose events come at a person's pace rather than at once: the likes of one search, a second or two apart, the
 * lines of one conversation. Their delivery waits until the burst goes quiet for `quietMs`, and never longer than
 * `maxMs` after its first event, so four likes (or messages of one thread) in a row are one mail and one push.
 */
export const burstWindows: Partial<Record<NotificationType, { quietMs: number; maxMs: number }>> = {
  search_coincidence: { quietMs: 15_000, maxMs: 60_000 },
  message: { quietMs: 15_000, maxMs: 60_000 },
};
/** Attempts of a delivery before it is given up (the queue's backoff spaces them: 15 s, 1 min, 4 min, 16 min). */
export const deliverAttempts = 5;

/** The delivery job's key: while one waits for a (person, group), later events join it instead of queueing another. */
export function deliverKey(userId: number, groupKey: string): string {
  return `notify:${userId}:${groupKey}`;
}

/**
 * Records the event for each of `userIds` whose notification types include its type and queues the deliveries.
 * Returns the ids of the people who will be told.
 */
export async function notify(
  db: Database,
  clock: Clock,
  userIds: readonly number[],
  event: NotificationEvent,
): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const now = clock.now();
  await recordActivity(db, clock, ids, event);
  const told = await insertOutboxRows(db, ids, event, now);
  const burst = burstWindows[event.type];
  const runBy = burst ? new Date(now.getTime() + burst.maxMs).toISOString() : undefined;
  // Every recipient's delivery in one statement.
  await enqueueMany(
    db,
    clock,
    deliverJob,
    told.map((userId) => ({
      payload: { userId, groupKey: event.groupKey, ...(runBy && { runBy }) },
      key: deliverKey(userId, event.groupKey),
    })),
    {
      runAt: new Date(now.getTime() + (burst?.quietMs ?? groupWindowMs)),
      maxAttempts: deliverAttempts,
      debounce: burst !== undefined,
    },
  );
  return told;
}
