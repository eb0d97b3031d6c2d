// Price drops on listings people liked (product.md, Notifications and the installable app: Who is told of what): a
// listing's shown price falling, in the same currency, by at least PRICE_DROP_MIN_PERCENT (price-drops.queries.ts says
// exactly when). Where the price changes (the edit form, a sync's writes) the drops found are queued as one job; the
// job tells everyone who liked each listing (type 'price_drop').
import { formatPrice } from '@vitrina/shared/format';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { enqueue } from '../../jobs/queue';
import type { PriceDrop } from './price-drops.queries';

// What the modules that change prices use: the rule itself, in SQL, for their own statements (the synchronizer's
// update) and the edit form's check.
export { findEditDrop, isDrop, shownPrice, toPriceDrop, type PriceDrop } from './price-drops.queries';

export const priceDropsJob = 'price-drops.notify';

/** Queues the job that tells of `drops` (nothing when there are none), in the caller's transaction. */
export async function queuePriceDrops(db: Database, clock: Clock, drops: PriceDrop[]): Promise<void> {
  if (drops.length === 0) return;
  await enqueue(db, clock, priceDropsJob, { drops }, { maxAttempts: 5 });
}

/** The percentage it fell, rounded down: never more than it really fell, and never below the threshold it met. */
export function dropPercent(drop: Pick<PriceDrop, 'oldPrice' | 'newPrice'>): number {
  return Math.floor(((drop.oldPrice - drop.newPrice) * 100) / drop.oldPrice);
}

/** «Bajó de US$ 120.000 a US$ 110.000 (−8 %)». */
export function priceDropText(drop: PriceDrop): string {
  const { currency, oldPrice, newPrice } = drop;
  return `Bajó de ${formatPrice(oldPrice, currency)} a ${formatPrice(newPrice, currency)} (−${dropPercent(drop)} %)`;
}
