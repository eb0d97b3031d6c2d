import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Bearer tokens. Only the SHA-256 of a token is stored, so a leaked table cannot be replayed. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull(),
    /** The admin who opened this session as the user (impersonation); null for the user's own sessions. */
    impersonatorId: bigint('impersonator_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_tokens_token_hash_unique').on(t.tokenHash),
    index('access_tokens_user_id_index').on(t.userId),
    index('access_tokens_expires_at_index').on(t.expiresAt),
    // Deleting an admin deletes the sessions they opened as others (the foreign key cascades).
    index('access_tokens_impersonator_id_index')
      .on(t.impersonatorId)
      .where(sql`${t.impersonatorId} is not null`),
  ],
);

export type AccessTokenRow = typeof accessTokens.$inferSelect;
