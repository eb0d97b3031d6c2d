import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessTokens, users, type UserRow } from '../../db/schema/index';

export async function insertAccessToken(
  db: Database,
  values: { userId: number; tokenHash: string; name: string; expiresAt: Date; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(accessTokens).values(values).returning({ id: accessTokens.id });
  return row.id;
}

/** The user behind a token hash, if the token exists and has not expired at `now`. */
export async function findUserByTokenHash(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRow; tokenId: number; lastUsedAt: Date | null } | null> {
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), gt(accessTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function touchAccessToken(db: Database, tokenId: number, now: Date): Promise<void> {
  await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, tokenId));
}

export async function deleteAccessTokenByHash(db: Database, tokenHash: string): Promise<boolean> {
  const deleted = await db
    .delete(accessTokens)
    .where(eq(accessTokens.tokenHash, tokenHash))
    .returning({ id: accessTokens.id });
  return deleted.length > 0;
}

export async function deleteAccessTokenById(db: Database, tokenId: number): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
}

export async function deleteExpiredAccessTokens(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(accessTokens)
    .where(lte(accessTokens.expiresAt, now))
    .returning({ id: accessTokens.id });
  return deleted.length;
}
