import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authCodes, type AuthCodeRow } from '../../db/schema/index';

export type CodePurpose = 'login' | 'verify';

/** Codes sent to an email (any purpose) since a moment: the per-email send limit. */
export async function countCodesSentSince(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(authCodes)
    .where(and(eq(authCodes.email, email), gt(authCodes.createdAt, since)));
  return row?.total ?? 0;
}

/** Stores a new code and revokes the earlier unused ones of that email and purpose, in one transaction. */
export async function replaceCode(
  db: Database,
  values: { email: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(authCodes)
      .set({ revokedAt: values.createdAt })
      .where(and(eq(authCodes.email, values.email), eq(authCodes.purpose, values.purpose), isNull(authCodes.usedAt), isNull(authCodes.revokedAt)));
    await tx.insert(authCodes).values(values);
  });
}

/** The newest code of an email and purpose that was neither used nor revoked (it may have expired). */
export async function findLiveCode(db: Database, email: string, purpose: CodePurpose): Promise<AuthCodeRow | null> {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.email, email), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt), isNull(authCodes.revokedAt)))
    .orderBy(desc(authCodes.id))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong try; answers the new count, or null when the code had already reached the limit. */
export async function recordWrongTry(db: Database, id: number, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, id), lt(authCodes.attempts, maxTries)))
    .returning({ attempts: authCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks the code used; false when a concurrent request used or revoked it first (single use). */
export async function consumeCode(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt), isNull(authCodes.revokedAt)))
    .returning({ id: authCodes.id });
  return rows.length > 0;
}

/** Deletes codes created before `before`: long dead, and outside every send-limit window. */
export async function deleteCodesCreatedBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(authCodes).where(lt(authCodes.createdAt, before)).returning({ id: authCodes.id });
  return deleted.length;
}
