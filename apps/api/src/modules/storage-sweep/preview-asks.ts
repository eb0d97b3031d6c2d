// A kept preview picture that is asked for is noted again for the sweep (storage-sweep.job.ts), which removes the
// pictures nobody asked for in a month (product.md, Links). Noted at most once a day per picture and process, so a
// link shared in a busy group costs no database write per ask; a day is nothing beside a month.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { noteKeys } from './storage-sweep.queries';

const dayMs = 24 * 60 * 60 * 1000;
const remembered = 10_000;

export function previewAsked(deps: {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
}): (key: string) => Promise<void> {
  const notedAt = new Map<string, number>();
  return async (key) => {
    const now = deps.clock.now();
    const last = notedAt.get(key);
    if (last !== undefined && now.getTime() - last < dayMs) return;
    notedAt.delete(key);
    notedAt.set(key, now.getTime());
    if (notedAt.size > remembered) notedAt.delete(notedAt.keys().next().value!);
    try {
      await noteKeys(deps.db, [key], now);
    } catch (error) {
      // The picture is served all the same; without the note it is only swept a little sooner and drawn again.
      deps.logger.warn({ err: error, key }, 'previews: ask not noted');
    }
  };
}
