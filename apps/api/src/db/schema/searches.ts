import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SearchAnswerTag, SearchFilter, SearchOrder, SearchPlace } from '@vitrina/shared/searches';
import { groups } from './groups';
import { microsites } from './microsites';
import { publications } from './publications';
import { users } from './users';

/**
 * A position in a search's order: the order it belongs to, the price bucket (0 dólares, 1 pesos, 2 no price; always
 * 0 in relevance and recent), the order's key as PostgreSQL prints it (null without a price) and the listing's id.
 */
export type SearchCursor = { order: SearchOrder; bucket: number; key: string | null; id: number };

/**
 * Searches (product.md, Searches). `user_id` is the creator (null for a visitor's search until they sign in); the
 * scope is `scope_user_id` (a user's store), `group_id` (a group's portfolio) or `microsite_id` (with
 * `scope_user_id`, one of the microsite's users); none means the whole platform. The decision counters are kept by triggers on search_decisions (migration 0010).
 */
export const searches = pgTable(
  'searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Made by the client, so a visitor's search can be created offline-first and claimed at sign-in. */
    uuid: uuid('uuid').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    public: boolean('public').notNull().default(false),
    shareable: boolean('shareable').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** A search mode of the configuration (SEARCH_MODES); null until one is chosen. */
    filtered: text('filtered'),
    /**
     * The microsite it was made on: it looks at the microsite's users' public listings, or at one of them when
     * `scope_user_id` is set too (the microsite's user switcher). Deleting the microsite deletes its searches.
     */
    micrositeId: bigint('microsite_id', { mode: 'number' }).references(() => microsites.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    scopeUserId: bigint('scope_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    groupId: bigint('group_id', { mode: 'number' }).references(() => groups.id, { onDelete: 'cascade' }),
    filters: jsonb('filters').$type<SearchFilter[]>().notNull(),
    order: text('order').$type<SearchOrder>().notNull().default('relevance'),
    places: jsonb('places').$type<SearchPlace[]>().notNull().default([]),
    decisionsTrueCount: integer('decisions_true_count').notNull().default(0),
    decisionsFalseCount: integer('decisions_false_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('searches_user_id_created_at_index').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('searches_group_id_published_at_index')
      .on(t.groupId, t.publishedAt.desc())
      .where(sql`${t.public}`),
    index('searches_scope_user_id_index').on(t.scopeUserId),
    index('searches_microsite_id_created_at_index')
      .on(t.micrositeId, t.createdAt)
      .where(sql`${t.micrositeId} is not null`),
    // A group's searches in a range of days (statistics, decision 013).
    index('searches_group_id_created_at_index').on(t.groupId, t.createdAt),
  ],
);

/** Who takes part in a search: its creator (owner) and, with sharing, the people who join. */
export const searchParticipants = pgTable(
  'search_participants',
  {
    searchId: bigint('search_id', { mode: 'number' })
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    owner: boolean('owner').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Where this participant's next page starts reading (search-cursor.queries.ts): the position, in the search's
     * order, of the earliest card served and not yet decided when the last page was asked for. Null: from the top.
     */
    cursor: jsonb('cursor').$type<SearchCursor>(),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.userId] }),
    // A user's history: every search they take part in, newest first.
    index('search_participants_user_id_index').on(t.userId, t.searchId),
  ],
);

/**
 * One decision per participant and listing: like or discard, a superlike, a comment. Also the participant's
 * "already seen" set: a decided listing never comes back in their deck. Counters on searches and publications
 * follow these rows: a trigger appends their moves, applied within a second (decision 009), so concurrent or repeated
 * decisions can never skew them.
 */
