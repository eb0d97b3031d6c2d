// The listings a sync writes, each with its media at once: new ones in a single statement per batch, a changed
// one in a transaction that first takes a share lock on the synchronizer's row. Either way deleting the
// synchronizer and a sync's writes never interleave.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicationMedia, publications, synchronizers, type NewPublicationRow } from '../../db/schema/index';
import type { NewMedia } from '../publications/publication-media.queries';

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

/** The code of a foreign key violation: the synchronizer row a new listing points at is gone. */
function isMissingSynchronizer(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23503' && (!constraint || constraint.includes('synchronizer'))) return true;
  }
  return false;
}

export type NewListing = { values: NewPublicationRow & { code: string }; media: NewMedia[] };

/**
 * Inserts new listings with their media in ONE statement: atomic without a transaction, and on the embedded
 * database each statement has a fixed cost that dwarfs a row's, so an import of thousands of new listings takes a
 * statement per batch rather than per listing. Its foreign key check takes a share lock on the synchronizer's row,
 * so a concurrent delete either waits for it or makes it fail, as SynchronizerGoneError. Codes must be distinct.
 */
export async function insertListingsWithMedia(db: Database, listings: NewListing[], now: Date): Promise<void> {
  if (listings.length === 0) return;
  const insert = db
    .insert(publications)
    .values(listings.map((listing) => listing.values))
    .returning({ id: publications.id, code: publications.code });
  const rows = listings.flatMap((listing) =>
    listing.media.map(
      (item) =>
        sql`(${listing.values.code}, ${item.file}, ${item.thumbnail}, ${item.number}::int, ${item.width}::int, ${item.height}::int, ${item.color}, ${item.size}::int, ${item.sourceUrl ?? null})`,
    ),
  );
  try {
    if (rows.length === 0) {
      await insert;
      return;
    }
    await db.execute(sql`
      with listing as (${insert.getSQL()})
      insert into ${publicationMedia} (publication_id, type, location, file, thumbnail, number, width, height, color, size, source_url, created_at)
      select listing.id, 'image', 'local', media.file, media.thumbnail, media.number, media.width, media.height, media.color, media.size,
        media.source_url, ${now}::timestamptz
      from listing
      join (values ${sql.join(rows, sql`, `)}) as media(code, file, thumbnail, number, width, height, color, size, source_url) on media.code = listing.code`);
  } catch (error) {
    if (isMissingSynchronizer(error)) throw new SynchronizerGoneError();
    throw error;
  }
}

/** A value the columns cannot hold (a number too large for its column): the listing is invalid, not the run. */
export function isDataError(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
  }
  return false;
}

export async function updateListing(db: Database, publicationId: number, values: Partial<NewPublicationRow>): Promise<void> {
  await db.update(publications).set(values).where(eq(publications.id, publicationId));
}

/** Which of these stored files a listing still points at (as image or thumbnail). */
export async function listReferencedFiles(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ file: publicationMedia.file, thumbnail: publicationMedia.thumbnail })
    .from(publicationMedia)
    .where(or(inArray(publicationMedia.file, keys), inArray(publicationMedia.thumbnail, keys)));
  return new Set(rows.flatMap((row) => [row.file, row.thumbnail ?? '']));
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
