// The sweep (recurring, every 10 minutes): files noted more than an hour ago (tracked-storage.ts) that no row points
// at are removed, and their notes forgotten; files some row points at are only forgotten. An hour is far longer than
// any request or sync batch takes between writing a file and committing the row that names it. A removal the store
// refuses keeps its note for the next run. `olderThanMs` in the payload sweeps younger notes (an operator, or a
// check once no request is in flight).
import type { JobHandler } from '../../jobs/job-context';
import { createStorage, type Storage } from '../../lib/storage';
import { listOwnedKeys, noteKeys, sweepNotes } from './storage-sweep.queries';

export const storageSweepJob = 'storage.sweep';
export const storageSweepEveryMs = 10 * 60 * 1000;
export const defaultSweepAgeMs = 60 * 60 * 1000;
const batch = 200;

export const storageSweep: JobHandler = async (payload, context) => {
  const { db, clock, config, logger } = context;
  const olderThanMs = Number.isInteger(payload.olderThanMs) ? Math.max(0, Number(payload.olderThanMs)) : null;
  const before = new Date(clock.now().getTime() - (olderThanMs ?? defaultSweepAgeMs));
  const storage: Storage = context.storage ?? createStorage(config);
  let removed = 0;
  let kept = 0;
  let refused = 0;
  try {
    for (;;) {
      const seen = await sweepNotes(db, before, batch, async (tx, keys) => {
        const owned = await listOwnedKeys(tx, keys);
        const done: string[] = [];
        const failed: string[] = [];
        for (const key of keys) {
          if (owned.has(key)) {
            kept += 1;
            done.push(key);
            continue;
          }
          try {
            await storage.remove(key);
            removed += 1;
            done.push(key);
          } catch (error) {
            logger.warn({ err: error, key }, 'storage sweep: removal failed, kept for the next run');
            failed.push(key);
          }
        }
        // Noted again from now: this run does not take them again, the next ones take them after older notes.
        await noteKeys(tx, failed, clock.now());
        refused += failed.length;
        return done;
      });
      if (seen < batch) break;
    }
  } finally {
    if (!context.storage) storage.close();
  }
  if (removed > 0 || refused > 0) logger.info({ removed, kept, refused }, 'storage swept');
};
