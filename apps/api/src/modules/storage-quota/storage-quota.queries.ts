// What a user stores in uploads: each listing carries the bytes of the images its owner uploaded (upload_bytes,
// recounted from its media rows whenever they change), so a user's total is one sum over an index of their own
// listings, and a deleted listing stops counting with its row. The avatar's bytes are on the user's row.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicationMedia, publications, users, type UserRow } from '../../db/schema/index';

/**
 * Locks the user's row for a change to what they store: one user's uploads queue here, so each checks the quota
 * against a total no other upload is changing. NO KEY UPDATE, not UPDATE: inserting the user's listings (which
 * takes KEY SHARE on the row for the foreign key) does not wait on it. Null when the user is gone.
 */
export async function lockStorageOwner(db: Database, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('no key update');
  return row ?? null;
}

/** Sets a listing's upload_bytes to what its media rows' files take (image and thumbnail). */
export async function recountUploadBytes(db: Database, publicationId: number): Promise<void> {
  const media = db
    .select({
      bytes: sql`coalesce(sum(coalesce(${publicationMedia.size}, 0) + coalesce(${publicationMedia.thumbnailSize}, 0)), 0)::integer`,
    })
    .from(publicationMedia)
    .where(eq(publicationMedia.publicationId, publicationId));
  await db
    .update(publications)
    .set({ uploadBytes: sql`(${media})` })
    .where(and(eq(publications.id, publicationId), isNull(publications.synchronizerId)));
}

/**
 * Bytes of the user's uploads: the images of the listings they wrote (with thumbnails) and their avatar. Images
 * a synchronizer brought are left out: they are copies of what the user hosts elsewhere, shared between listings,
 * and bounded by the feed limits.
 */
export async function storedBytesOf(db: Database, userId: number): Promise<number> {
  const listings = db
    .select({ bytes: sql`coalesce(sum(${publications.uploadBytes}), 0)` })
    .from(publications)
    .where(and(eq(publications.userId, userId), isNull(publications.synchronizerId)));
  const [row] = await db
    .select({ bytes: sql<string>`(${listings}) + coalesce(${users.avatarSize}, 0)` })
    .from(users)
    .where(eq(users.id, userId));
  return row ? Number(row.bytes) : 0;
}
