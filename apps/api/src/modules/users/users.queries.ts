// The user's own rows and what the User shape counts: the only place the users module talks to the database.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { groups, groupUsers, publications, users, type UserRow } from '../../db/schema/index';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Creates a user; null when the email already has an account (also when another request won the race). */
export async function insertUser(
  db: Database,
  values: { name: string; email: string; emailVerifiedAt: Date | null; createdAt: Date },
): Promise<UserRow | null> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...values, contactTypes: ['email'], updatedAt: values.createdAt })
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) return null;
    throw error;
  }
}

/**
 * Adds `permissions` to the users of these emails who proved their address; answers how many changed. The founding
 * administrators of ADMIN_EMAILS (users.service.ts).
 */
export async function grantToVerified(db: Database, emails: string[], permissions: string[]): Promise<number> {
  if (!emails.length) return 0;
  const granted = await db
    .update(users)
    .set({
      permissions: sql`array(select distinct p from unnest(${users.permissions} || ${sql.param(permissions)}::text[]) as p order by p)`,
    })
    .where(
      sql`${users.email} = any(${sql.param(emails)}::text[]) and ${users.emailVerifiedAt} is not null
        and not ${users.permissions} @> ${sql.param(permissions)}::text[]`,
    )
    .returning({ id: users.id });
  return granted.length;
}

export type UserGroupSummary = { id: number; name: string; logoPath: string | null };

/** The groups a user belongs to, by name: the `groups` of the User (the home page lists them). */
export async function listUserGroupSummaries(db: Database, userId: number): Promise<UserGroupSummary[]> {
  return db
    .select({ id: groups.id, name: groups.name, logoPath: groups.logoPath })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(eq(groupUsers.userId, userId))
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id));
}

/** How many listings a user owns, created or synchronized: the User's `publications_count` (an index-only count). */
export async function countUserPublications(db: Database, userId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(publications).where(eq(publications.userId, userId));
  return total;
}
