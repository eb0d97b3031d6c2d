import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { userAccounts, users, type NewUserRow, type UserAccountRow, type UserRow } from '../../db/schema/index';

type ProfileChanges = Partial<
  Pick<
    NewUserRow,
    | 'name'
    | 'phone'
    | 'contactTypes'
    | 'storeContacts'
    | 'notificationTypes'
    | 'notificationChannels'
    | 'avatarPath'
    | 'avatarSize'
    | 'notificationPushIdentifiers'
  >
>;

export async function updateUser(db: Database, userId: number, changes: ProfileChanges, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function isSlugTakenByOther(db: Database, slug: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.slug, slug), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** Sets the slug; null when another user holds it (including one who took it a moment ago). */
export async function updateSlug(
  db: Database,
  userId: number,
  slug: string,
  now: Date,
  storeContacts?: boolean,
): Promise<UserRow | null> {
  try {
    const [row] = await db
      .update(users)
      .set({ slug, storeContacts, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'users_slug_unique')) return null;
    throw error;
  }
}

/**
 * Sets one site's push token, leaving the other sites' tokens as they are: merged in the statement, so a
 * subscription saved on another site at the same moment (or one the delivery removes) is not overwritten.
 */
export async function setPushIdentifier(
  db: Database,
  userId: number,
  site: string,
  token: string,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      notificationPushIdentifiers: sql`${users.notificationPushIdentifiers} || jsonb_build_object(${site}::text, ${token}::text)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function listLinkedAccounts(db: Database, userId: number): Promise<UserAccountRow[]> {
  return db
    .select()
    .from(userAccounts)
    .where(eq(userAccounts.userId, userId))
    .orderBy(asc(userAccounts.createdAt), asc(userAccounts.id));
}
