import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs, type JobRow } from '../db/schema/index';

const pending = and(isNull(jobs.doneAt), isNull(jobs.failedAt));

export async function insertJob(
  db: Database,
  values: { type: string; payload: Record<string, unknown>; runAt: Date; key?: string | null; maxAttempts?: number },
): Promise<number | null> {
  const [id] = await insertJobs(db, [values]);
  return id ?? null;
}

/**
 * Several jobs in one statement (one round trip instead of one each), in the order given: callers sort them by key,
 * so two statements queueing overlapping keys wait on each other in one order and never in a cycle. Answers the ids
 * of the jobs inserted: with a key, a pending job of the same key wins and that row is dropped (the partial unique
 * index).
 */
export async function insertJobs(
  db: Database,
  values: { type: string; payload: Record<string, unknown>; runAt: Date; key?: string | null; maxAttempts?: number }[],
  debounce = false,
): Promise<number[]> {
  if (!values.length) return [];
  const insert = db.insert(jobs).values(values);
  const rows = await (
    debounce
      ? // A pending job of the key not yet taken moves to the later run_at, never past the first one's `runBy`.
        insert.onConflictDoUpdate({
          target: jobs.key,
          targetWhere: pending,
          set: {
            runAt: sql`least(greatest(${jobs.runAt}, excluded.run_at),
            coalesce((${jobs.payload} ->> 'runBy')::timestamptz, excluded.run_at))`,
          },
          setWhere: isNull(jobs.lockedAt),
        })
      : insert.onConflictDoNothing()
  ).returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/** How many jobs of each type a claim may take; the type '' stands for every type the worker has no handler for. */
export type ClaimSlots = Record<string, number>;

/**
 * Locks due jobs for this worker in one statement: up to `slots[type]` of each type (or, with a number, up to that
 * many of any type), oldest first within a type, so a type whose slots are full never crowds the others out of a
 * claim. SKIP LOCKED lets several workers claim side by side without waiting on each other or taking the same row.
 * A lock older than `staleBefore` is a lease its worker stopped renewing (it died), so its job is claimed again.
 * `known` lists the types with handlers, for the '' slot.
 */
export async function claimDueJobs(
  db: Database,
  now: Date,
  staleBefore: Date,
  slots: number | ClaimSlots,
  known: string[] = [],
): Promise<JobRow[]> {
  const claimable = and(pending, lte(jobs.runAt, now), or(isNull(jobs.lockedAt), lt(jobs.lockedAt, staleBefore)));
  let picked;
  if (typeof slots === 'number') {
    picked = inArray(
      jobs.id,
      db
        .select({ id: jobs.id })
        .from(jobs)
        .where(claimable)
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(slots)
        .for('update', { skipLocked: true }),
    );
  } else {
    const wanted = Object.entries(slots)
      .filter(([, free]) => free > 0)
      .map(([type, free]) => ({ type, free }));
    if (wanted.length === 0) return [];
    // One LATERAL pick per type, each with its own LIMIT and its own row locks.
    picked = sql`${jobs.id} in (select picked.id from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as slot(type text, free int)
      cross join lateral (
        select ${jobs.id} as id from ${jobs}
        where ${claimable}
          and case when slot.type = '' then not (${jobs.type} in (select jsonb_array_elements_text(${JSON.stringify(known)}::jsonb)))
                   else ${jobs.type} = slot.type end
        order by ${jobs.runAt}, ${jobs.id}
        limit slot.free
        for update skip locked
      ) as picked)`;
  }
  const claimed = await db
    .update(jobs)
    .set({ lockedAt: now, attempts: sql`${jobs.attempts} + 1` })
    .where(picked)
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/**
 * Renews the lease of a running job (its locked_at), so no other worker takes it over while this one lives.
 * Only the claim that holds it may: false when the job was finished or claimed again (attempts moved on).
 */
export async function renewJobLease(db: Database, id: number, attempt: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.attempts, attempt), pending))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

// A run that lost its job to a take-over (attempts moved on) records nothing: the claim that took it decides.
const heldBy = (id: number, attempt: number) => and(eq(jobs.id, id), eq(jobs.attempts, attempt));

/**
 * Gives a running job back at a worker's stop: no lease, so another worker claims it at once, and one more attempt
 * allowed, so the one it leaves unfinished does not count against it. The claim that takes it moves `attempts` on,
 * so the released run can record nothing. False when the job was no longer this run's.
 */
export async function releaseJob(db: Database, id: number, attempt: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedAt: null, maxAttempts: sql`${jobs.maxAttempts} + 1` })
    .where(and(heldBy(id, attempt), pending))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function markJobDone(db: Database, id: number, attempt: number, now: Date): Promise<void> {
  await db.update(jobs).set({ doneAt: now, lockedAt: null }).where(heldBy(id, attempt));
}

export async function markJobRetry(
  db: Database,
  id: number,
  attempt: number,
  error: string,
  runAt: Date,
): Promise<void> {
  await db.update(jobs).set({ lastError: error, lockedAt: null, runAt }).where(heldBy(id, attempt));
}

export async function markJobFailed(
  db: Database,
  id: number,
  attempt: number,
  error: string,
  now: Date,
): Promise<void> {
  await db.update(jobs).set({ lastError: error, lockedAt: null, failedAt: now }).where(heldBy(id, attempt));
}

export async function findJob(db: Database, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** Finished jobs are history; keep a while for inspection, then drop. */
export async function deleteFinishedJobs(db: Database, doneBefore: Date, failedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(
      or(
        and(isNotNull(jobs.doneAt), lt(jobs.doneAt, doneBefore)),
        and(isNotNull(jobs.failedAt), lt(jobs.failedAt, failedBefore)),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}
