// GET /api/account/activity/stream: the inbox live, as Server-Sent Events (docs/decisions/022-activity-inbox.md).
// - Each event's id is the item's `seq`, which moves on every write; a client that comes back sends the last one it
//   saw (Last-Event-ID, or `last_event_id` where it cannot set the header) and gets what moved after it first.
// - `activity` carries an item new or grown and the unread count; `unread` the count alone (read marks, the start).
// - A comment every `heartbeatMs` keeps proxies from closing an idle connection and lets the client see a dead one.
// - A caller that does not accept text/event-stream gets what is pending and the answer ends: a poll.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActivityItem } from '@vitrina/shared/activity';
import type { Database } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { countUnread, itemsAfter, latestSeq } from './activity.queries';
import type { ActivityFeed, ActivitySignal } from './activity-feed';
import { viewItems } from './activity-view';

export type StreamDeps = { db: Database; storage: Storage; feed: ActivityFeed; heartbeatMs: number };

/** The most items one catch-up sends; a client further behind gets the rest in the next round. */
const batch = 100;
/** How long a browser waits before reconnecting by itself. */
const retryMs = 2000;

export type OpenStreams = Set<() => void>;

export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The Last-Event-ID header when it is a number, else the query's `last_event_id`. */
export function lastEventIdOf(header: string | string[] | undefined, query: number | undefined): number | null {
  const value = typeof header === 'string' && /^\d{1,18}$/.test(header) ? Number(header) : query;
  return value !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

export async function openStream(
  deps: StreamDeps,
  open: OpenStreams,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  lastEventId: number | null,
): Promise<void> {
  const live = (request.headers.accept ?? '').includes('text/event-stream');
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
    ...(live && { connection: 'keep-alive' }),
  });
  raw.write(`retry: ${retryMs}\n\n`);

  let closed = false;
  let lastSeq = lastEventId ?? 0;
  let running: Promise<void> | null = null;
  let wantMoved = false;
  let wantUnread = false;
  const write = (chunk: string) => {
    if (!closed) raw.write(chunk);
  };

  /** Sends what moved after lastSeq, each with the unread count; answers how many went. */
  const sendMoved = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const [rows, unread] = await Promise.all([
        itemsAfter(deps.db, userId, lastSeq, batch),
        countUnread(deps.db, userId),
      ]);
      if (closed) return sent;
      const items: ActivityItem[] = await viewItems(deps.db, deps.storage, rows);
      rows.forEach((row, index) => {
        lastSeq = Math.max(lastSeq, row.seq);
        write(sseEvent('activity', { item: items[index], unread }, row.seq));
      });
      sent += rows.length;
      if (rows.length < batch) return sent;
    }
  };
  // One round at a time per stream; signals that arrive during a round are served by one more round after it.
  const pump = (signal: ActivitySignal) => {
    if (signal !== 'read') wantMoved = true;
    if (signal !== 'moved') wantUnread = true;
    if (running) return running;
    running = (async () => {
      while ((wantMoved || wantUnread) && !closed) {
        const [moved, unread] = [wantMoved, wantUnread];
        wantMoved = wantUnread = false;
        try {
          const sent = moved ? await sendMoved() : 0;
          if (unread && sent === 0) write(sseEvent('unread', { unread: await countUnread(deps.db, userId) }));
        } catch (error) {
          request.log.warn({ err: error, userId }, 'activity stream: a round failed');
        }
      }
      running = null;
    })();
    return running;
  };

  const unsubscribe = deps.feed.subscribe(userId, (signal) => void pump(signal));
  const heartbeat = live ? setInterval(() => write(': ping\n\n'), deps.heartbeatMs) : null;
  heartbeat?.unref();
  const end = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    if (heartbeat) clearInterval(heartbeat);
    open.delete(end);
    raw.end();
  };
  open.add(end);
  raw.on('close', end);

  try {
    if (lastEventId === null) lastSeq = await latestSeq(deps.db, userId);
    await pump('resync');
  } catch (error) {
    request.log.warn({ err: error, userId }, 'activity stream: the first round failed');
  }
  if (!live) end();
}
