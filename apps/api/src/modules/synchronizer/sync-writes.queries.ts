// The listings a sync writes: each one with its media in one transaction that first takes a share lock on the
// synchronizer's row, so deleting the synchronizer and a sync's writes never interleave.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicationMedia, publications, synchronizers, type NewPublicationRow } from '../../db/schema/index';

export type SyncedListing = { id: number; code: string; contentHash: string | null };

/** The synchronizer's listings by code: what the feed is compared against. */
export async function listSyncedListings(db: Database, synchronizerId: number): Promise<SyncedListing[]> {
  const rows = await db
    .select({ id: publications.id, code: publications.code, contentHash: publications.contentHash })
    .from(publications)
    .where(eq(publications.synchronizerId, synchronizerId));
  return rows.filter((row): row is SyncedListing => row.code !== null);
}

export class SynchronizerGoneError extends Error {
  constructor() {
    super('The synchronizer was deleted during the sync');
    this.name = 'SynchronizerGoneError';
  }
}

/** Runs `work` in a transaction holding the synchronizer's row; throws SynchronizerGoneError when it is gone. */
export async function withSynchronizer<T>(db: Database, synchronizerId: number, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: synchronizers.id }).from(synchronizers).where(eq(synchronizers.id, synchronizerId)).for('share');
    if (!row) throw new SynchronizerGoneError();
    return work(tx);
  });
}

export async function findListingState(db: Database, publicationId: number) {
  const [row] = await db
    .select({
      priority: publications.priority,
      priorityExpiresAt: publications.priorityExpiresAt,
      listedAt: publications.listedAt,
      likeCount: publications.likeCount,
    })
    .from(publications)
    .where(eq(publications.id, publicationId))
    .for('update');
  return row ?? null;
}

export async function insertListing(db: Database, values: NewPublicationRow): Promise<number> {
  const [row] = await db.insert(publications).values(values).returning({ id: publications.id });
  return row.id;
}

export async function updateListing(db: Database, publicationId: number, values: Partial<NewPublicationRow>): Promise<void> {
  await db.update(publications).set(values).where(eq(publications.id, publicationId));
}

/** Deletes listings gone from the feed; returns their media files to remove once committed. */
export async function deleteListings(db: Database, synchronizerId: number, publicationIds: number[]): Promise<string[]> {
  if (publicationIds.length === 0) return [];
  const media = await db
    .select({ file: publicationMedia.file, thumbnail: publicationMedia.thumbnail })
    .from(publicationMedia)
    .where(inArray(publicationMedia.publicationId, publicationIds));
  await db.delete(publications).where(and(eq(publications.synchronizerId, synchronizerId), inArray(publications.id, publicationIds)));
  return media.flatMap((item) => [item.file, item.thumbnail]).filter((key): key is string => key !== null);
}
