import { bigint, doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Places the embedded map provider knows: the shipped gazetteer of Argentine provinces, cities and Buenos Aires
 * neighbourhoods, offered to everyone, plus addresses used in listings, each one its author's (`user_id`), offered only
 * to them and removed once none of their listings uses it. `reference` is what autocomplete answers and /map/place
 * reads back.
 */
export const mapPlaces = pgTable(
  'map_places',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Lowercase, accents removed: what autocomplete matches against. */
    searchText: text('search_text').notNull(),
    /** province, city, neighbourhood or address. */
    kind: text('kind').notNull(),
    /** gazetteer or used. */
    source: text('source').notNull(),
    /** The author of a remembered address; null for the gazetteer. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /** A remembered address's identity for its author: computed in SQL (map.queries.ts), so listings match it. */
    addressKey: text('address_key'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('map_places_reference_unique').on(t.reference),
    index('map_places_search_text_index').on(t.searchText),
    // One row per author and address; also how a user's own rows (and the gazetteer's, user_id null) are found.
    uniqueIndex('map_places_user_id_address_key_unique').on(t.userId, t.addressKey),
  ],
);

export type MapPlaceRow = typeof mapPlaces.$inferSelect;
