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
      .where(
        and(
          eq(authCodes.email, values.email),
          eq(authCodes.purpose, values.purpose),
          isNull(authCodes.usedAt),
          isNull(authCodes.revokedAt),
        ),
      );
    await tx.insert(authCodes).values(values);
  });
}

/** The newest code of an email and purpose that was neither used nor revoked (it may have expired). */
async function findLiveCode(db: Database, email: string, purpose: CodePurpose): Promise<AuthCodeRow | null> {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(
      and(
        eq(authCodes.email, email),
        eq(authCodes.purpose, purpose),
        isNull(authCodes.usedAt),
        isNull(authCodes.revokedAt),
      ),
    )
    .orderBy(desc(authCodes.id))
    .limit(1);
  return row ?? null;
}

export type CodeAttempt =
  /** The code matched and is now used; nobody else can use it. */
  | { outcome: 'accepted' }
  /** A wrong code, counted: `attempts` is the live code's count now, `failedToday` the email's across codes. */
  | { outcome: 'wrong'; attempts: number; failedToday: number }
  /** Nothing was weighed: no live code, expired, at the code's limit or at the email's daily limit. */
  | { outcome: 'refused'; attempts: number | null; failedToday: number };

/**
 * Weighs one try against the live code of (email, purpose) in one statement: the limits are checked, the try is
 * counted and the code used under the row's lock, so concurrent tries queue on it and none sees a stale count
 * (READ COMMITTED re-checks the WHERE against the row a concurrent try just wrote). The daily cap counts the
 * wrong tries of the email's codes created since `since`; the other codes are dead or belong to the other
 * purpose, so only tries on two purposes' codes at the very same moment can pass it, by one code's tries at most.
 * Comparing the SHA-256 hex of the submitted code in SQL reveals nothing useful through timing: the hash cannot be
 * turned back into a code.
 */
export async function attemptCode(
  db: Database,
  input: {
    email: string;
    purpose: CodePurpose;
    codeHash: string;
    now: Date;
    since: Date;
    maxTries: number;
    maxFailedPerDay: number;
  },
): Promise<CodeAttempt> {
  const { email, purpose, codeHash, maxTries, maxFailedPerDay } = input;
  const now = input.now.toISOString();
  const since = input.since.toISOString();
  const result = (await db.execute(sql`
    update auth_codes as code set
      used_at = case when code.code_hash = ${codeHash} then ${now}::timestamptz else code.used_at end,
      attempts = case when code.code_hash = ${codeHash} then code.attempts else code.attempts + 1 end
    where code.id = (
        select live.id from auth_codes as live
        where live.email = ${email} and live.purpose = ${purpose} and live.used_at is null and live.revoked_at is null
        order by live.id desc limit 1
      )
      and code.used_at is null and code.revoked_at is null
      and code.expires_at > ${now}::timestamptz
      and code.attempts < ${maxTries}
      and code.attempts + (
        select coalesce(sum(other.attempts), 0) from auth_codes as other
        where other.email = ${email} and other.created_at > ${since}::timestamptz and other.id <> code.id
      ) < ${maxFailedPerDay}
    returning code.used_at is not null as accepted, code.attempts`)) as unknown as {
    rows: { accepted: boolean; attempts: number }[];
  };
  const row = result.rows[0];
  if (row?.accepted) return { outcome: 'accepted' };
  const failedToday = await countFailedTriesSince(db, email, input.since);
  if (row) return { outcome: 'wrong', attempts: Number(row.attempts), failedToday };
  const live = await findLiveCode(db, email, purpose);
  const usable = live && live.expiresAt.getTime() > input.now.getTime();
  return { outcome: 'refused', attempts: usable ? live.attempts : null, failedToday };
}

/** Wrong tries of an email's codes created since a moment, all purposes: the daily cap. */
async function countFailedTriesSince(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${authCodes.attempts}), 0)` })
    .from(authCodes)
    .where(and(eq(authCodes.email, email), gt(authCodes.createdAt, since)));
  return Number(row?.total ?? 0);
}

/** Deletes codes created before `before`: long dead, and outside every send-limit window. */
export async function deleteCodesCreatedBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(authCodes).where(lt(authCodes.createdAt, before)).returning({ id: authCodes.id });
  return deleted.length;
}
