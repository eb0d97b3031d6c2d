// One sync of a synchronizer, as the worker runs it: claim it, read the source (a JSON feed, or an Octoparse
// task), write each listing whole (sync-writer.ts), remove the listings the source no longer has, and record
// progress, the finish time and the last error. A source that cannot be read changes no listing; removals happen
// only after the whole source was read. The owner is told when it ends (sync-notice.ts), and who liked a listing whose
// price dropped is told too (modules/price-drops).
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SynchronizerRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Storage } from '../../lib/storage';
import { synchronizerMessages } from '@vitrina/shared/synchronizer';
import { forgetUnusedPlaces, rememberPlaces } from '../map';
import { removeUnusedImageFiles } from '../publications';
import { readFeedItem } from './feed-item';
import { countInvalid, newTally, sourceErrorMessage, tallySummary, type Tally } from './sync-errors';
import { createImageSource } from './sync-images';
import { tellPriceDrops, type ItemContext } from './sync-item';
import { tellSyncFinished } from './sync-notice';
import { runSource, type ItemSink } from './sync-sources';
import { createWriter } from './sync-writer';
import { deleteListings, listSyncedListings, SynchronizerGoneError, withSynchronizer } from './sync-writes.queries';
import { claimSynchronizer, finishRun, saveProgress, touchRun } from './synchronizer.queries';

export type SyncDeps = {
  db: Database;
  clock: Clock;
  storage: Storage;
  logger: Logger;
  config: Pick<Config, 'sync' | 'secretKey' | 'dataDir' | 'priceDropMinPercent'>;
  /** Progress is written at most this often (and every 100 listings); tests use 0. */
  progressEveryMs?: number;
  /** The run's folder for temporary files (the job's own); default $DATA_DIR/tmp. */
  tmpDir?: string;
  /** How often a live run says so, progress or not; default 5 s. */
  heartbeatMs?: number;
};

/**
 * A run not heard from for this long is taken to have died with its worker. A live run beats every 5 s whatever
 * its source does, and this is under the job lease (20 s): when the worker takes a dead run's job over, the
 * synchronizer already counts as abandoned and the new run claims it at once.
 */
const staleRunMs = 15_000;
const heartbeatEveryMs = 5_000;

/** not-due: nothing asked for a sync, or another run is alive; gone: deleted while running. */
export type SyncResult = 'done' | 'not-due' | 'gone';

export async function runSync(deps: SyncDeps, synchronizerId: number): Promise<SyncResult> {
  const { db, clock } = deps;
  const started = clock.now();
  const row = await claimSynchronizer(db, synchronizerId, started, new Date(started.getTime() - staleRunMs));
  if (!row) return 'not-due';
  const log = deps.logger.child({ synchronizerId, type: row.type });
  const tally = newTally();
  let lastError: string | null = null;
  let failed = false;
  // False once the synchronizer was deleted or another run took it over: this run stops at its next step.
  const alive = { value: true };
  const heartbeat = setInterval(() => {
    touchRun(db, synchronizerId, started, clock.now()).then(
      (held) => {
        if (!held) alive.value = false;
      },
      (error: unknown) => log.warn({ err: error }, 'sync heartbeat failed'),
    );
  }, deps.heartbeatMs ?? heartbeatEveryMs);
  heartbeat.unref();
  try {
    await syncRow(deps, row, tally, alive);
    lastError = tallySummary(tally);
  } catch (error) {
    if (error instanceof SynchronizerGoneError) return 'gone';
    failed = true;
    lastError = sourceErrorMessage(error);
    if (lastError) log.info({ err: error }, 'sync source failed');
    else {
      log.error({ err: error }, 'sync failed');
      lastError = synchronizerMessages.failed;
    }
  } finally {
    clearInterval(heartbeat);
  }
  await finishRun(db, synchronizerId, { now: clock.now(), done: tally.done, total: tally.total, lastError });
  await tellSyncFinished({ db, clock, log }, row, tally, { failed, lastError });
  log.info({ ...tally, example: undefined, ms: Date.now() - started.getTime() }, 'sync finished');
  return 'done';
}

async function syncRow(deps: SyncDeps, row: SynchronizerRow, tally: Tally, alive: { value: boolean }) {
  const { db, clock, storage, config } = deps;
  const existing = new Map((await listSyncedListings(db, row.id)).map((listing) => [listing.code, listing]));
  const seen = new Set<string>();
  const ctx: ItemContext = {
    db,
    clock,
    synchronizerId: row.id,
    userId: row.userId,
    existing,
    places: [],
    leftAddresses: new Set(),
    maybeUnused: new Set(),
    priceDropMinPercent: config.priceDropMinPercent,
    priceDrops: [],
    log: deps.logger,
    images: createImageSource(
      {
        timeoutMs: config.sync.timeoutMs,
        maxBytes: config.sync.imageMaxBytes,
        allowPrivateHosts: config.sync.allowPrivateHosts,
      },
      storage,
      row.userId,
    ),
  };
  const everyMs = deps.progressEveryMs ?? 500;
  let saved = { at: Date.now(), done: 0 };
  const progress = async (force = false) => {
    if (!alive.value) throw new SynchronizerGoneError();
    if (!force && Date.now() - saved.at < everyMs && tally.done - saved.done < 100) return;
    saved = { at: Date.now(), done: tally.done };
    if (!(await saveProgress(db, row.id, tally.done, tally.total, clock.now()))) throw new SynchronizerGoneError();
  };

  const writer = createWriter(ctx, tally, progress, everyMs);
  let received = 0;
  const sink: ItemSink = {
    async total(count) {
      tally.total = count;
      await progress(true);
    },
    async item(raw) {
      const position = ++received;
      const read = readFeedItem(raw, config.sync.imagesPerItem);
      if (read.ok && !seen.has(read.item.code)) {
        seen.add(read.item.code);
        await writer.write(read.item, position);
        return;
      }
      if (read.ok) countInvalid(tally, position, read.item.code, 'código repetido');
      else {
        // Its listing, if it had one, stays as it was rather than being removed as gone.
        if (read.code) seen.add(read.code);
        countInvalid(tally, position, read.code, read.reason);
      }
      tally.done += 1;
      await progress();
    },
    async skip(reason) {
      countInvalid(tally, ++received, null, reason);
      tally.done += 1;
      await progress();
    },
  };

  try {
    await runSource(deps, row, sink);
    await writer.finish();
    await progress(true);
    const goneListings = [...existing.values()].filter((listing) => !seen.has(listing.code));
    const gone = goneListings.map((listing) => listing.id);
    for (const listing of goneListings) if (listing.addressTitle) ctx.leftAddresses.add(listing.addressTitle);
    for (let index = 0; index < gone.length; index += 500) {
      const chunk = gone.slice(index, index + 500);
      for (const file of await withSynchronizer(db, row.id, (tx) => deleteListings(tx, row.id, chunk)))
        ctx.maybeUnused.add(file);
      tally.removed += chunk.length;
    }
  } finally {
    await writer.settle();
    // Drops of listings already written are told even when the run stops later.
    await tellPriceDrops(ctx);
    await rememberPlaces(db, ctx.places);
    // Listings removed or moved elsewhere may have left addresses none of the owner's listings uses: only those are
    // looked at, so a run that changed nothing spends nothing here.
    await forgetUnusedPlaces(db, row.userId, [...ctx.leftAddresses]);
    await removeUnusedImageFiles(db, storage, [...ctx.maybeUnused]);
  }
}
