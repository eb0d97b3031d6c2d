import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs, type JobRow } from '../db/schema/index';

const pending = and(isNull(jobs.doneAt), isNull(jobs.failedAt));

export async function insertJob(
  db: Database,
  values: { type: string; payload: Record<string, unknown>; runAt: Date; key?: string | null; maxAttempts?: number },
): Promise<number | null> {
  // With a key, a pending job of the same key wins and this insert is dropped (the partial unique index).
  const rows = await db.insert(jobs).values(values).onConflictDoNothing().returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Locks up to `limit` due jobs for this worker in one statement. SKIP LOCKED lets several workers claim side by
 * side without waiting on each other or taking the same row; a lock older than `staleBefore` belongs to a worker
 * that died, so its job is claimed again.
 */
export async function claimDueJobs(db: Database, now: Date, staleBefore: Date, limit: number): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(pending, lte(jobs.runAt, now), or(isNull(jobs.lockedAt), lt(jobs.lockedAt, staleBefore))))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ lockedAt: now, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

export async function markJobDone(db: Database, id: number, now: Date): Promise<void> {
  await db.update(jobs).set({ doneAt: now, lockedAt: null }).where(eq(jobs.id, id));
}

export async function markJobRetry(db: Database, id: number, error: string, runAt: Date): Promise<void> {
  await db.update(jobs).set({ lastError: error, lockedAt: null, runAt }).where(eq(jobs.id, id));
}

export async function markJobFailed(db: Database, id: number, error: string, now: Date): Promise<void> {
  await db.update(jobs).set({ lastError: error, lockedAt: null, failedAt: now }).where(eq(jobs.id, id));
}

export async function findJob(db: Database, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** Finished jobs are history; keep a while for inspection, then drop. */
export async function deleteFinishedJobs(db: Database, doneBefore: Date, failedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(or(and(isNotNull(jobs.doneAt), lt(jobs.doneAt, doneBefore)), and(isNotNull(jobs.failedAt), lt(jobs.failedAt, failedBefore))))
    .returning({ id: jobs.id });
  return deleted.length;
}
