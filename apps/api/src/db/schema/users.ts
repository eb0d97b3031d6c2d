import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SearchFilter } from '@vitrina/shared/searches';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phone: text('phone'),
    slug: text('slug'),
    /** Storage key of the avatar image (under uploads/), not a URL: the URL depends on PUBLIC_URL. */
    avatarPath: text('avatar_path'),
    /** Bytes of the avatar file, counted against the user's storage quota. */
    avatarSize: integer('avatar_size'),
    contactTypes: text('contact_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whether the store page (/{slug}) shows the enabled contact means to its visitors; off until the owner opts in. */
    storeContacts: boolean('store_contacts').notNull().default(false),
    /**
     * The events this person is told of. A new account starts with every type of the configuration (migrations 0031,
     * 0034 and 0038, ours): they untick what they do not want in 'Mi perfil'.
     */
    notificationTypes: text('notification_types')
      .array()
      .notNull()
      .default(
        sql`'{search_coincidence,search_finished,group_member,publication_superlike,sync_finished,search_alert,price_drop,lead,visit,message}'::text[]`,
      ),
    /** The ways notifications reach this person: 'push' (every subscribed site) and 'email'. */
    notificationChannels: text('notification_channels')
      .array()
      .notNull()
      .default(sql`'{push,email}'::text[]`),
    /** 'site-{microsite id or 0}' -> push token (the browser's PushSubscription as JSON). */
    notificationPushIdentifiers: jsonb('notification_push_identifiers')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    /**
     * The filters a new search of this user's store starts with, set by an admin (product.md, Administration: Filtros
     * predefinidos).
     */
    presetFilters: jsonb('preset_filters').$type<SearchFilter[]>().notNull().default([]),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_slug_unique').on(t.slug),
    // The admin's list: newest first, and its search box's "contains" on the name and the email (pg_trgm, which
    // PGlite ships too; migration 0021 creates the extension).
    // Ascending: read backwards it is ORDER BY created_at DESC, id DESC (NULLS FIRST, as DESC means).
    index('users_created_at_index').on(t.createdAt, t.id),
    index('users_name_trgm_index').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_index').using('gin', sql`${t.email} gin_trgm_ops`),
    // The administrators, few among all users: the permission rules lock and count them (modules/admin).
    index('users_admins_index')
      .on(t.id)
      .where(sql`${t.permissions} <> '{}'::text[]`),
    // Emails are compared lowercased everywhere; the check keeps a stray mixed-case insert from creating a twin.
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
