// The administration's reads and writes of microsites: the list, one microsite with its users, the locked row an edit
// works on, the user list an edit replaces, and the users an admin picks from.
import { and, asc, count, desc, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { containsPattern } from '../../db/like-pattern';
import { micrositeUsers, microsites, users, type MicrositeRow, type UserRow } from '../../db/schema/index';
import type { PageWindow } from '../../lib/pagination';

export type MicrositeWithCount = MicrositeRow & { usersCount: number };
export type MicrositeUserEntry = { user: UserRow; isDefault: boolean };
export type NewMicrosite = Omit<typeof microsites.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type MicrositeChanges = Partial<NewMicrosite>;

const hostIndex = 'microsites_host_unique';

const usersCount =
  sql<number>`(select count(*) from ${micrositeUsers} where ${micrositeUsers.micrositeId} = ${microsites.id})`.mapWith(
    Number,
  );

/** The admin list: a "contains" search on the name or the host, by creation (newest first) or name. */
export async function listMicrosites(
  db: Database,
  query: { search?: string; orderBy: 'created_at' | 'name'; orderMethod: 'asc' | 'desc' },
  window: PageWindow,
): Promise<{ rows: MicrositeWithCount[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = pattern ? or(ilike(microsites.name, pattern), ilike(microsites.host, pattern)) : undefined;
  const direction = query.orderMethod === 'desc' ? desc : asc;
  const column = query.orderBy === 'name' ? sql`lower(${microsites.name})` : microsites.createdAt;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ microsite: microsites, usersCount })
      .from(microsites)
      .where(where)
      .orderBy(direction(column), direction(microsites.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(microsites).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.microsite, usersCount: row.usersCount })), total };
}

export async function findMicrosite(db: Database, micrositeId: number): Promise<MicrositeWithCount | null> {
  const [row] = await db
    .select({ microsite: microsites, usersCount })
    .from(microsites)
    .where(eq(microsites.id, micrositeId));
  return row ? { ...row.microsite, usersCount: row.usersCount } : null;
}

/** The microsite's row, locked until the transaction ends: edits and deletions of one microsite queue here. */
export async function lockMicrosite(tx: Database, micrositeId: number): Promise<MicrositeRow | null> {
  const [row] = await tx.select().from(microsites).where(eq(microsites.id, micrositeId)).for('update');
  return row ?? null;
}

/** A microsite's users, the default first, then by name. */
export async function listMicrositeUsers(db: Database, micrositeId: number): Promise<MicrositeUserEntry[]> {
  return db
    .select({ user: users, isDefault: micrositeUsers.isDefault })
    .from(micrositeUsers)
    .innerJoin(users, eq(users.id, micrositeUsers.userId))
    .where(eq(micrositeUsers.micrositeId, micrositeId))
    .orderBy(desc(micrositeUsers.isDefault), asc(sql`lower(${users.name})`), asc(users.id));
}

/** A microsite's user ids with which one is the default, in id order (what its audit entries record). */
export async function micrositeUserIds(
  db: Database,
  micrositeId: number,
): Promise<{ userId: number; isDefault: boolean }[]> {
  return db
    .select({ userId: micrositeUsers.userId, isDefault: micrositeUsers.isDefault })
    .from(micrositeUsers)
    .where(eq(micrositeUsers.micrositeId, micrositeId))
    .orderBy(asc(micrositeUsers.userId));
}

/** Which of `userIds` are accounts, locked against deletion until the transaction ends. */
export async function existingUserIds(tx: Database, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds)).for('key share');
  return new Set(rows.map((row) => row.id));
}

/** Whether another microsite has the host (the unique index decides a race; this gives the usual case its text). */
export async function hostTakenByOther(db: Database, host: string, exceptId: number | null): Promise<boolean> {
  const conditions: SQL[] = [eq(microsites.host, host)];
  if (exceptId !== null) conditions.push(ne(microsites.id, exceptId));
  const [row] = await db
    .select({ id: microsites.id })
    .from(microsites)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** The new row, or null when another microsite took the host first (the transaction is then unusable). */
export async function insertMicrosite(tx: Database, values: NewMicrosite, now: Date): Promise<MicrositeRow | null> {
  try {
    const [row] = await tx
      .insert(microsites)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, hostIndex)) return null;
    throw error;
  }
}

/** False when another microsite took the host first (the transaction is then unusable). */
export async function updateMicrosite(
  tx: Database,
  micrositeId: number,
  changes: MicrositeChanges,
  now: Date,
): Promise<boolean> {
  try {
    await tx
      .update(microsites)
      .set({ ...changes, updatedAt: now })
      .where(eq(microsites.id, micrositeId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error, hostIndex)) return false;
    throw error;
  }
}

/**
 * Makes `userIds` the microsite's users with `defaultId` the default. Users who stay keep their row (and when they
 * were added); the old default is cleared first, since the index allows one default at any moment.
 */
export async function setMicrositeUsers(
  tx: Database,
  micrositeId: number,
  userIds: number[],
  defaultId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(micrositeUsers)
    .set({ isDefault: false })
    .where(and(eq(micrositeUsers.micrositeId, micrositeId), eq(micrositeUsers.isDefault, true)));
  await tx
    .delete(micrositeUsers)
    .where(and(eq(micrositeUsers.micrositeId, micrositeId), notInArray(micrositeUsers.userId, userIds)));
  await tx
    .insert(micrositeUsers)
    .values(userIds.map((userId) => ({ micrositeId, userId, isDefault: userId === defaultId, createdAt: now })))
    .onConflictDoUpdate({
      target: [micrositeUsers.micrositeId, micrositeUsers.userId],
      set: { isDefault: sql`excluded.is_default` },
    });
}

/** Deletes the microsite (its users' rows and its searches go with it, by their keys); null when there was none. */
export async function deleteMicrositeRow(tx: Database, micrositeId: number): Promise<MicrositeRow | null> {
  const [row] = await tx.delete(microsites).where(eq(microsites.id, micrositeId)).returning();
  return row ?? null;
}

/** Users to pick for a microsite: a "contains" search on the name or the email, by name. */
export async function pickUsers(
  db: Database,
  query: { search?: string; orderMethod: 'asc' | 'desc' },
  window: PageWindow,
): Promise<{ rows: UserRow[]; total: number }> {
  // As the admin user list: the name lowercased, the email as stored (always lower case).
  const pattern = query.search ? containsPattern(query.search.toLowerCase()) : null;
  const where = pattern
    ? or(sql`lower(${users.name}) like ${pattern}`, sql`${users.email} like ${pattern}`)
    : undefined;
  const direction = query.orderMethod === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(sql`lower(${users.name})`), direction(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}
