// Microsite changes across processes on PostgreSQL: every change this process makes is sent with NOTIFY on one
// channel, and one LISTEN connection per process hears the others' and tells this process's bus, so every instance
// drops its host cache as soon as another commits a change. A break of the LISTEN connection is mended with back-off
// (db/listen.ts), and the cache is dropped when it comes back: what was sent meanwhile was not heard. The host cache
// keeps its short lifetime as the last resort while the connection is down. On PGlite (one process) there is no one
// to tell: the bus alone does it.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { postgresPoolOf, type Database } from '../../db/client';
import { listen, type Listener } from '../../db/listen';
import type { MicrositeChanges } from './microsite-changes';
import { sendMicrositeChange } from './microsite-changes.queries';

export const micrositeChangesChannel = 'vitrina_microsite_changes';

export type MicrositeChangesFeed = { ready: Promise<void>; listener: Listener; close(): Promise<void> };

/** Connects `changes` to the other processes on the same PostgreSQL; null on PGlite. */
export function connectMicrositeChanges(
  changes: MicrositeChanges,
  db: Database,
  logger: FastifyBaseLogger,
): MicrositeChangesFeed | null {
  const pool = postgresPoolOf(db);
  if (!pool) return null;
  const log = logger.child({ component: 'microsite-changes' });
  // Our own notifications come back to us too: this process already told its listeners when it sent them.
  const origin = randomUUID();
  const listener = listen(pool, {
    channel: micrositeChangesChannel,
    onNotify: (payload) => {
      if (payload !== origin) changes.heard();
    },
    onReconnect: () => {
      log.info('listening again: the host cache starts afresh');
      changes.heard();
    },
    onError: (error) => log.warn({ err: error }, 'microsite changes: listening connection lost, reconnecting'),
  });
  const removeRelay = changes.relay(() => {
    sendMicrositeChange(db, micrositeChangesChannel, origin).catch((error: unknown) =>
      log.warn({ err: error }, 'microsite changes: the other instances were not told (their cache expires soon)'),
    );
  });
  return {
    ready: listener.ready,
    listener,
    async close() {
      removeRelay();
      await listener.close();
    },
  };
}
