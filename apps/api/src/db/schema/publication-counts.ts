import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * How many listings each user has per category and visibility, kept by triggers on `publications` (migration
 * 0004): a group portfolio's total and its category list are sums over its members' few rows here instead of
 * counting hundreds of thousands of index entries per request. Rows may hold 0.
 */
export const publicationCounts = pgTable(
  'publication_counts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    public: boolean('public').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category, t.public] })],
);

export type PublicationCountRow = typeof publicationCounts.$inferSelect;
