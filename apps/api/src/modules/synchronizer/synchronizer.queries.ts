// synchronizers: one row per user, its state as the worker records it, and the claim that lets one sync run at a
// time. The listings a sync writes are in sync-writes.queries.ts.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicationMedia, publications, synchronizers, type SynchronizerRow } from '../../db/schema/index';

export async function findSynchronizerOfUser(db: Database, userId: number): Promise<SynchronizerRow | null> {
  const [row] = await db.select().from(synchronizers).where(eq(synchronizers.userId, userId));
  return row ?? null;
}

export async function findSynchronizer(db: Database, id: number): Promise<SynchronizerRow | null> {
  const [row] = await db.select().from(synchronizers).where(eq(synchronizers.id, id));
  return row ?? null;
}

export async function countSynchronizedListings(db: Database, synchronizerId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(publications)
    .where(eq(publications.synchronizerId, synchronizerId));
  return row.value;
}

/** Creates the user's synchronizer or replaces its type and configuration. */
export async function upsertSynchronizer(
  db: Database,
  values: { userId: number; type: string; config: Record<string, unknown>; now: Date },
): Promise<SynchronizerRow> {
  const [row] = await db
    .insert(synchronizers)
    .values({
      userId: values.userId,
      type: values.type,
      config: values.config,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: synchronizers.userId,
      set: { type: values.type, config: values.config, updatedAt: values.now },
    })
    .returning();
  return row;
}

/**
 * Marks a sync as due (sync_on empty: 'Sincronización próxima a ejecutarse'). True when it was not due already,
 * which is when a job must be queued; asking twice queues one.
 */
export async function markSyncDue(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(synchronizers)
    .set({ status: 'queued', syncOn: null, updatedAt: now })
    .where(and(eq(synchronizers.id, id), sql`${synchronizers.status} <> 'queued'`))
    .returning({ id: synchronizers.id });
  if (rows.length === 0)
    await db.update(synchronizers).set({ syncOn: null, updatedAt: now }).where(eq(synchronizers.id, id));
  return rows.length > 0;
}

/**
 * Takes a due synchronizer for one run. Refused while another run is alive: started after the last finish and
 * heard from (progress touches updated_at) since `staleBefore`. A run that stopped answering (its worker died)
 * is taken over, whether or not a sync was asked for since.
 */
export async function claimSynchronizer(
  db: Database,
  id: number,
  now: Date,
  staleBefore: Date,
): Promise<SynchronizerRow | null> {
  const [row] = await db
    .update(synchronizers)
    .set({ status: 'running', startedAt: now, updatedAt: now, progressDone: 0, progressTotal: 0, lastError: null })
    .where(
      and(
        eq(synchronizers.id, id),
        sql`(
          (${synchronizers.status} = 'queued'
            and (${synchronizers.startedAt} is null or ${synchronizers.finishedAt} >= ${synchronizers.startedAt} or ${synchronizers.updatedAt} < ${staleBefore}))
          or (${synchronizers.status} = 'running' and ${synchronizers.updatedAt} < ${staleBefore}))`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Records progress (and that the run is alive). False when the synchronizer was deleted meanwhile. */
export async function saveProgress(db: Database, id: number, done: number, total: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(synchronizers)
    .set({ progressDone: done, progressTotal: total, updatedAt: now })
    .where(eq(synchronizers.id, id))
    .returning({ id: synchronizers.id });
  return rows.length > 0;
}

/**
 * The run's heartbeat: touches updated_at so the run keeps counting as alive while it waits on a slow source.
 * False when the synchronizer was deleted or another run took it over (its started_at is no longer ours).
 */
export async function touchRun(db: Database, id: number, startedAt: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(synchronizers)
    .set({ updatedAt: now })
    .where(
      and(
        eq(synchronizers.id, id),
        eq(synchronizers.startedAt, startedAt),
        inArray(synchronizers.status, ['running', 'queued']),
      ),
    )
    .returning({ id: synchronizers.id });
  return rows.length > 0;
}

/**
 * Ends a run. When a sync was asked for while it ran (status back to 'queued'), it stays due for the job already
 * queued; otherwise it is idle with sync_on at the finish time.
 */
export async function finishRun(
  db: Database,
  id: number,
  values: { now: Date; done: number; total: number; lastError: string | null },
): Promise<void> {
  await db
    .update(synchronizers)
    .set({
      status: sql`case when ${synchronizers.status} = 'queued' then 'queued' else 'idle' end`,
      syncOn: sql`case when ${synchronizers.status} = 'queued' then null else ${values.now}::timestamptz end`,
      finishedAt: values.now,
      updatedAt: values.now,
      progressDone: values.done,
      progressTotal: values.total,
      lastError: values.lastError,
    })
    .where(eq(synchronizers.id, id));
}

/**
 * Deletes the synchronizer and every listing it brought (nobody could edit or delete those by hand). Locks the
 * row first so a running sync's next write waits and then finds it gone. Returns the media files to remove.
 */
export async function deleteSynchronizerWithListings(db: Database, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: synchronizers.id }).from(synchronizers).where(eq(synchronizers.id, id)).for('update');
    const listingIds = tx.select({ id: publications.id }).from(publications).where(eq(publications.synchronizerId, id));
    const media = await tx
      .select({ file: publicationMedia.file, thumbnail: publicationMedia.thumbnail })
      .from(publicationMedia)
      .where(inArray(publicationMedia.publicationId, listingIds));
    await tx.delete(publications).where(eq(publications.synchronizerId, id));
    await tx.delete(synchronizers).where(eq(synchronizers.id, id));
    return media.flatMap((item) => [item.file, item.thumbnail]).filter((key): key is string => key !== null);
  });
}