export const searchDecisions = pgTable(
  'search_decisions',
  {
    searchId: bigint('search_id', { mode: 'number' })
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicationId: bigint('publication_id', { mode: 'number' })
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    like: boolean('like').notNull(),
    /**
     * A copy of the listing's title, so the filtered results choose a page in title order, and search it, in this
     * table's index alone (migration 0027, decision 018). A row inserted without it gets it from the listing by
     * trigger, and a listing's title edit is copied to its decisions by another. Inserts through Drizzle leave it to
     * that trigger: the explicit null below is replaced before NOT NULL is checked.
     */
    title: text('title')
      .notNull()
      .$defaultFn(() => sql`null`),
    isSuper: boolean('is_super').notNull().default(false),
    comment: text('comment'),
    /** The participant's answer tags on the listing (SEARCH_ANSWER_TAGS: top, visited, discarded). */
    tags: text('tags')
      .array()
      .$type<SearchAnswerTag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * A like the search's prediction chose for the participant (POST /search/{id}/predict/select), not one they
     * made: the filtered results mark it, the model never learns from it, and deciding the listing clears it.
     */
    predicted: boolean('predicted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.userId, t.publicationId] }),
    // A participant's predicted likes in a search: the search's 'Predicciones incluídas' count reads only these.
    index('search_decisions_predicted_index')
      .on(t.searchId, t.userId)
      .where(sql`${t.predicted}`),
    // Coincidences: other participants' likes of one listing in one search.
    index('search_decisions_search_id_publication_id_index')
      .on(t.searchId, t.publicationId)
      .where(sql`${t.like}`),
    // A listing's deletion cascades here; statistics read a listing's decisions.
    index('search_decisions_publication_id_index').on(t.publicationId),
    // The last decisions of a participant, newest first (undo history, the filtered results).
    index('search_decisions_search_id_user_id_created_at_index').on(t.searchId, t.userId, t.createdAt.desc()),
    // A participant's likes or discards in title order (the filtered results' default, either way), read as a range
    // of the page's entries; its title column also answers their text search without reading the listings.
    index('search_decisions_title_index').on(t.searchId, t.userId, t.like, t.title, t.publicationId),
  ],
);

export type SearchRow = typeof searches.$inferSelect;
export type NewSearchRow = typeof searches.$inferInsert;
export type SearchParticipantRow = typeof searchParticipants.$inferSelect;
export type SearchDecisionRow = typeof searchDecisions.$inferSelect;

/**
 * What decisions moved in the counters of searches (likes and discards) and of listings (likes and decisions), one
 * row per decision row added (+1) or removed (-1) (decision 009). The decisions' trigger only appends here, so
 * participants deciding the same listing at once never wait on its row; decision-counters.queries.ts applies the
 * rows to the counters within a second and deletes them. No foreign keys: a search or listing deleted meanwhile
 * simply has nothing to apply them to.
 */
export const decisionCounterMoves = pgTable('decision_counter_moves', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  searchId: bigint('search_id', { mode: 'number' }).notNull(),
  publicationId: bigint('publication_id', { mode: 'number' }).notNull(),
  liked: integer('liked').notNull(),
  discarded: integer('discarded').notNull(),
  /** The superlike's move (statistics, decision 013): +1 or -1 for a superlike, 0 otherwise. */
  superliked: integer('superliked').notNull().default(0),
  /** The decision's day in Argentina, where stat_user_days counts it; null for moves from before statistics. */
  day: date('day', { mode: 'string' }),
  /** False for a predicted like: the statistics count people's own decisions only. */
  counted: boolean('counted').notNull().default(true),
});

/**
 * How many participants like each listing of a search: a row while the listing has a like, kept by the decisions'
 * trigger in the decision's own statement (migration 0026, decision 017). The partial index holds the coincidences
 * (two likes or more) in the view's order with their counts, which is all the coincidences view reads. No foreign
 * key to publications: a listing's deletion removes its decisions, whose trigger removes the row.
 */
export const searchListingLikes = pgTable(
  'search_listing_likes',
  {
    searchId: bigint('search_id', { mode: 'number' })
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    publicationId: bigint('publication_id', { mode: 'number' }).notNull(),
    likes: integer('likes').notNull(),
    /** When a like last came: the coincidences view puts the latest first among listings with as many likes. */
    likedAt: timestamp('liked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.publicationId] }),
    // The coincidences view's order, read in the index: most likes, the latest like, the newest listing.
    index('search_listing_likes_coincidences_index')
      .on(t.searchId, t.likes.desc(), t.likedAt.desc(), t.publicationId.desc())
      .where(sql`${t.likes} >= 2`),
  ],
);

/**
 * The coincidences a search's owner has been told of: one row per (search, listing) that two participants like,
 * written when a like first meets another's (search-coincidence.queries.ts). Its primary key is what lets exactly
 * one of several likes sent at once enqueue the owner's mail; it stays when the likes are undone, so a coincidence
 * that comes back is not announced twice.
 */
export const searchCoincidenceNotices = pgTable(
  'search_coincidence_notices',
  {
    searchId: bigint('search_id', { mode: 'number' })
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    publicationId: bigint('publication_id', { mode: 'number' })
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.publicationId] }),
    // A listing's deletion cascades here.
    index('search_coincidence_notices_publication_id_index').on(t.publicationId),
  ],
);
