// How a run writes the listings it reads: a couple at a time (one's downloads and image encoding overlap the
// other's database work), changed ones each in its own transaction, new ones gathered into batches written in
// one statement (sync-item.ts). A batch goes when it is full or when progress is due, so the progress shown is
// never far behind. A batch that fails is written again listing by listing, so one listing with a value its
// column cannot hold is skipped as invalid instead of failing the run.
import type { FeedItem } from './feed-item';
import { countInvalid, type Tally } from './sync-errors';
import { prepareItem, writeChanged, writeNew, type ItemContext, type PreparedItem } from './sync-item';
import { isDataError, SynchronizerGoneError } from './sync-writes.queries';
import { createPool } from './task-pool';

/**
 * Listings prepared at once. More adds memory (objects awaiting survive into the old generation) and no speed
 * on the embedded database (bench/import.mjs).
 */
const concurrency = 2;
const batchSize = 50;

export type Writer = {
  /** Queues a listing; waits while the writers are busy. `position` is its place in the source, for messages. */
  write(item: FeedItem, position: number): Promise<void>;
  /** Writes what is pending and waits for everything; throws the first failure. */
  finish(): Promise<void>;
  /** Waits for writes in flight, ignoring failures (after an error elsewhere). */
  settle(): Promise<void>;
};

type Pending = { item: PreparedItem; position: number };

export function createWriter(
  ctx: ItemContext,
  tally: Tally,
  progress: () => Promise<void>,
  flushEveryMs: number,
): Writer {
  const pool = createPool(concurrency);
  let batch: Pending[] = [];
  let flushedAt = Date.now();

  async function writeBatch(pending: Pending[]): Promise<void> {
    try {
      await writeNew(
        ctx,
        pending.map((entry) => entry.item),
      );
      for (const { item } of pending) tally.imagesFailed += item.imagesFailed;
      tally.created += pending.length;
    } catch (error) {
      if (error instanceof SynchronizerGoneError) throw error;
      if (pending.length > 1) {
        for (const entry of pending) await writeBatch([entry]);
        return;
      }
      if (!isDataError(error)) throw error;
      countInvalid(tally, pending[0].position, pending[0].item.code, 'un valor es demasiado grande para guardarse');
    }
  }

  async function flush(): Promise<void> {
    if (batch.length === 0) return;
    const pending = batch;
    batch = [];
    flushedAt = Date.now();
    await writeBatch(pending);
    tally.done += pending.length;
    await progress();
  }

  return {
    write(item, position) {
      return pool.run(async () => {
        const prepared = await prepareItem(ctx, item);
        if (prepared?.existing) {
          await writeChanged(ctx, { ...prepared, existing: prepared.existing });
          tally.imagesFailed += prepared.imagesFailed;
          tally.updated += 1;
        } else if (prepared) {
          batch.push({ item: prepared, position });
          if (batch.length >= batchSize || Date.now() - flushedAt >= flushEveryMs) await flush();
          return;
        }
        tally.done += 1;
        await progress();
      });
    },
    async finish() {
      await pool.drain();
      await flush();
    },
    settle: () => pool.settle(),
  };
}
