import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { publications } from './publications';
import { searches } from './searches';
import { users } from './users';

/**
 * The messages of a listing's thread in a search (docs/product.md, Conversations on a listing; decision 028). A thread
 * is the (search, listing) pair, so it needs no row of its own; its count is read live off the index, so two people
 * writing at once can never skew it.
 */
export const searchMessages = pgTable(
  'search_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    searchId: bigint('search_id', { mode: 'number' })
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    publicationId: bigint('publication_id', { mode: 'number' })
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    // A thread's page, oldest first, and its count; the counts of a page of cards.
    index('search_messages_thread_index').on(t.searchId, t.publicationId, t.id),
    // An account's deletion cascades to its messages through this index.
    index('search_messages_user_id_index').on(t.userId),
  ],
);

export type SearchMessageRow = typeof searchMessages.$inferSelect;
