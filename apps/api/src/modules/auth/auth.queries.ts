import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessTokens, userAccounts, users, type UserRow } from '../../db/schema/index';

/**
 * Records a proof of the email (a mailed code, a provider's verified address). The first proof also revokes every
 * token made before it but `keepTokenId` (the session that just proved it), which then lives as long as any
 * (decision 006): a session someone opened by typing the address before its owner proved it dies here. One
 * transaction, and only the request that sets email_verified_at revokes, so two proofs at once revoke once.
 */
export async function proveEmail(
  db: Database,
  userId: number,
  options: { now: Date; keepTokenId?: number | null; keptTokenExpiresAt?: Date },
): Promise<{ user: UserRow; firstProof: boolean }> {
  const { now, keepTokenId } = options;
  return db.transaction(async (tx) => {
    const proven = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    const firstProof = proven.length > 0;
    if (firstProof) {
      const others =
        keepTokenId == null
          ? eq(accessTokens.userId, userId)
          : and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId));
      await tx.delete(accessTokens).where(others);
      if (keepTokenId != null && options.keptTokenExpiresAt) {
        await tx
          .update(accessTokens)
          .set({
            expiresAt: sql`greatest(${accessTokens.expiresAt}, ${options.keptTokenExpiresAt.toISOString()}::timestamptz)`,
          })
          .where(eq(accessTokens.id, keepTokenId));
      }
    }
    const [row] = await tx.select().from(users).where(eq(users.id, userId));
    return { user: row, firstProof };
  });
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
  await db
    .insert(userAccounts)
    .values(values)
    .onConflictDoNothing({ target: [userAccounts.provider, userAccounts.subject] });
}
