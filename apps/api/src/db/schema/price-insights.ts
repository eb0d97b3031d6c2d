import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { publications } from './publications';

/**
 * Every change of a listing's shown price or currency (issue 40, price history), written by the trigger
 * publications_price_change of migration 0037, whoever updated the listing. Prices are the shown price (the offer
 * when below the list price); null when the listing had none.
 */
export const publicationPriceChanges = pgTable(
  'publication_price_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicationId: bigint('publication_id', { mode: 'number' })
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    oldCurrency: text('old_currency'),
    oldPrice: bigint('old_price', { mode: 'number' }),
    currency: text('currency'),
    price: bigint('price', { mode: 'number' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('publication_price_changes_publication_id_index').on(t.publicationId, t.changedAt.desc(), t.id.desc())],
);

/** One entry of publications.price_changes: the same change as a row above, as the trigger writes it in JSON. */
export type PriceChangeEntry = {
  at: string;
  old_currency: string | null;
  old_price: number | null;
  currency: string | null;
  price: number | null;
};
