// The counters decisions move (decision 009): a search's likes and discards, a listing's likes and decisions, and
// the listing's relevance, which counts likes. A decision's statement only appends its moves (the trigger of
// migration 0012); this applies them shortly after, in batches, so a burst of likes on one listing is one write of
// its row instead of one per like, and nobody's decision waits for another's. Every decision, undo or deletion pokes
// it; it applies what is pending a second later, then again while a batch comes back full. Moves left by a process
// that stopped are applied by the next poke of any instance, or when a server starts (runtime.ts).
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../lib/logger';
import { refreshRelevance } from '../../publications';
import { applyCounterMoves } from './decision-counters.queries';

const batch = 5000;

export class DecisionCounters {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closed = false;
  /** Poked since the last run started: closing has something to apply. */
  private poked = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly delayMs = 1000,
  ) {}

  /** Something moved: apply it within `delayMs`. */
  poke(): void {
    if (this.closed) return;
    this.poked = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.apply();
    }, this.delayMs);
    this.timer.unref();
  }

  /**
   * Applies every pending move now and answers once they are (tests, and closing). A failure is logged and the
   * moves stay pending for the next poke: nothing here may end the process.
   */
  async apply(): Promise<void> {
    // One run at a time in this process; a call during a run waits for it, then runs again for what came since.
    while (this.running) await this.running;
    this.running = this.applyAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Applies what this process left pending and stops listening to pokes. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.poked) await this.apply();
    else await this.running;
  }

  private async applyAll(): Promise<void> {
    this.poked = false;
    try {
      for (;;) {
        const { applied, likesMoved } = await applyCounterMoves(this.db, batch);
        if (likesMoved.length) await refreshRelevance(this.db, likesMoved, this.clock.now());
        if (applied < batch) return;
      }
    } catch (error) {
      this.logger.error({ err: error }, 'decision counters: applying failed, retrying with the next decision');
    }
  }
}
