// Read-your-own-writes with a read copy (DATABASE_READ_URL): the copy may lag the primary by a moment, so someone who
// just decided (or undid) would get back the card they decided. A decision marks its person in Redis for
// `recentWindowMs` before it is recorded; a search read of a marked person goes to the primary meanwhile, everyone
// else's to the copy. Without Redis, or when Redis does not answer, everyone counts as marked: the primary serves
// (correct, only without the copy's relief). Without a read copy, nothing here touches Redis.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema/index';

/** How long a person's search reads stay on the primary after they decide. */
export const recentWindowMs = 10_000;

/** The Redis key (under the client's prefix) that marks `userId` as having just decided. */
export const recentWriterKey = (userId: number) => `vitrina:recent-writer:${userId}`;

type Stores = Pick<FastifyInstance, 'db' | 'readDb' | 'redis' | 'log'>;

/** Marks `user` as having just written; never fails the decision it precedes. */
export async function markRecentWriter(app: Stores, user: UserRow): Promise<void> {
  if (app.readDb === app.db || !app.redis) return;
  try {
    await app.redis.set(recentWriterKey(user.id), '1', 'PX', recentWindowMs);
  } catch (error) {
    // Their next reads may come from the copy: a card decided a moment ago may come back once.
    app.log.warn({ err: error }, 'recent writer not marked');
  }
}

/** The database a search read of `viewer` goes to: the read copy, or the primary for who just decided. */
export async function searchReadDb(app: Stores, viewer: UserRow | null): Promise<Database> {
  if (app.readDb === app.db || viewer === null) return app.readDb;
  if (!app.redis) return app.db;
  try {
    return (await app.redis.exists(recentWriterKey(viewer.id))) ? app.db : app.readDb;
  } catch {
    return app.db;
  }
}
