// How every API instance hears that a person's inbox moved: the writes send NOTIFY on one channel
// (activity.queries.ts), and each process listens once, on PostgreSQL with one dedicated connection that comes back
// by itself after a break (db/listen.ts), on PGlite with its own LISTEN. The process's streams subscribe here per
// person. After a break nothing is known of what was sent meanwhile, so every stream is told to look again.
import type { FastifyBaseLogger } from 'fastify';
import { postgresPoolOf, type Database } from '../../db/client';
import { listen } from '../../db/listen';
import { activityChannel } from './activity.queries';

/** `moved`: an item was added or grew; `read`: read marks changed the count; `resync`: look at everything again. */
export type ActivitySignal = 'moved' | 'read' | 'resync';
type Subscriber = (signal: ActivitySignal) => void;

export type ActivityFeed = {
  ready: Promise<void>;
  /** Calls `subscriber` when `userId`'s inbox moves; the returned function stops it. */
  subscribe(userId: number, subscriber: Subscriber): () => void;
  close(): Promise<void>;
};

type PgliteLike = { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> };

function pgliteOf(db: Database): PgliteLike | null {
  const client = (db as unknown as { $client?: Partial<PgliteLike> }).$client;
  return client && typeof client.listen === 'function' ? (client as PgliteLike) : null;
}

export function parseSignal(payload: string): { userId: number; signal: ActivitySignal } | null {
  try {
    const message = JSON.parse(payload) as { u?: unknown; r?: unknown };
    const userId = Number(message.u);
    if (!Number.isSafeInteger(userId)) return null;
    return { userId, signal: message.r ? 'read' : 'moved' };
  } catch {
    return null;
  }
}

export function connectActivityFeed(db: Database, logger: FastifyBaseLogger): ActivityFeed {
  const log = logger.child({ component: 'activity-feed' });
  const subscribers = new Map<number, Set<Subscriber>>();
  const tell = (userId: number, signal: ActivitySignal) => {
    for (const subscriber of [...(subscribers.get(userId) ?? [])]) {
      try {
        subscriber(signal);
      } catch (error) {
        log.warn({ err: error, userId }, 'activity subscriber failed');
      }
    }
  };
  const heard = (payload: string) => {
    const parsed = parseSignal(payload);
    if (parsed) tell(parsed.userId, parsed.signal);
  };
  const resyncAll = () => {
    for (const userId of subscribers.keys()) tell(userId, 'resync');
  };

  let stop: () => Promise<void> = async () => {};
  let ready: Promise<void>;
  const pool = postgresPoolOf(db);
  const pglite = pool ? null : pgliteOf(db);
  if (pool) {
    const listener = listen(pool, {
      channel: activityChannel,
      onNotify: heard,
      onReconnect: () => {
        log.info('listening again: every stream looks for what it missed');
        resyncAll();
      },
      onError: (error) => log.warn({ err: error }, 'activity feed: listening connection lost, reconnecting'),
    });
    ready = listener.ready;
    stop = () => listener.close();
  } else if (pglite) {
    ready = pglite.listen(activityChannel, heard).then(
      (unlisten) => {
        stop = () => unlisten().catch(() => {});
      },
      (error: unknown) => log.warn({ err: error }, 'activity feed: could not listen'),
    );
  } else {
    ready = Promise.resolve();
  }

  return {
    ready,
    subscribe(userId, subscriber) {
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },
    async close() {
      subscribers.clear();
      await ready;
      await stop();
    },
  };
}
