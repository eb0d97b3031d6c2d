import { syncJobType } from './synchronizer.service';
import { findSynchronizer } from './synchronizer.queries';
import { runSync } from './sync-run';
import { createStorage } from '../../lib/storage';
import { trackUploads } from '../storage-sweep';
import type { JobHandler } from '../../jobs/job-context';
import { enqueue } from '../../jobs/queue';

/** While another run of the same synchronizer is alive, a due sync waits this long and tries again. */
const busyRetryMs = 30_000;

/** Runs one sync of the synchronizer in the payload (queued by saving it or by PUT /account/synchronizer/sync). */
export const synchronizerSync: JobHandler = async (payload, context, run) => {
  const { db, clock, config, logger } = context;
  const synchronizerId = Number(payload.synchronizerId);
  if (!Number.isInteger(synchronizerId)) return;
  // The worker stores files where the server serves them from: the process's store, made from the same config.
  const storage = context.storage ?? createStorage(config);
  // The feed is downloaded into the job's own folder, which the worker removes after this run and before a run
  // that takes the job over from a dead worker.
  let result;
  try {
    // Images are noted for the sweep: a worker killed between an image and its listing's batch leaves no orphan.
    const tracked = trackUploads(storage, { db, clock, logger });
    result = await runSync({ db, clock, storage: tracked, logger, config, tmpDir: run?.tmpDir }, synchronizerId);
  } finally {
    if (!context.storage) storage.close();
  }
  if (result === 'not-due' && (await findSynchronizer(db, synchronizerId))?.status === 'queued') {
    await enqueue(
      db,
      clock,
      syncJobType,
      { synchronizerId },
      { runAt: new Date(clock.now().getTime() + busyRetryMs), maxAttempts: 3 },
    );
  }
};
