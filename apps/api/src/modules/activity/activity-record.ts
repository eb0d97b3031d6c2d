// Recording for the inbox: notify() calls it for every event it tells, for every recipient, whatever channels they
// chose (their preferences pick only mail and push). Inside the event's transaction, so an item exists exactly when
// the event does, and its NOTIFY reaches the live streams once it commits.
import { activityTiming } from '@vitrina/shared/activity-texts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { writeActivity } from './activity.queries';

export type ActivityEvent = {
  /** A notification type key, `lead` or `message`. */
  type: string;
  /** Events of one group within a few minutes are one item for each person. */
  groupKey: string;
  title: string;
  body: string;
  url: string;
  /** Who did it: their names and avatars show on the item. */
  actorIds?: readonly number[];
  /** What it is about (a search's title), for the grouped item's title. */
  subject?: string | null;
};

export async function recordActivity(
  db: Database,
  clock: Clock,
  userIds: readonly number[],
  event: ActivityEvent,
): Promise<void> {
  const ids = [...new Set(userIds)].filter(Number.isSafeInteger);
  if (ids.length === 0) return;
  await writeActivity(db, {
    userIds: ids,
    type: event.type,
    groupKey: event.groupKey,
    subject: event.subject ?? null,
    title: event.title,
    body: event.body,
    url: event.url,
    actorIds: [...new Set(event.actorIds ?? [])].filter(Number.isSafeInteger),
    now: clock.now(),
    windowMs: activityTiming.groupWindowMs,
  });
}
