// The signed-in user's synchronizer (product.md, Listings: Synchronizer): one per user. Saving stores the type and
// configuration and queues a sync; 'sync' queues one again; deleting removes it with the listings it brought. Syncs
// themselves run in the worker (sync-run.ts), never in a request.
import { synchronizerMessages, type Synchronizer } from '@vitrina/shared/synchronizer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { enqueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { forgetUnusedPlaces } from '../map';
import { removeImageFiles } from '../publications';
import { configToStore, type SynchronizerUpdate } from './synchronizer-config';
import { toSynchronizerView } from './synchronizer-view';
import {
  countSynchronizedListings,
  deleteSynchronizerWithListings,
  findSynchronizer,
  findSynchronizerOfUser,
  markSyncDue,
  upsertSynchronizer,
} from './synchronizer.queries';

export const syncJobType = 'synchronizer.sync';

export type SynchronizerDeps = { db: Database; clock: Clock; storage: Storage; config: Pick<Config, 'secretKey'> };

const notConfigured = () => new HttpError(404, synchronizerMessages.notConfigured);

async function view(db: Database, id: number): Promise<Synchronizer> {
  const row = await findSynchronizer(db, id);
  if (!row) throw notConfigured();
  return toSynchronizerView(row, await countSynchronizedListings(db, id));
}

/** null when the user has not configured one ('Las publicaciones se sincronizarán al guardar'). */
export async function showSynchronizer(deps: SynchronizerDeps, user: UserRow): Promise<Synchronizer | null> {
  const row = await findSynchronizerOfUser(deps.db, user.id);
  return row ? toSynchronizerView(row, await countSynchronizedListings(deps.db, row.id)) : null;
}

/** Marks the sync due and queues its job in one transaction: a due sync always has a job coming. */
async function queueSync(db: Database, clock: Clock, synchronizerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (await markSyncDue(tx, synchronizerId, clock.now())) {
      await enqueue(tx, clock, syncJobType, { synchronizerId }, { maxAttempts: 3 });
    }
  });
}

export async function saveSynchronizer(
  deps: SynchronizerDeps,
  user: UserRow,
  update: SynchronizerUpdate,
): Promise<Synchronizer> {
  if (update.type === 'api') throw fieldError('type', synchronizerMessages.apiUnavailable);
  const previous = await findSynchronizerOfUser(deps.db, user.id);
  const config = configToStore(update, previous, deps.config.secretKey);
  const row = await upsertSynchronizer(deps.db, { userId: user.id, type: update.type, config, now: deps.clock.now() });
  await queueSync(deps.db, deps.clock, row.id);
  return view(deps.db, row.id);
}

export async function requestSync(deps: SynchronizerDeps, user: UserRow): Promise<Synchronizer> {
  const row = await findSynchronizerOfUser(deps.db, user.id);
  if (!row) throw notConfigured();
  await queueSync(deps.db, deps.clock, row.id);
  return view(deps.db, row.id);
}

export async function deleteSynchronizer(deps: SynchronizerDeps, user: UserRow): Promise<{ message: string }> {
  const row = await findSynchronizerOfUser(deps.db, user.id);
  if (!row) throw notConfigured();
  const files = await deleteSynchronizerWithListings(deps.db, row.id);
  await removeImageFiles(deps.storage, files);
  await forgetUnusedPlaces(deps.db, user.id);
  return { message: synchronizerMessages.deleted };
}
