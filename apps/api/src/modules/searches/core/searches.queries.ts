// Reading and writing searches and their participants: creation, the rows the Search view is built from (scope names,
// participants), renaming, a user's history, deleting and leaving.
import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SearchFilter, SearchOrder, SearchPlace } from '@vitrina/shared/searches';
import type { Database } from '../../../db/client';
import { idArrayParam } from '../../../db/id-array-param';
import { containsPattern } from '../../../db/like-pattern';
import { perHandle } from '../../../db/prepared';
import {
  groups,
  searchDecisions,
  searches,
  searchParticipants,
  users,
  type SearchParticipantRow,
  type SearchRow,
} from '../../../db/schema/index';
import type { PageWindow } from '../../../lib/pagination';

/**
 * A search by uuid or id with `viewerId`'s participation in it (null for a visitor or someone who takes no part), in
 * one statement: every request on a search starts here.
 */
export async function findSearchWithParticipant(
  db: Database,
  key: { uuid: string } | { id: number },
  viewerId: number | null,
): Promise<{ search: SearchRow; participant: SearchParticipantRow | null } | null> {
  const viewer = viewerId ?? 0;
  const [row] =
    'uuid' in key
      ? await searchByUuid(db).execute({ uuid: key.uuid, viewer })
      : await searchById(db).execute({ id: key.id, viewer });
  return row ?? null;
}

/** The statement of findSearchWithParticipant by one of the search's keys. */
const searchWithParticipant = (db: Database, where: SQL, name: string) =>
  db
    .select({ search: searches, participant: searchParticipants })
    .from(searches)
    .leftJoin(
      searchParticipants,
      and(eq(searchParticipants.searchId, searches.id), eq(searchParticipants.userId, sql.placeholder('viewer'))),
    )
    .where(where)
    .limit(1)
    .prepare(name);
const searchByUuid = perHandle((db) =>
  searchWithParticipant(db, eq(searches.uuid, sql.placeholder('uuid')), 'search_with_participant_by_uuid'),
);
const searchById = perHandle((db) =>
  searchWithParticipant(db, eq(searches.id, sql.placeholder('id')), 'search_with_participant_by_id'),
);

