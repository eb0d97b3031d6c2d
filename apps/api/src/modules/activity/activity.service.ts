// The inbox for its person: a page of items with the unread count, read marks, and the stream's tickets. Everything
// here is the caller's own: no item of another person is ever read or marked (each statement filters on user_id).
import { createHash, randomBytes } from 'node:crypto';
import { activityTiming, type ActivityPage } from '@vitrina/shared/activity';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { pageUrl } from '../../lib/pagination';
import type { Storage } from '../../lib/storage';
import { countItems, countUnread, insertTicket, listItems, markRead, spendTicket } from './activity.queries';
import { viewItems } from './activity-view';

export type ActivityDeps = { db: Database; clock: Clock; storage: Storage; publicUrl: string };

export async function activityPage(
  deps: ActivityDeps,
  userId: number,
  page: number,
  requestUrl: string,
): Promise<ActivityPage> {
  const take = activityTiming.pageSize;
  const [rows, counts] = await Promise.all([
    listItems(deps.db, userId, take, (page - 1) * take),
    countItems(deps.db, userId),
  ]);
  const last = Math.max(1, Math.ceil(counts.total / take));
  const link = (to: number) => pageUrl(deps.publicUrl, requestUrl, to);
  return {
    data: await viewItems(deps.db, deps.storage, rows),
    current_page: page,
    last_page: last,
    total: counts.total,
    prev_page_url: page > 1 ? link(Math.min(page - 1, last)) : null,
    next_page_url: page < last ? link(page + 1) : null,
    unread: counts.unread,
  };
}

/** Marks `ids` of the caller's (others' ids are ignored) or all of them read; answers the unread count after it. */
export async function readActivity(
  deps: ActivityDeps,
  userId: number,
  body: { ids?: number[]; all?: true },
): Promise<{ unread: number }> {
  await markRead(deps.db, userId, body.all ? null : [...new Set(body.ids ?? [])], deps.clock.now());
  return { unread: await countUnread(deps.db, userId) };
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A ticket to open the stream without a header: valid a minute, once. */
export async function createTicket(deps: ActivityDeps, userId: number) {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock.now().getTime() + activityTiming.ticketSeconds * 1000);
  await insertTicket(deps.db, hashTicket(ticket), userId, expiresAt);
  return { ticket, expires_in: activityTiming.ticketSeconds };
}

/** The ticket's person, spending it; null when it is unknown, spent or expired. */
export async function useTicket(deps: Pick<ActivityDeps, 'db' | 'clock'>, ticket: string): Promise<number | null> {
  if (ticket.length < 20 || ticket.length > 100) return null;
  return spendTicket(deps.db, hashTicket(ticket), deps.clock.now());
}
