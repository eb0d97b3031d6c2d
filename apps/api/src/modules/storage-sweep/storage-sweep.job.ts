// The sweep (recurring, every 10 minutes): files noted more than an hour ago (tracked-storage.ts) that no row points
// at are removed, and their notes forgotten; files some row points at are only forgotten. An hour is far longer than
// any request or sync batch takes between writing a file and committing the row that names it. A removal the store
// refuses keeps its note for the next run. `olderThanMs` in the payload sweeps younger notes (an operator, or a
// check once no request is in flight).
// Link preview pictures (previews.service.ts) are noted when drawn and again when asked for: one is removed once its
// page and site drew a newer one (what the page shows changed: the old picture is never asked for again), or once
// nobody asked for it in `previewKeepMs` (product.md, Links).
import type { JobHandler } from '../../jobs/job-context';
import { createStorage, type Storage } from '../../lib/storage';
import { listOwnedKeys, noteKeys, sweepNotes, sweepSupersededPreviews } from './storage-sweep.queries';

export const storageSweepJob = 'storage.sweep';
export const storageSweepEveryMs = 10 * 60 * 1000;
export const defaultSweepAgeMs = 60 * 60 * 1000;
export const previewKeepMs = 30 * 24 * 60 * 60 * 1000;
const batch = 200;

export const storageSweep: JobHandler = async (payload, context) => {
  const { db, clock, config, logger } = context;
  const olderThanMs = Number.isInteger(payload.olderThanMs) ? Math.max(0, Number(payload.olderThanMs)) : null;
  const now = clock.now().getTime();
  const due = {
    before: new Date(now - (olderThanMs ?? defaultSweepAgeMs)),
    previewsBefore: new Date(now - previewKeepMs),
  };
  const storage: Storage = context.storage ?? createStorage(config);
  const counts = { removed: 0, kept: 0, refused: 0 };
  try {
    for (;;) {
      const seen = await sweepNotes(db, due, batch, async (tx, keys) => {
        const owned = await listOwnedKeys(tx, keys);
        for (const key of keys) if (owned.has(key)) counts.kept += 1;
        const { done, failed } = await removeAll(
          storage,
          logger,
          counts,
          keys.filter((key) => !owned.has(key)),
        );
        // Noted again from now: this run does not take them again, the next ones take them after older notes.
        await noteKeys(tx, failed, clock.now());
        return [...done, ...keys.filter((key) => owned.has(key))];
      });
      if (seen < batch) break;
    }
    for (;;) {
      let progress = 0;
      const seen = await sweepSupersededPreviews(db, batch, async (_tx, keys) => {
        // A removal refused keeps its note as it is: noted from now, it would pass for its page's newest picture.
        const { done } = await removeAll(storage, logger, counts, keys);
        progress = done.length;
        return done;
      });
      if (seen < batch || progress === 0) break;
    }
  } finally {
    if (!context.storage) storage.close();
  }
  if (counts.removed > 0 || counts.refused > 0) logger.info(counts, 'storage swept');
};

async function removeAll(
  storage: Storage,
  logger: { warn: (object: object, message: string) => void },
  counts: { removed: number; refused: number },
  keys: string[],
): Promise<{ done: string[]; failed: string[] }> {
  const done: string[] = [];
  const failed: string[] = [];
  for (const key of keys) {
    try {
      await storage.remove(key);
      counts.removed += 1;
      done.push(key);
    } catch (error) {
      logger.warn({ err: error, key }, 'storage sweep: removal failed, kept for the next run');
      counts.refused += 1;
      failed.push(key);
    }
  }
  return { done, failed };
}
