// The listings a sync writes, each with its media at once: new ones in a single statement per batch, a changed
// one in a transaction that first takes a share lock on the synchronizer's row. Either way deleting the
// synchronizer and a sync's writes never interleave.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { jsonRecordset } from '../../db/recordset';
import {
  publicationMedia,
  publications,
  synchronizers,
  type NewPublicationMedia,
  type NewPublicationRow,
} from '../../db/schema/index';
import { isDrop, type PriceDrop, shownPrice, toPriceDrop } from '../price-drops';

export type SyncedListing = { id: number; code: string; contentHash: string | null; addressTitle: string | null };

/** The synchronizer's listings by code: what the feed is compared against. */
export async function listSyncedListings(db: Database, synchronizerId: number): Promise<SyncedListing[]> {
  const rows = await db
    .select({
      id: publications.id,
      code: publications.code,
      contentHash: publications.contentHash,
      addressTitle: publications.addressTitle,
    })
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
export async function withSynchronizer<T>(
  db: Database,
  synchronizerId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: synchronizers.id })
      .from(synchronizers)
      .where(eq(synchronizers.id, synchronizerId))
      .for('share');
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

export type NewListing = { values: NewPublicationRow & { code: string }; media: NewPublicationMedia[] };

/**
 * Inserts new listings with their media in ONE statement: atomic without a transaction, and on the embedded
 * database each statement has a fixed cost that dwarfs a row's. The rows travel as two JSON parameters unpacked
 * by json_to_recordset (as the seed does), not as thousands of bound values. The foreign key check takes a share
 * lock on the synchronizer's row, so a concurrent delete either waits for it or makes it fail, as
 * SynchronizerGoneError. Codes must be distinct.
 */
export async function insertListingsWithMedia(db: Database, listings: NewListing[], now: Date): Promise<void> {
  if (listings.length === 0) return;
  const media = listings.flatMap((listing) =>
    listing.media.map((item) => ({
      code: listing.values.code,
      file: item.file,
      thumbnail: item.thumbnail,
      number: item.number,
      width: item.width,
      height: item.height,
      color: item.color,
      size: item.size,
      source_url: item.sourceUrl ?? null,
    })),
  );
  try {
    const rows = jsonRecordset(
      publications,
      listings.map((listing) => listing.values),
    );
    await db.execute(sql`
      with inserted as (insert into ${publications} (${rows.columns}) ${rows.select} returning id, code)
      insert into ${publicationMedia} (publication_id, type, location, file, thumbnail, number, width, height, color, size, source_url, created_at)
      select inserted.id, 'image', 'local', m.file, m.thumbnail, m.number, m.width, m.height, m.color, m.size, m.source_url, ${now}::timestamptz
      from inserted
      join json_to_recordset(${JSON.stringify(media)}::json)
        as m(code text, file text, thumbnail text, number integer, width integer, height integer, color text, size integer, source_url text)
        on m.code = inserted.code`);
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

/**
 * Updates a listing and answers whether its price dropped by at least `minPercent` (price-drops.queries.ts): the row
 * as it was (`old`, read by the same statement) against the row as written, so the check costs no extra round trip.
 */
export async function updateListing(
  db: Database,
  publicationId: number,
  values: Partial<NewPublicationRow>,
  minPercent: number,
): Promise<PriceDrop | null> {
  const old = alias(publications, 'old');
  const before = { price: shownPrice(sql`${old.amount}`, sql`${old.amountSale}`), currency: sql`${old.currency}` };
  const after = {
    price: shownPrice(sql`${publications.amount}`, sql`${publications.amountSale}`),
    currency: sql`${publications.currency}`,
  };
  const [row] = await db
    .update(publications)
    .set(values)
    .from(old)
    .where(and(eq(publications.id, publicationId), eq(old.id, publicationId)))
    .returning({
      dropped: isDrop(before, after, minPercent),
      currency: sql<string | null>`${after.currency}`,
      old_price: before.price,
      new_price: after.price,
    });
  return toPriceDrop(publicationId, row);
}

/** Deletes listings gone from the feed; returns their media files to remove once committed. */
export async function deleteListings(
  db: Database,
  synchronizerId: number,
  publicationIds: number[],
): Promise<string[]> {
  if (publicationIds.length === 0) return [];
  const media = await db
    .select({ file: publicationMedia.file, thumbnail: publicationMedia.thumbnail })
    .from(publicationMedia)
    .where(inArray(publicationMedia.publicationId, publicationIds));
  await db
    .delete(publications)
    .where(and(eq(publications.synchronizerId, synchronizerId), inArray(publications.id, publicationIds)));
  return media.flatMap((item) => [item.file, item.thumbnail]).filter((key): key is string => key !== null);
}
