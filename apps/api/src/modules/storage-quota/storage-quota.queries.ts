// What a user stores in uploads, summed from the rows that point at the files: no running total to keep in step,
// and the indexes by owner and by listing keep the sum to the user's own rows.
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

/**
 * Bytes of the user's uploads: the images of the listings they wrote (with thumbnails) and their avatar. Images
 * a synchronizer brought are left out: they are copies of what the user hosts elsewhere, shared between listings,
 * and bounded by the feed limits. A size never recorded (rows older than the quota) counts as 0.
 */
export async function storedBytesOf(db: Database, userId: number): Promise<number> {
  const media = db
    .select({ bytes: sql`coalesce(sum(coalesce(${publicationMedia.size}, 0) + coalesce(${publicationMedia.thumbnailSize}, 0)), 0)` })
    .from(publicationMedia)
    .innerJoin(publications, eq(publications.id, publicationMedia.publicationId))
    .where(and(eq(publications.userId, userId), isNull(publications.synchronizerId)));
  const [row] = await db
    .select({ bytes: sql<string>`(${media}) + coalesce(${users.avatarSize}, 0)` })
    .from(users)
    .where(eq(users.id, userId));
  return row ? Number(row.bytes) : 0;
}
