import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { publications } from './publications';
import { searches } from './searches';
import { users } from './users';

/**
 * What a person is told (docs/decisions/015-notifications.md): one row per recipient and event, written by
 * notify() in the event's own transaction, for the types the person chose. The delivery job sends the rows of one
 * (user, group_key) still unsent as one notification by the person's channels, then stamps `sent_at`; rows left
 * unsent are what a failed delivery retries.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A key of NOTIFICATION_TYPES. */
    type: text('type').notNull(),
    /** Events of one group (the coincidences of one search for one person) that arrive together go out as one. */
    groupKey: text('group_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app's path a click opens. */
    url: text('url').notNull(),
    /**
     * The microsite the event happened on (a search made there): the email's links go to its host while it is
     * active. No foreign key: a microsite removed only sends its links back to the platform, and its deletion need
     * not search this table.
     */
    micrositeId: bigint('microsite_id', { mode: 'number' }),
    /** A calendar invitation (.ics, a visit's) the email attaches. */
    calendar: text('calendar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_unsent_index')
      .on(t.userId, t.groupKey)
      .where(sql`${t.sentAt} is null`),
    index('notifications_created_at_index').on(t.createdAt),
  ],
);

/**
 * "Avisarme de nuevas publicaciones" on a search, per person (an owner and each participant choose for
 * themselves). `checked_at`: listings listed after it are new at the next check; `pushed_at`: the last push, at
 * most one every 15 minutes; `mailed_at`: the last daily digest.
 */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    searchId: bigint('search_id', { mode: 'number' })
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.userId] }), index('search_alerts_user_id_index').on(t.userId)],
);

/** New listings an alert found; kept until both the push and the digest have told of them. */
export const searchAlertMatches = pgTable(
  'search_alert_matches',
  {
    searchId: bigint('search_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    publicationId: bigint('publication_id', { mode: 'number' })
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.userId, t.publicationId] }),
    // Turning the alert off (or losing the search or the person) drops what it had found.
    foreignKey({
      columns: [t.searchId, t.userId],
      foreignColumns: [searchAlerts.searchId, searchAlerts.userId],
    }).onDelete('cascade'),
    index('search_alert_matches_publication_id_index').on(t.publicationId),
  ],
);
