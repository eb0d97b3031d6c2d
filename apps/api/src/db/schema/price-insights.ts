import { bigint, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { publications } from './publications';

/**
 * Every change of a listing's shown price or currency (product.md, Listings: Price insights), written by the trigger
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

/**
 * The median price per m² of the public property listings of a barrio (publications.barrio, set by a trigger of
 * migration 0037), category, operation ('' for none) and currency: rewritten whole by the worker
 * (price-insights/barrio-medians.job.ts), read by key beside each listing.
 */
export const barrioPriceMedians = pgTable(
  'barrio_price_medians',
  {
    barrio: text('barrio').notNull(),
    category: text('category').notNull(),
    operation: text('operation').notNull(),
    currency: text('currency').notNull(),
    barrioName: text('barrio_name').notNull(),
    median: doublePrecision('median').notNull(),
    listings: integer('listings').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'barrio_price_medians_pk', columns: [t.barrio, t.category, t.operation, t.currency] })],
);
