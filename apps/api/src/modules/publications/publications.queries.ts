// Listings: their rows, the stored relevance, a user's own list and the values
// the form suggests. With publication-media.queries.ts, the only place the feature talks to the database.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { idArrayParam } from '../../db/id-array-param';
import { perHandle } from '../../db/prepared';
import {
  groups,
  groupUsers,
  publicationMedia,
  publications,
  users,
  type NewPublicationRow,
  type PublicationMediaRow,
  type PublicationRow,
} from '../../db/schema/index';
import type { PageWindow } from '../../lib/pagination';
import { containsPattern } from '../../db/like-pattern';
import { barrioPriceOf } from '../price-insights';
import { computeRelevance } from './relevance';

/** What a view shows of a listing's media. */
export type MediaFields = Pick<
  PublicationMediaRow,
  'id' | 'file' | 'thumbnail' | 'number' | 'width' | 'height' | 'color'
>;

/**
 * A listing's media as its view shows them, in their order, as JSON: a column of a statement on publications, so a
 * page of cards (or one listing) reads them in its own statement.
 */
export const mediasOf = sql<MediaFields[]>`(select coalesce(json_agg(json_build_object('id', ${publicationMedia.id},
    'file', ${publicationMedia.file}, 'thumbnail', ${publicationMedia.thumbnail}, 'number', ${publicationMedia.number},
    'width', ${publicationMedia.width}, 'height', ${publicationMedia.height}, 'color', ${publicationMedia.color})
    order by ${publicationMedia.number}, ${publicationMedia.id}), '[]'::json)
    from ${publicationMedia} where ${publicationMedia.publicationId} = ${publications.id})`;

/**
 * A listing with what its view shows beside it (its publisher, its media, its barrio's median), in one statement
 * built once and named: a public listing's read is one round trip.
 */
export async function findListingForView(db: Database, publicationId: number) {
  const [found] = await listingForView(db).execute({ id: publicationId });
  return found ?? null;
}

const listingForView = perHandle((db) =>
  db
    .select({
      publication: publications,
      publisher: { id: users.id, name: users.name, slug: users.slug, avatarPath: users.avatarPath },
      medias: mediasOf,
      barrioPrice: barrioPriceOf,
    })
    .from(publications)
    .innerJoin(users, eq(users.id, publications.userId))
    .where(eq(publications.id, sql.placeholder('id')))
    .prepare('listing_for_view'),
);
// The media query lives here too: the view loader needs it and must not import the media writes.
export async function listMediaOfPublications(db: Database, publicationIds: number[]) {
  if (publicationIds.length === 0) return [];
  return mediaOfPublications(db).execute({ ids: idArrayParam(publicationIds) });
}

export async function listPublishers(db: Database, userIds: number[]) {
  if (userIds.length === 0) return [];
  return publishersById(db).execute({ ids: idArrayParam(userIds) });
}

// A listing's view reads these on every public read, card and page of listings: each is built once and named on
// PostgreSQL, whatever the number of ids (db/id-array-param.ts).

const mediaOfPublications = perHandle((db) =>
  db
    .select()
    .from(publicationMedia)
    .where(sql`${publicationMedia.publicationId} = any(${sql.placeholder('ids')}::bigint[])`)
    .orderBy(asc(publicationMedia.publicationId), asc(publicationMedia.number), asc(publicationMedia.id))
    .prepare('media_of_publications'),
);

const publishersById = perHandle((db) =>
  db
    .select({ id: users.id, name: users.name, slug: users.slug, avatarPath: users.avatarPath })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('publishers_by_id'),
);

/** What a listing's relevance score is computed from (relevance.ts), with the stored score to compare. */
export const relevanceInputColumns = {
  id: publications.id,
  priority: publications.priority,
  priorityExpiresAt: publications.priorityExpiresAt,
  listedAt: publications.listedAt,
  mediaCount: publications.mediaCount,
  likeCount: publications.likeCount,
  relevance: publications.relevance,
};

/**
 * Brings the stored relevance of these listings up to date (after a priority, media or like change). Rows whose
 * score is unchanged are not written. Returns how many were.
 */
export async function recomputeRelevance(db: Database, publicationIds: number[], now: Date): Promise<number> {
  if (publicationIds.length === 0) return 0;
  const rows = await db
    .select(relevanceInputColumns)
    .from(publications)
    .where(inArray(publications.id, publicationIds));
  let written = 0;
  for (const row of rows) {
    const relevance = computeRelevance(row, now);
    // `real` holds about 7 digits: compare as the column would store it.
    if (Math.fround(relevance) === Math.fround(row.relevance)) continue;
    await db.update(publications).set({ relevance }).where(eq(publications.id, row.id));
    written += 1;
  }
  return written;
}

export async function findPublication(db: Database, publicationId: number): Promise<PublicationRow | null> {
  const [row] = await publicationById(db).execute({ id: publicationId });
  return row ?? null;
}

const publicationById = perHandle((db) =>
  db
    .select()
    .from(publications)
    .where(eq(publications.id, sql.placeholder('id')))
    .prepare('publication_by_id'),
);

