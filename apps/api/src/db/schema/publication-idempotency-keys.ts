import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { publications } from './publications';
import { users } from './users';

/**
 * The `Idempotency-Key`s of listing creations (modules/publications/publication-idempotency.ts): a retried
 * request with a key its user already used answers the listing the first one created instead of storing another.
 * The creating transaction claims the key first (so a concurrent twin waits on it) and fills `publication_id`
 * before it commits: a committed row always names its listing. Rows count for 24 hours and are pruned on write.
 */
export const publicationIdempotencyKeys = pgTable(
  'publication_idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Null only inside the transaction that claimed the key. The key goes with its listing. */
    publicationId: bigint('publication_id', { mode: 'number' }).references(() => publications.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Per user: another person's request with the same key is another request.
    primaryKey({ columns: [t.userId, t.key] }),
    index('publication_idempotency_keys_publication_id_index').on(t.publicationId),
    index('publication_idempotency_keys_created_at_index').on(t.createdAt),
  ],
);

export type PublicationIdempotencyKeyRow = typeof publicationIdempotencyKeys.$inferSelect;
