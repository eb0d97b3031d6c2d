// The claims of listing creations' Idempotency-Keys (db/schema/publication-idempotency-keys.ts). A key counts
// from its `created_at` until `expiredBefore`; an older row is as good as absent and is taken over or pruned.
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicationIdempotencyKeys as keys } from '../../db/schema/index';

export type KeyClaim = { userId: number; key: string };

/** The listing a committed request with this key created, or null when the key is new (or expired). */
export async function findClaimedPublication(
  db: Database,
  claim: KeyClaim,
  expiredBefore: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ publicationId: keys.publicationId })
    .from(keys)
    .where(
      and(
        eq(keys.userId, claim.userId),
        eq(keys.key, claim.key),
        gt(keys.createdAt, expiredBefore),
        isNotNull(keys.publicationId),
      ),
    );
  return row?.publicationId ?? null;
}

/**
 * Claims the key for the calling transaction: true when it is ours (new, or an expired row taken over). A
 * concurrent transaction holding the same key makes this wait until it ends; false means another request holds
 * it, committed: read its listing with findClaimedPublication in a new statement.
 */
export async function claimKey(tx: Database, claim: KeyClaim, now: Date, expiredBefore: Date): Promise<boolean> {
  const claimed = await tx
    .insert(keys)
    .values({ userId: claim.userId, key: claim.key, publicationId: null, createdAt: now })
    .onConflictDoUpdate({
      target: [keys.userId, keys.key],
      set: { publicationId: null, createdAt: now },
      setWhere: lte(keys.createdAt, expiredBefore),
    })
    .returning({ key: keys.key });
  return claimed.length > 0;
}

/** Names the listing the claiming transaction created, before it commits. */
export async function settleKey(tx: Database, claim: KeyClaim, publicationId: number): Promise<void> {
  await tx
    .update(keys)
    .set({ publicationId })
    .where(and(eq(keys.userId, claim.userId), eq(keys.key, claim.key)));
}

/** Drops every expired key (of anyone): the table holds one day of creations. */
export async function pruneExpiredKeys(db: Database, expiredBefore: Date): Promise<number> {
  const deleted = await db
    .delete(keys)
    .where(lte(keys.createdAt, expiredBefore))
    .returning({ one: sql`1` });
  return deleted.length;
}
