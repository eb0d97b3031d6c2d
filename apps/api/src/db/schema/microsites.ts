import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MicrositeSettings, MicrositeStatus, MicrositeStyle } from '@vitrina/shared/microsites';
import type { SearchFilter } from '@vitrina/shared/searches';
import { users } from './users';

/**
 * White-label microsites (product.md, Microsites): a brand's site on its own host, showing its users' public listings.
 * `host` is stored lower case without a port (the Host header is normalised the same way before the lookup).
 */
export const microsites = pgTable(
  'microsites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    host: text('host').notNull(),
    description: text('description'),
    status: text('status').$type<MicrositeStatus>().notNull().default('pending'),
    style: jsonb('style').$type<MicrositeStyle>().notNull(),
    settings: jsonb('settings').$type<MicrositeSettings>().notNull(),
    /** The filters a new search of the microsite starts with (product.md, Administration: Filtros predefinidos). */
    presetFilters: jsonb('preset_filters').$type<SearchFilter[]>().notNull().default([]),
    /** Storage keys (under uploads/), not URLs. The square logo also has its app icons, made at upload. */
    logoMainPath: text('logo_main_path'),
    logoSecondaryPath: text('logo_secondary_path'),
    logoSquarePath: text('logo_square_path'),
    /** The square logo as 192 and 512 px PNG icons for the microsite's web manifest. */
    iconSmallPath: text('icon_small_path'),
    iconLargePath: text('icon_large_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('microsites_host_unique').on(t.host), index('microsites_created_at_index').on(t.createdAt, t.id)],
);

/** The users a microsite shows; exactly one is its default (where its search and switcher start). */
export const micrositeUsers = pgTable(
  'microsite_users',
  {
    micrositeId: bigint('microsite_id', { mode: 'number' })
      .notNull()
      .references(() => microsites.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.micrositeId, t.userId] }),
    index('microsite_users_user_id_index').on(t.userId),
    uniqueIndex('microsite_users_default_unique')
      .on(t.micrositeId)
      .where(sql`${t.isDefault}`),
  ],
);

export type MicrositeRow = typeof microsites.$inferSelect;
export type MicrositeUserRow = typeof micrositeUsers.$inferSelect;