/**
 * Runs `work` in one transaction holding the listing's row locked, so two edits of one listing (or an edit and
 * a delete) happen one after another and each sees the media the other left. `work` must use `tx`.
 */
export async function withLockedPublication<T>(
  db: Database,
  publicationId: number,
  work: (tx: Database, row: PublicationRow) => Promise<T>,
): Promise<{ found: true; value: T } | { found: false }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(publications).where(eq(publications.id, publicationId)).for('update');
    if (!row) return { found: false as const };
    return { found: true as const, value: await work(tx, row) };
  });
}

export async function insertPublicationRow(db: Database, values: NewPublicationRow): Promise<PublicationRow> {
  const [row] = await db.insert(publications).values(values).returning();
  return row;
}

export async function updatePublicationRow(
  db: Database,
  publicationId: number,
  changes: Partial<NewPublicationRow>,
): Promise<PublicationRow> {
  const [row] = await db.update(publications).set(changes).where(eq(publications.id, publicationId)).returning();
  return row;
}

export async function deletePublicationRow(db: Database, publicationId: number): Promise<void> {
  await db.delete(publications).where(eq(publications.id, publicationId));
}

export type OwnListQuery = {
  search?: string;
  orderBy: 'title' | 'listed_at' | 'created_at';
  orderMethod: 'asc' | 'desc';
};

export async function listUserPublications(
  db: Database,
  userId: number,
  query: OwnListQuery,
  window: PageWindow,
): Promise<{ rows: PublicationRow[]; total: number }> {
  const conditions: SQL[] = [eq(publications.userId, userId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(publications.title, pattern),
        ilike(publications.description, pattern),
        ilike(publications.reference, pattern),
        ilike(publications.code, pattern),
        ilike(publications.articleCode, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const direction = query.orderMethod === 'desc' ? desc : asc;
  const column =
    query.orderBy === 'title'
      ? sql`lower(${publications.title})`
      : query.orderBy === 'created_at'
        ? publications.createdAt
        : publications.listedAt;
  const rows = await db
    .select()
    .from(publications)
    .where(where)
    .orderBy(direction(column), direction(publications.id))
    .limit(window.limit)
    .offset(window.offset);
  const [{ total }] = await db.select({ total: count() }).from(publications).where(where);
  return { rows, total };
}

// Each suggestible field as the SQL that lists its values, one row per use. Fixed fragments, never user input.
const suggestionSources = {
  tags: sql`unnest(${publications.tags})`,
  sizes: sql`unnest(${publications.sizes})`,
  colors: sql`unnest(${publications.colors})`,
  agents: sql`jsonb_array_elements_text(${publications.agents})`,
  brand: sql`${publications.brand}`,
  reference: sql`${publications.reference}`,
} as const;

/** The values `userId` already used in a field, most used first: what the form offers while typing. */
export async function listUsedValues(
  db: Database,
  userId: number,
  field: keyof typeof suggestionSources,
  search: string | undefined,
  limit: number,
): Promise<string[]> {
  const filter = search ? sql`and value ilike ${containsPattern(search)}` : sql``;
  const result = await db.execute(sql`
    select value from (
      select ${suggestionSources[field]} as value from ${publications} where ${publications.userId} = ${userId}
    ) used
    where value is not null and value <> '' ${filter}
    group by value
    order by count(*) desc, lower(value), value
    limit ${limit}`);
  return (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
}

const ownerMembership = alias(groupUsers, 'owner_membership');

/**
 * Whether `viewerId` shares a group with `ownerId` whose scope shows a listing of this visibility (a group's
 * `public`: null shows all, true only public, false only private listings).
 */
export async function sharesGroupShowing(
  db: Database,
  viewerId: number,
  ownerId: number,
  listingPublic: boolean,
): Promise<boolean> {
  const [row] = await db
    .select({ groupId: groups.id })
    .from(groupUsers)
    .innerJoin(
      ownerMembership,
      and(eq(ownerMembership.groupId, groupUsers.groupId), eq(ownerMembership.userId, ownerId)),
    )
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(and(eq(groupUsers.userId, viewerId), or(isNull(groups.public), eq(groups.public, listingPublic))))
    .limit(1);
  return row !== undefined;
}

/**
 * Clears priorities whose time is up (a batch at a time) and answers the listings' ids, whose relevance then
 * needs recomputing. Views already hide an expired priority; this keeps the column and the score honest.
 */
export async function clearExpiredPriorities(db: Database, now: Date, batch = 500): Promise<number[]> {
  const due = db
    .select({ id: publications.id })
    .from(publications)
    .where(and(isNotNull(publications.priority), lte(publications.priorityExpiresAt, now)))
    .limit(batch);
  const rows = await db
    .update(publications)
    .set({ priority: null, priorityDescription: null, priorityExpiresAt: null })
    .where(inArray(publications.id, due))
    .returning({ id: publications.id });
  return rows.map((row) => row.id);
}
