// The administration's reads and writes of users: the list, the detail's counts and the locked rows the permission
// rules are checked on.
import { and, asc, count, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { containsPattern } from '../../db/like-pattern';
import {
  groups,
  groupUsers,
  publications,
  searches,
  users,
  type GroupRow,
  type GroupUserRow,
  type UserRow,
} from '../../db/schema/index';
import type { PageWindow } from '../../lib/pagination';

/**
 * The admin user list. The search is a case-insensitive "contains" on the name and the email: `lower(name) LIKE`
 * with the pattern lowercased here, and the email as stored (always lowercase, a check keeps it so), which is
 * several times cheaper per row than ILIKE. Both have pg_trgm indexes (migration 0021), so a term of three
 * characters or more reads only the matching rows; the first page without a term reads (created_at, id) backwards.
 */
export async function listUsers(
  db: Database,
  query: { search?: string; orderBy: 'created_at' | 'name'; orderMethod: 'asc' | 'desc' },
  window: PageWindow,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search.toLowerCase());
    conditions.push(or(sql`lower(${users.name}) like ${pattern}`, sql`${users.email} like ${pattern}`)!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.orderMethod === 'desc' ? desc : asc;
  const column = query.orderBy === 'name' ? sql`lower(${users.name})` : users.createdAt;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(column), direction(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

export async function findUser(db: Database, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The user's row locked for the rest of the transaction. */
export async function lockUser(db: Database, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/** A user holding at least one admin permission (the rules need only these two fields). */
export type AdminHolder = { id: number; permissions: string[] };

// Matches the partial index users_admins_index, so the admins are read without reading every user.
const isAdmin = sql`${users.permissions} <> '{}'::text[]`;

/**
 * Every user holding an admin permission, their rows locked in id order: two admins taking a permission from each
 * other (or deleting each other) at once queue here, and the second sees the first one's change (PostgreSQL re-reads
 * a locked row after the wait, so a row that lost its permissions meanwhile drops out, and one that lost some comes
 * with what it still holds).
 */
export async function lockAdmins(db: Database): Promise<AdminHolder[]> {
  return db
    .select({ id: users.id, permissions: users.permissions })
    .from(users)
    .where(isAdmin)
    .orderBy(asc(users.id))
    .for('update');
}

export async function emailTakenByOther(db: Database, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function updateUserFields(
  db: Database,
  userId: number,
  changes: Partial<
    Pick<UserRow, 'name' | 'email' | 'phone' | 'permissions' | 'contactTypes' | 'notificationTypes' | 'presetFilters'>
  >,
  now: Date,
): Promise<boolean> {
  try {
    await db
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, userId));
    return true;
  } catch (error) {
    // Answers false when the email is another user's (the unique index), whatever the check before said.
    if (isUniqueViolation(error, 'users_email_unique')) return false;
    throw error;
  }
}

/** Deletes the user; listings, searches, sessions and memberships go with them (the foreign keys cascade). */
export async function deleteUserRow(db: Database, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export async function listGroupsWithPivot(
  db: Database,
  userId: number,
): Promise<{ group: GroupRow; pivot: GroupUserRow }[]> {
  return db
    .select({ group: groups, pivot: groupUsers })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(eq(groupUsers.userId, userId))
    .orderBy(asc(groupUsers.createdAt), asc(groups.id));
}

/** The counts the admin view of a user shows: listings by origin, groups owned, searches created. */
export async function userCounts(db: Database, userId: number) {
  const [created, synced, owned, searchesOf] = await Promise.all([
    db
      .select({ total: count() })
      .from(publications)
      .where(and(eq(publications.userId, userId), isNull(publications.synchronizerId))),
    db
      .select({ total: count() })
      .from(publications)
      .where(and(eq(publications.userId, userId), isNotNull(publications.synchronizerId))),
    db
      .select({ total: count() })
      .from(groupUsers)
      .where(and(eq(groupUsers.userId, userId), eq(groupUsers.owner, true))),
    db.select({ total: count() }).from(searches).where(eq(searches.userId, userId)),
  ]);
  return {
    publicationsCreated: created[0].total,
    publicationsSynced: synced[0].total,
    ownedGroups: owned[0].total,
    searches: searchesOf[0].total,
  };
}
