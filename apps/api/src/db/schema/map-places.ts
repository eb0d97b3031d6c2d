import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Places the embedded map provider knows (spec 02 §3 Map place): the shipped gazetteer of Argentine provinces,
 * cities and Buenos Aires neighbourhoods, plus addresses already used in listings. `reference` is what
 * autocomplete answers and /map/place reads back.
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
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('map_places_reference_unique').on(t.reference),
    index('map_places_search_text_index').on(t.searchText),
  ],
);

export type MapPlaceRow = typeof mapPlaces.$inferSelect;
