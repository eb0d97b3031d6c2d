import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Google and Apple identities linked to a user; `subject` is the provider's stable id for the person. */
export const userAccounts = pgTable(
  'user_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The email the provider reported at linking time (Apple may hide it behind a relay address). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_accounts_provider_subject_unique').on(t.provider, t.subject),
    index('user_accounts_user_id_index').on(t.userId),
  ],
);

export type UserAccountRow = typeof userAccounts.$inferSelect;
