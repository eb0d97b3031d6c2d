// Decisions written together (decision 009, "Writing decisions together"): while one batch statement is running,
// the decisions that arrive wait for it and then go together in the next one, so under load a statement carries
// many decisions and alone a decision waits for nothing. A batch holds one decision per (search, participant,
// listing): a second one on the same key goes in the next batch, after the first, in the order they came. When a
// batch fails (a listing deleted meanwhile, a deadlock with another instance), nothing of it was written and each of
// its decisions is written alone, so only the one at fault gets the error; when the database is out of reach, all
// of them get that error at once rather than each waiting for its own connection to fail.
import type { Database } from '../../../db/client';
import { isConnectionLost } from '../../../db/errors';
import { perHandle } from '../../../db/prepared';
import { recordDecisions, decisionKey, type BatchedDecision, type BatchedResult } from './decision-batch.queries';
import { recordDecision } from './decisions.queries';

/** The most decisions one statement writes. */
export const batchLimit = 100;

type Waiting = {
  item: BatchedDecision;
  resolve: (result: BatchedResult | null) => void;
  reject: (error: unknown) => void;
};

export class DecisionBatch {
  private queue: Waiting[] = [];
  private running = false;

  constructor(private readonly db: Database) {}

  /** Writes the decision with whichever others are waiting: its result, or null for a listing outside its search. */
  record(item: BatchedDecision): Promise<BatchedResult | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.running) {
        this.running = true;
        // The decisions of the same turn of the event loop go together.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch: Waiting[] = [];
      const later: Waiting[] = [];
      const keys = new Set<string>();
      for (const waiting of this.queue) {
        const { searchId, userId, publicationId } = waiting.item;
        const key = decisionKey(searchId, userId, publicationId);
        if (batch.length < batchLimit && !keys.has(key)) {
          keys.add(key);
          batch.push(waiting);
        } else later.push(waiting);
      }
      this.queue = later;
      await this.write(batch);
    }
    this.running = false;
  }

  private async write(batch: readonly Waiting[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const results = await recordDecisions(
          this.db,
          batch.map((waiting) => waiting.item),
        );
        batch.forEach((waiting, n) => waiting.resolve(results[n]));
        return;
      } catch (error) {
        if (isConnectionLost(error)) {
          for (const waiting of batch) waiting.reject(error);
          return;
        }
        // Nothing of the batch was written: each decision alone, below, answers for itself.
      }
    }
    for (const { item, resolve, reject } of batch) {
      try {
        resolve(await recordDecision(this.db, { ...item, tags: null }, { join: false, search: item.search }));
      } catch (error) {
        reject(error);
      }
    }
  }
}

/**
 * The batch of a database handle: the app's, or a test's. Not for a transaction's handle: a failed batch would
 * abort the transaction, and the decisions written alone after it would fail with it.
 */
export const decisionBatchOf = perHandle((db) => new DecisionBatch(db));
