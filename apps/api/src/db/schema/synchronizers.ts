import { bigint, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's listing source (product.md, Listings: Synchronizer): one per user. `config` holds the type's settings; a
 * scraping password is stored encrypted and never answered. `syncOn` is the last finished sync (null: due to
 * run); the worker records progress, finish time and the last error while it runs.
 */
export const synchronizers = pgTable(
  'synchronizers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    syncOn: timestamp('sync_on', { withTimezone: true }),
    /** idle, queued or running. */
    status: text('status').notNull().default('idle'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('synchronizers_user_id_unique').on(t.userId)],
);

export type SynchronizerRow = typeof synchronizers.$inferSelect;
