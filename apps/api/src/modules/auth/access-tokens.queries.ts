import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { perHandle } from '../../db/prepared';
import { accessTokens, users, type UserRow } from '../../db/schema/index';

export async function insertAccessToken(
  db: Database,
  values: {
    userId: number;
    tokenHash: string;
    name: string;
    expiresAt: Date;
    createdAt: Date;
    impersonatorId?: number | null;
  },
): Promise<number> {
  const [row] = await db.insert(accessTokens).values(values).returning({ id: accessTokens.id });
  return row.id;
}

const impersonators = alias(users, 'impersonators');

/**
 * The user behind a token hash, if the token exists and has not expired at `now`; for an impersonation session,
 * also the admin who opened it, with their permissions as they are now.
 */
export async function findUserByTokenHash(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{
  user: UserRow;
  tokenId: number;
  lastUsedAt: Date | null;
  impersonator: { id: number; name: string; permissions: string[] } | null;
} | null> {
  const [row] = await tokenLookup(db).execute({ tokenHash, now: now.toISOString() });
  return row ?? null;
}

/** The statement of findUserByTokenHash, which every signed-in request runs. */
const tokenLookup = perHandle((db) =>
  db
    .select({
      user: users,
      tokenId: accessTokens.id,
      lastUsedAt: accessTokens.lastUsedAt,
      impersonator: { id: impersonators.id, name: impersonators.name, permissions: impersonators.permissions },
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(impersonators, eq(impersonators.id, accessTokens.impersonatorId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        gt(accessTokens.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('access_token_user'),
);

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
