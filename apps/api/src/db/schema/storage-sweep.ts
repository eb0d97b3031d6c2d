import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored files that may have been left without an owner (modules/storage-sweep/): every upload is noted here
 * before it is written, and so is a file whose removal failed. The sweep job looks at notes older than an hour:
 * a file some row points at is forgotten, any other is removed. So a request killed between writing its images and
 * committing its row, or a removal the store refused, leaves no object behind for long.
 */
export const storageSweep = pgTable(
  'storage_sweep',
  {
    key: text('key').primaryKey(),
    notedAt: timestamp('noted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('storage_sweep_noted_at_index').on(t.notedAt)],
);

export type StorageSweepRow = typeof storageSweep.$inferSelect;
