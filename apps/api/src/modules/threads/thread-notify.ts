// Telling the other participants of a new message (type 'message'): an item of their inbox and, by the channels they
// chose, a push and a mail. The group is the thread, and its delivery waits for the thread to go quiet
// (notifications/notify.ts, burstWindows), so a few lines written in a row are one push and one mail, not one each.
import { threadPath } from '@vitrina/shared/threads';
import type { Database } from '../../db/client';
import type { SearchRow, UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { notify } from '../notifications';
import { findListingTitle, otherParticipantIds, type ThreadKey } from './threads.queries';

/** A message's text as a notification's body: its first 200 characters on one line. */
export function messagePreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

export function threadGroupKey(key: ThreadKey): string {
  return `thread:${key.searchId}:${key.publicationId}`;
}

export async function tellThread(
  db: Database,
  clock: Clock,
  search: SearchRow,
  key: ThreadKey,
  author: UserRow,
  text: string,
): Promise<void> {
  const [recipients, title] = await Promise.all([
    otherParticipantIds(db, search.id, author.id),
    findListingTitle(db, key.publicationId),
  ]);
  const about = title ?? search.title;
  await notify(db, clock, recipients, {
    type: 'message',
    groupKey: threadGroupKey(key),
    title: `${author.name} escribió sobre «${about}»`,
    body: messagePreview(text),
    url: threadPath(search.uuid, key.publicationId),
    micrositeId: search.micrositeId,
    actorIds: [author.id],
    subject: about,
  });
}
