import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { userAccounts, users, type UserRow } from '../../db/schema/index';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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

/** Sets email_verified_at unless it is already set; answers the row as it is now. */
export async function markEmailVerified(db: Database, userId: number, now: Date): Promise<UserRow> {
  await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findLinkedUser(db: Database, provider: string, subject: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(and(eq(userAccounts.provider, provider), eq(userAccounts.subject, subject)))
    .limit(1);
  return row?.user ?? null;
}

/** Links a provider identity to a user; a link that already exists (a concurrent first sign-in) is kept. */
export async function linkAccount(
  db: Database,
  values: { userId: number; provider: string; subject: string; email: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(userAccounts).values(values).onConflictDoNothing({ target: [userAccounts.provider, userAccounts.subject] });
}
