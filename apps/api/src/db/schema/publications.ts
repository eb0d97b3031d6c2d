import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { synchronizers } from './synchronizers';
import { users } from './users';

/** One variety in stock of a clothing listing: a colour and a size. */
export type StockItem = { color: string | null; size: string | null };

/**
 * Listings (product.md, Listings). Every field a search filters on is a typed, indexed column, not JSON;
 * the API's `extras` object is assembled from them. `relevance` is a stored score kept current on every write,
 * so ordering by relevance is an index scan.
 */
export const publications = pgTable(
  'publications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Whose listing it is: the creator, or the owner of the synchronizer that brought it. */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when a synchronizer brought it (nobody edits or deletes those by hand); null when a user created it. */
    synchronizerId: bigint('synchronizer_id', { mode: 'number' }).references(() => synchronizers.id, {
      onDelete: 'set null',
    }),
    /** The feed's stable key of a synchronized listing. */
    code: text('code'),
    title: text('title').notNull(),
    description: text('description'),
    url: text('url'),
    type: text('type').notNull(),
    category: text('category').notNull(),
    operation: text('operation'),
    currency: text('currency'),
    amount: bigint('amount', { mode: 'number' }),
    amountSale: bigint('amount_sale', { mode: 'number' }),
    /** Expensas: the monthly building fee in pesos, whatever the listing's currency. */
    expenses: bigint('expenses', { mode: 'number' }),
    public: boolean('public').notNull().default(true),
    /** Whether clients may ask to visit it (decision 025). */
    visits: boolean('visits').notNull().default(true),
    priority: text('priority'),
    priorityDescription: text('priority_description'),
    priorityExpiresAt: timestamp('priority_expires_at', { withTimezone: true }),
    reference: text('reference'),
    agents: jsonb('agents').$type<string[]>().notNull().default([]),
    // Address
    addressTitle: text('address_title'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    // extras
    brand: text('brand'),
    articleCode: text('article_code'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastSeason: boolean('last_season'),
    gender: text('gender'),
    ageGroup: text('age_group'),
    age: integer('age'),
    areaTotal: numeric('area_total', { precision: 12, scale: 2, mode: 'number' }),
    areaCovered: numeric('area_covered', { precision: 12, scale: 2, mode: 'number' }),
    roomsTotal: integer('rooms_total'),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    parkings: integer('parkings'),
    credit: boolean('credit'),
    reserved: boolean('reserved'),
    /** «Acepta mascotas»: whether a rental takes pets. */
    pets: boolean('pets'),
    stock: jsonb('stock').$type<StockItem[]>().notNull().default([]),
    /** The sizes and colours of `stock`, as arrays a GIN index serves. */
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Counters the searches feature keeps.
    likeCount: integer('like_count').notNull().default(0),
    decisionsCount: integer('decisions_count').notNull().default(0),
    mediaCount: integer('media_count').notNull().default(0),
    /** Bytes of the images the owner uploaded to this listing (0 for a synced one): what it counts in their quota. */
    uploadBytes: integer('upload_bytes').notNull().default(0),
    relevance: real('relevance').notNull().default(0),
    /** The last five changes of the shown price, oldest first, kept by a trigger (price-insights.ts). */
    priceChanges: jsonb('price_changes')
      .$type<
        {
          at: string;
          old_currency: string | null;
          old_price: number | null;
          currency: string | null;
          price: number | null;
        }[]
      >()
      .notNull()
      .default([]),
    /** The gazetteer barrio or city nearest its point (price-insights.ts), kept by a trigger of migration 0037. */
    barrio: text('barrio'),
    /** Hash of what a feed said last time: an unchanged item is skipped without a write. */
    contentHash: text('content_hash'),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A user's own list, and a group's portfolio (members' listings, newest first, by visibility). The trailing
    // columns make a portfolio's filters (visibility, category, a title search) index-only: a search over a
    // member's listings reads their stretch of this index, never the table.
    index('publications_user_id_listed_at_index').on(
      t.userId,
      t.listedAt.desc(),
      t.id.desc(),
      t.public,
      t.category,
      t.title,
    ),
    index('publications_user_id_public_listed_at_index').on(t.userId, t.public, t.listedAt.desc(), t.id.desc()),
    // A portfolio filtered by category, newest first, whatever the visibility.
    index('publications_user_id_category_listed_at_index').on(
      t.userId,
      t.category,
      t.listedAt.desc(),
      t.id.desc(),
      t.public,
    ),
    // The relevance job walks the listings still gaining or losing freshness, and the priorities that expired.
    index('publications_listed_at_index').on(t.listedAt, t.id),
    index('publications_priority_expires_at_index')
      .on(t.priorityExpiresAt)
      .where(sql`${t.priority} is not null`),
    index('publications_user_id_created_at_index').on(t.userId, t.createdAt.desc()),
    // A member's most decided listings (statistics, decision 013): the first entries of their stretch.
    index('publications_user_id_decisions_count_index')
      .on(t.userId, t.decisionsCount.desc(), t.id.desc())
      .where(sql`${t.decisionsCount} > 0`),
    // The storage quota sums a user's upload_bytes from this index alone, however many listings they have.
    index('publications_user_id_upload_bytes_index')
      .on(t.userId, t.uploadBytes)
      .where(sql`${t.synchronizerId} is null`),
    uniqueIndex('publications_synchronizer_id_code_unique').on(t.synchronizerId, t.code),
    // Whether a listing of an author still uses a remembered address (map.queries.ts): one probe per address. The SQL
    // function address_key, written by migration 0033, is also how map_places.address_key is computed.
    index('publications_user_id_address_key_index')
      .on(t.userId, sql`address_key(${t.addressTitle})`)
      .where(sql`${t.addressTitle} is not null`),
    // Search filters (the search feature runs them as SQL on these). A page of results reads one top-N branch per
    // filter on the index of its order, which starts with the filter's equalities (searches.queries.ts). The
    // operation is indexed as coalesce(operation, ''): only properties have one, and `operation IS NULL` is no
    // equality to PostgreSQL, so a clothing branch would not read the index in order (decision 008).
    index('publications_search_relevance_index')
      .on(t.type, t.category, sql`coalesce(${t.operation}, '')`, t.relevance.desc(), t.id.desc())
      .where(sql`${t.public}`),
    index('publications_search_recent_index')
      .on(t.type, t.category, sql`coalesce(${t.operation}, '')`, t.listedAt.desc(), t.id.desc())
      .where(sql`${t.public}`),
    // Also INCLUDE (operation), written by migration 0011 (Drizzle cannot declare INCLUDE): with the raw column in
    // the index, a search's count of a filter on type, category, operation, currency and amount is an index-only scan.
    index('publications_search_price_index')
      .on(t.type, t.category, sql`coalesce(${t.operation}, '')`, t.currency, t.amount, t.id)
      .where(sql`${t.public}`),
    // The map of a search's results (search-markers.queries.ts, decision 012): a filter's kind as one number (the SQL
    // function publication_map_kind of type, category and operation), then the band of longitude (a hundredth of a
    // degree) and the point, so a view is one range of lat per band it crosses, on fixed-width keys. Also INCLUDE
    // (amount, id, currency, type, category, operation), written by migration 0030 (Drizzle cannot declare INCLUDE):
    // the markers read every listing in view from this index alone. Only a query that states the band can use it (the
    // predicate), so the results of a filter with an area keep their order's index.
    index('publications_search_map_index')
      .on(
        sql`publication_map_kind(${t.type}, ${t.category}, ${t.operation})`,
        sql`(floor(${t.lng} * 100)::integer)`,
        t.lat,
        t.lng,
      )
      .where(
        sql`${t.public} and (floor(${t.lng} * 100)::integer) is not null and publication_map_kind(${t.type}, ${t.category}, ${t.operation}) is not null`,
      ),
    // «Parecidas» of a garment: the nearest prices within its category and brand (decision 029, migration 0039).
    index('publications_similar_brand_index')
      .on(t.category, t.brand, t.currency, t.amount, t.id)
      .where(sql`${t.public} and ${t.type} = 'clothing'`),
    // A rental that takes pets (migration 0040): the relevance index's branch narrowed to them, so a search asking for
    // pets reads them in order without passing over the many that do not.
    index('publications_search_pets_index')
      .on(t.type, t.category, sql`coalesce(${t.operation}, '')`, t.relevance.desc(), t.id.desc())
      .where(sql`${t.public} and ${t.pets}`),
    index('publications_public_relevance_index').on(t.public, t.relevance.desc(), t.id.desc()),
    index('publications_type_category_operation_index').on(t.type, t.category, t.operation),
    index('publications_currency_amount_index').on(t.currency, t.amount),
    index('publications_rooms_index').on(t.roomsTotal, t.bedrooms, t.bathrooms),
    index('publications_area_total_index').on(t.areaTotal),
    index('publications_area_covered_index').on(t.areaCovered),
    index('publications_parkings_index').on(t.parkings),
    index('publications_brand_index').on(t.brand),
    index('publications_gender_age_group_index').on(t.gender, t.ageGroup),
    index('publications_lat_lng_index').on(t.lat, t.lng),
    index('publications_tags_index').using('gin', t.tags),
    index('publications_sizes_index').using('gin', t.sizes),
    index('publications_colors_index').using('gin', t.colors),
  ],
);

/** Images of a listing, re-encoded and metadata-stripped, in `number` order. */
export const publicationMedia = pgTable(
  'publication_media',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicationId: bigint('publication_id', { mode: 'number' })
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('image'),
    location: text('location').notNull().default('local'),
    /** Storage key of the re-encoded image and of its thumbnail. */
    file: text('file').notNull(),
    thumbnail: text('thumbnail'),
    number: integer('number').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Dominant colour as #rrggbb, for placeholders while the image loads. */
    color: text('color'),
    /** Bytes of the stored image and of its thumbnail: an upload counts them against the owner's storage quota. */
    size: integer('size'),
    thumbnailSize: integer('thumbnail_size'),
    /** Where a synchronized image came from: an unchanged URL is not downloaded again. */
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('publication_media_publication_id_number_index').on(t.publicationId, t.number),
    // Files may be shared between listings: before a file is removed, these say whether anything still uses it.
    index('publication_media_file_index').on(t.file),
    index('publication_media_thumbnail_index').on(t.thumbnail),
  ],
);

export type PublicationRow = typeof publications.$inferSelect;
export type NewPublicationRow = typeof publications.$inferInsert;
export type PublicationMediaRow = typeof publicationMedia.$inferSelect;

/** A new image of a listing as its media row takes it (the listing and the date are the writer's). */
export type NewPublicationMedia = {
  file: string;
  thumbnail: string | null;
  number: number;
  width: number | null;
  height: number | null;
  color: string | null;
  size: number | null;
  thumbnailSize?: number | null;
  sourceUrl?: string | null;
};
