// A burst of one group (the coincidences of one search for one person, arriving within the grouping window) becomes
// one notification: alone, an event is told as it was written; several, by the newest one's title and a count.
import { countedBody } from '../activity';

export type OutboxEvent = {
  id: number;
  type: string;
  title: string;
  body: string;
  url: string;
  micrositeId: number | null;
  calendar?: string | null;
  createdAt: Date;
};
/** The newest event's link and site; a count of the events merged. */
export type MergedNotification = {
  type: string;
  title: string;
  body: string;
  url: string;
  micrositeId: number | null;
  /** The newest event's calendar invitation: it carries the highest SEQUENCE of the burst. */
  calendar: string | null;
  count: number;
};

/** `events` of one (person, group), any order; at least one. */
export function mergeNotifications(events: readonly OutboxEvent[]): MergedNotification {
  const sorted = [...events].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const newest = sorted[sorted.length - 1];
  const { type, title, url, micrositeId } = newest;
  const calendar = newest.calendar ?? null;
  if (sorted.length === 1) return { type, title, body: newest.body, url, micrositeId, calendar, count: 1 };
  return { type, title, body: countedBody(type, sorted.length), url, micrositeId, calendar, count: sorted.length };
}
