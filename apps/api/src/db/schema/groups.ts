import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { SearchFilter } from '@vitrina/shared/searches';
import { users } from './users';

/** Teams of users (product.md, Groups). `public`: null shows every listing, true only public, false only private. */
export const groups = pgTable(
  'groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    /** Storage key of the logo (under uploads/), not a URL. */
    logoPath: text('logo_path'),
    public: boolean('public'),
    /**
     * The filters a new search of the group's portfolio starts with, set by an admin (product.md, Administration:
     * Filtros predefinidos).
     */
    presetFilters: jsonb('preset_filters').$type<SearchFilter[]>().notNull().default([]),
    /** Who created it; kept (null) when that account is deleted, the group lives on with its members. */
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('groups_name_index').on(t.name)],
);

/** Membership: created_at is the join time, which decides who inherits the admin role. */
export const groupUsers = pgTable(
  'group_users',
  {
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    admin: boolean('admin').notNull().default(false),
    owner: boolean('owner').notNull().default(false),
    creator: boolean('creator').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    // "My groups" reads by user; the member list by group in join order (the primary key covers group alone).
    index('group_users_user_id_index').on(t.userId),
    index('group_users_group_id_created_at_index').on(t.groupId, t.createdAt),
  ],
);

export type GroupRow = typeof groups.$inferSelect;
export type GroupUserRow = typeof groupUsers.$inferSelect;
