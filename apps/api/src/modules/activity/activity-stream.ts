// GET /api/account/activity/stream: the inbox live, as Server-Sent Events (docs/decisions/022-activity-inbox.md).
// - Each event's id is the item's `seq`, which moves on every write; a client that comes back sends the last one it
//   saw (Last-Event-ID, or `last_event_id` where it cannot set the header) and gets what moved after it first.
// - `activity` carries an item new or grown and the unread count; `unread` the count alone (read marks, the start).
// - A comment every `heartbeatMs` keeps proxies from closing an idle connection and lets the client see a dead one.
// - A caller that does not accept text/event-stream gets what is pending and the answer ends: a poll.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { latestSeq } from './activity.queries';
import type { ActivityHub, StreamSink } from './activity-hub';

export type StreamDeps = { db: Database; hub: ActivityHub; heartbeatMs: number };
/** How long a browser waits before reconnecting by itself. */
const retryMs = 2000;

export type OpenStreams = Set<() => void>;

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
  const sink: StreamSink = {
    lastSeq: lastEventId ?? (await latestSeq(deps.db, userId)),
    write(chunk) {
      if (!closed) raw.write(chunk);
    },
  };
  const membership = deps.hub.join(userId, sink);
  const heartbeat = live ? setInterval(() => sink.write(': ping\n\n'), deps.heartbeatMs) : null;
  heartbeat?.unref();
  const end = () => {
    if (closed) return;
    closed = true;
    membership.left();
    if (heartbeat) clearInterval(heartbeat);
    open.delete(end);
    raw.end();
  };
  open.add(end);
  raw.on('close', end);
  await membership.ready;
  if (!live) end();
}
