import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const activityItemsSeq = pgSequence('activity_items_seq');

/**
 * The in-app inbox (docs/decisions/022-activity-inbox.md): one item per recipient and burst of one group. notify()
 * writes it for every recipient, whatever channels they chose; events of the same (user, group_key, bucket) merge
 * into it (count, actors, the newest texts) and make it unread again.
 */
export const activityItems = pgTable(
  'activity_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A notification type key, `lead` or `message`. */
    type: text('type').notNull(),
    /** What the events of one item share (`search:12:coincidence`). */
    groupKey: text('group_key').notNull(),
    /** The burst's time slot: the first event's time divided by the grouping window. */
    bucket: bigint('bucket', { mode: 'number' }).notNull(),
    /** What the item is about (a search's title), for titles made from the count and the actors. */
    subject: text('subject'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app's path the item opens. */
    url: text('url').notNull(),
    /** Who did it, newest first, no repeats. */
    actorIds: bigint('actor_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    count: integer('count').notNull().default(1),
    /** Moves on every write: the live stream's event id. */
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('activity_items_seq')`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_items_group_unique').on(t.userId, t.groupKey, t.bucket),
    index('activity_items_user_id_updated_at_index').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index('activity_items_user_id_seq_index').on(t.userId, t.seq),
    index('activity_items_unread_index')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('activity_items_updated_at_index').on(t.updatedAt),
  ],
);

/** A live stream's ticket (for EventSource, which sends no header): hashed, short-lived, single use. */
export const activityTickets = pgTable(
  'activity_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('activity_tickets_expires_at_index').on(t.expiresAt)],
);

export type ActivityItemRow = typeof activityItems.$inferSelect;
