// The open streams of this process, by person (decision 022). A signal for a person makes one round for all their
// streams on this instance: what moved after the oldest of their last ids is read once, with the unread count, and
// each stream gets the part it has not seen. Rounds of one person never overlap; signals during one make one more.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { countUnread, itemsAfter } from './activity.queries';
import type { ActivityFeed, ActivitySignal } from './activity-feed';
import { viewItems } from './activity-view';

/** The most items one read takes; a stream further behind gets the rest in the same round. */
const batch = 100;

export type StreamSink = { lastSeq: number; write(chunk: string): void };

type Person = {
  sinks: Set<StreamSink>;
  running: Promise<void> | null;
  wantMoved: boolean;
  wantUnread: boolean;
  unsubscribe: () => void;
};

export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export type ActivityHub = {
  /** Adds a stream of `userId`; it is sent what moved after its lastSeq and the unread count at once. */
  join(userId: number, sink: StreamSink): { left: () => void; ready: Promise<void> };
};

export function createActivityHub(deps: {
  db: Database;
  storage: Storage;
  feed: ActivityFeed;
  log: FastifyBaseLogger;
}): ActivityHub {
  const people = new Map<number, Person>();

  async function sendMoved(userId: number, person: Person): Promise<Set<StreamSink>> {
    const reached = new Set<StreamSink>();
    let from = Math.min(...[...person.sinks].map((sink) => sink.lastSeq));
    for (;;) {
      const [rows, unread] = await Promise.all([
        itemsAfter(deps.db, userId, from, batch),
        countUnread(deps.db, userId),
      ]);
      if (rows.length === 0) return reached;
      const items = await viewItems(deps.db, deps.storage, rows);
      const events = rows.map((row, index) => ({
        seq: row.seq,
        text: sseEvent('activity', { item: items[index], unread }, row.seq),
      }));
      for (const sink of person.sinks) {
        for (const event of events) {
          if (event.seq <= sink.lastSeq) continue;
          sink.write(event.text);
          sink.lastSeq = event.seq;
          reached.add(sink);
        }
      }
      if (rows.length < batch) return reached;
      from = rows[rows.length - 1].seq;
    }
  }

  function pump(userId: number, signal: ActivitySignal): Promise<void> | null {
    const person = people.get(userId);
    if (!person) return null;
    if (signal !== 'read') person.wantMoved = true;
    if (signal !== 'moved') person.wantUnread = true;
    if (person.running) return person.running;
    person.running = (async () => {
      while ((person.wantMoved || person.wantUnread) && person.sinks.size > 0) {
        const [moved, unread] = [person.wantMoved, person.wantUnread];
        person.wantMoved = person.wantUnread = false;
        try {
          const reached = moved ? await sendMoved(userId, person) : new Set<StreamSink>();
          const waiting = [...person.sinks].filter((sink) => !reached.has(sink));
          if (unread && waiting.length > 0) {
            const text = sseEvent('unread', { unread: await countUnread(deps.db, userId) });
            for (const sink of waiting) sink.write(text);
          }
        } catch (error) {
          deps.log.warn({ err: error, userId }, 'activity stream: a round failed');
        }
      }
      person.running = null;
    })();
    return person.running;
  }

  return {
    join(userId, sink) {
      let person = people.get(userId);
      if (!person) {
        const created: Person = {
          sinks: new Set(),
          running: null,
          wantMoved: false,
          wantUnread: false,
          unsubscribe: () => {},
        };
        created.unsubscribe = deps.feed.subscribe(userId, (signal) => void pump(userId, signal));
        people.set(userId, created);
        person = created;
      }
      person.sinks.add(sink);
      const joined = person;
      return {
        ready: pump(userId, 'resync') ?? Promise.resolve(),
        left() {
          joined.sinks.delete(sink);
          if (joined.sinks.size === 0 && people.get(userId) === joined) {
            joined.unsubscribe();
            people.delete(userId);
          }
        },
      };
    },
  };
}