export async function findParticipant(
  db: Database,
  searchId: number,
  userId: number,
): Promise<SearchParticipantRow | null> {
  const [row] = await db
    .select()
    .from(searchParticipants)
    .where(and(eq(searchParticipants.searchId, searchId), eq(searchParticipants.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Whether a user exists: the store a search is scoped to. */
export async function userExists(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** The filters a new search of a user's store starts with; null when the user does not exist. */
export async function userPresetFilters(db: Database, userId: number): Promise<SearchFilter[] | null> {
  const [row] = await db.select({ filters: users.presetFilters }).from(users).where(eq(users.id, userId));
  return row?.filters ?? null;
}

type NewSearch = {
  uuid: string;
  title: string;
  userId: number | null;
  scopeUserId: number | null;
  groupId: number | null;
  micrositeId: number | null;
  filters: SearchFilter[];
  order: SearchOrder;
  places: SearchPlace[];
  now: Date;
};

/**
 * Writes a search and, when it has a creator, the creator's owner row, in one transaction. Answers null when the
 * uuid is taken (nothing is written then).
 */
export async function insertSearch(db: Database, values: NewSearch): Promise<SearchRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(searches)
      .values({
        uuid: values.uuid,
        title: values.title,
        userId: values.userId,
        scopeUserId: values.scopeUserId,
        groupId: values.groupId,
        micrositeId: values.micrositeId,
        filters: values.filters,
        order: values.order,
        places: values.places,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .onConflictDoNothing({ target: searches.uuid })
      .returning();
    if (!row) return null;
    if (values.userId !== null)
      await tx
        .insert(searchParticipants)
        .values({ searchId: row.id, userId: values.userId, owner: true, joinedAt: values.now });
    return row;
  });
}

/** What the owner may change: the title, sharing, the mode. Fields left undefined stay as they are. */
export type SearchChanges = { title?: string; shareable?: boolean; filtered?: string | null };

export async function updateSearchFields(
  db: Database,
  searchId: number,
  changes: SearchChanges,
  now: Date,
): Promise<SearchRow> {
  const [row] = await db
    .update(searches)
    .set({ ...changes, updatedAt: now })
    .where(eq(searches.id, searchId))
    .returning();
  return row;
}

/**
 * Makes `userId` a participant (not the owner) of the search. Answers false when they already were, so two joins at
 * once make one row and one of them is told.
 */
export async function insertParticipant(db: Database, searchId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(searchParticipants)
    .values({ searchId, userId, owner: false, joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: searchParticipants.userId });
  return rows.length > 0;
}

/**
 * The other participants who like this listing in this search: the coincidences of a like. A named statement, as
 * every like in a search of several people asks it.
 */
const otherLikers = perHandle((db) =>
  db
    .select({ id: users.id, name: users.name, slug: users.slug, avatarPath: users.avatarPath })
    .from(searchDecisions)
    .innerJoin(users, eq(users.id, searchDecisions.userId))
    .where(
      and(
        eq(searchDecisions.searchId, sql.placeholder('searchId')),
        eq(searchDecisions.publicationId, sql.placeholder('publicationId')),
        eq(searchDecisions.like, true),
        ne(searchDecisions.userId, sql.placeholder('userId')),
      ),
    )
    .orderBy(asc(users.name))
    .prepare('search_other_likers'),
);

export async function listOtherLikers(db: Database, searchId: number, publicationId: number, userId: number) {
  return otherLikers(db).execute({ searchId, publicationId, userId });
}

/** What the Search view adds to a row: the names of its scope. */
type SearchScopeNames = {
  scopeUserName: string | null;
  scopeUserSlug: string | null;
  groupName: string | null;
};
export type SearchWithScope = SearchRow & SearchScopeNames;

export type ParticipantWithUser = SearchParticipantRow & {
  name: string;
  slug: string | null;
  avatarPath: string | null;
};

const scopeUsers = alias(users, 'scope_users');

function withScopeNames(db: Database) {
  return db
    .select({
      search: searches,
      scopeUserName: scopeUsers.name,
      scopeUserSlug: scopeUsers.slug,
      groupName: groups.name,
    })
    .from(searches)
    .leftJoin(scopeUsers, eq(scopeUsers.id, searches.scopeUserId))
    .leftJoin(groups, eq(groups.id, searches.groupId));
}

type ScopedRow = { search: SearchRow } & SearchScopeNames;
const flatten = (row: ScopedRow): SearchWithScope => ({
  ...row.search,
  scopeUserName: row.scopeUserName,
  scopeUserSlug: row.scopeUserSlug,
  groupName: row.groupName,
});

export async function findSearchWithScope(db: Database, searchId: number): Promise<SearchWithScope | null> {
  const [row] = await withScopeNames(db).where(eq(searches.id, searchId));
  return row ? flatten(row) : null;
}

/** The participants of these searches with their names and avatars, owners first, then by joining time. */
export async function listParticipants(db: Database, searchIds: number[]): Promise<ParticipantWithUser[]> {
  if (searchIds.length === 0) return [];
  const rows = await participantsOf(db).execute({ ids: idArrayParam(searchIds) });
  return rows.map((row) => ({ ...row.pivot, name: row.name, slug: row.slug, avatarPath: row.avatarPath }));
}

// A search's page, its filtered results and its view all list its people: built once and named on PostgreSQL, the
// searches' ids as one array parameter (db/id-array-param.ts).
const participantsOf = perHandle((db) =>
  db
    .select({ pivot: searchParticipants, name: users.name, slug: users.slug, avatarPath: users.avatarPath })
    .from(searchParticipants)
    .innerJoin(users, eq(users.id, searchParticipants.userId))
    .where(sql`${searchParticipants.searchId} = any(${sql.placeholder('ids')}::bigint[])`)
    .orderBy(desc(searchParticipants.owner), asc(searchParticipants.joinedAt), asc(searchParticipants.userId))
    .prepare('participants_of_searches'),
);

/** The searches a user takes part in, newest first by default, with a title filter; one page and the total. */
export async function listSearchesOfParticipant(
  db: Database,
  userId: number,
  query: { search?: string; orderMethod: 'asc' | 'desc' },
  window: PageWindow,
): Promise<{ rows: (SearchWithScope & { owner: boolean })[]; total: number }> {
  const conditions: SQL[] = [eq(searchParticipants.userId, userId)];
  if (query.search) conditions.push(ilike(searches.title, containsPattern(query.search)));
  const where = and(...conditions);
  const direction = query.orderMethod === 'asc' ? asc : desc;
  const rows = await db
    .select({
      search: searches,
      scopeUserName: scopeUsers.name,
      scopeUserSlug: scopeUsers.slug,
      groupName: groups.name,
      owner: searchParticipants.owner,
    })
    .from(searches)
    .innerJoin(searchParticipants, eq(searchParticipants.searchId, searches.id))
    .leftJoin(scopeUsers, eq(scopeUsers.id, searches.scopeUserId))
    .leftJoin(groups, eq(groups.id, searches.groupId))
    .where(where)
    .orderBy(direction(searches.createdAt), direction(searches.id))
    .limit(window.limit)
    .offset(window.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(searches)
    .innerJoin(searchParticipants, eq(searchParticipants.searchId, searches.id))
    .where(where);
  return { rows: rows.map((row) => ({ ...flatten(row), owner: row.owner })), total };
}

/** Deletes a search with everything that hangs from it (its decisions' counter moves follow by trigger). */
export async function deleteSearch(db: Database, searchId: number): Promise<void> {
  await db.delete(searches).where(eq(searches.id, searchId));
}

/**
 * A participant leaves a search: their decisions and their participation go, in one transaction (the counters follow
 * by trigger). Answers whether they took part.
 */
export async function leaveSearch(db: Database, searchId: number, userId: number): Promise<{ left: boolean }> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(searchParticipants)
      .where(and(eq(searchParticipants.searchId, searchId), eq(searchParticipants.userId, userId)))
      .returning({ userId: searchParticipants.userId });
    if (removed.length === 0) return { left: false };
    await tx
      .delete(searchDecisions)
      .where(and(eq(searchDecisions.searchId, searchId), eq(searchDecisions.userId, userId)));
    return { left: true };
  });
}
