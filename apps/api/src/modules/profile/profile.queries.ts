import { and, asc, eq, ne } from 'drizzle-orm';
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

/** Sets one site's push token, leaving the other sites' tokens as they are. */
export async function setPushIdentifier(
  db: Database,
  user: UserRow,
  site: string,
  token: string,
  now: Date,
): Promise<UserRow> {
  return updateUser(
    db,
    user.id,
    { notificationPushIdentifiers: { ...user.notificationPushIdentifiers, [site]: token } },
    now,
  );
}

export async function listLinkedAccounts(db: Database, userId: number): Promise<UserAccountRow[]> {
  return db
    .select()
    .from(userAccounts)
    .where(eq(userAccounts.userId, userId))
    .orderBy(asc(userAccounts.createdAt), asc(userAccounts.id));
}
