// What a feature tells notify() of an event, in a file of its own: the outbox's queries and the merging of a burst
// read the same shape without importing notify() itself.
import type { notificationTypes } from '@vitrina/shared/enums';

export type NotificationType = (typeof notificationTypes)[number]['key'];

export type NotificationEvent = {
  type: NotificationType;
  /** Events of one group for one person that arrive within `groupWindowMs` are delivered together. */
  groupKey: string;
  /** Spanish, short: the notification's title and text. */
  title: string;
  body: string;
  /** The app's path a click opens ('/account/searches/…'). */
  url: string;
  /** The microsite the event happened on (a search made there), whose host the email's links go to. */
  micrositeId?: number | null;
  /** A calendar invitation (an .ics file's text) the email attaches: a visit's. */
  calendar?: string | null;
  /** Who did it (the inbox shows their names and avatars). */
  actorIds?: readonly number[];
  /** What it is about (a search's title): the inbox's grouped item names it. */
  subject?: string | null;
};
