// A listing's media rows: inserted, renumbered and removed inside the listing's write transaction.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  publicationMedia,
  publications,
  type NewPublicationMedia,
  type PublicationMediaRow,
} from '../../db/schema/index';

export async function listMediaOf(db: Database, publicationId: number): Promise<PublicationMediaRow[]> {
  return db
    .select()
    .from(publicationMedia)
    .where(eq(publicationMedia.publicationId, publicationId))
    .orderBy(asc(publicationMedia.number), asc(publicationMedia.id));
}

export async function insertMedia(
  db: Database,
  publicationId: number,
  media: NewPublicationMedia[],
  now: Date,
): Promise<void> {
  if (media.length === 0) return;
  await db
    .insert(publicationMedia)
    .values(media.map((item) => ({ ...item, publicationId, type: 'image', location: 'local', createdAt: now })));
}

export async function deleteMedia(db: Database, publicationId: number, mediaIds: number[]): Promise<void> {
  if (mediaIds.length === 0) return;
  await db
    .delete(publicationMedia)
    .where(and(eq(publicationMedia.publicationId, publicationId), inArray(publicationMedia.id, mediaIds)));
}

/** Gives kept media their new positions; rows already in place are not written. */
export async function renumberMedia(
  db: Database,
  media: { row: PublicationMediaRow; number: number }[],
): Promise<void> {
  for (const { row, number } of media) {
    if (row.number !== number) await db.update(publicationMedia).set({ number }).where(eq(publicationMedia.id, row.id));
  }
}

/** Which of these stored files some listing still points at (as image or thumbnail): shared files stay. */
export async function listReferencedFiles(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ file: publicationMedia.file, thumbnail: publicationMedia.thumbnail })
    .from(publicationMedia)
    .where(or(inArray(publicationMedia.file, keys), inArray(publicationMedia.thumbnail, keys)));
  return new Set(rows.flatMap((row) => [row.file, row.thumbnail ?? '']));
}

/** The image files of every listing of a user (an account's deletion removes them once the rows are gone). */
export async function listMediaFilesOfUser(db: Database, userId: number): Promise<(string | null)[]> {
  const rows = await db
    .select({ file: publicationMedia.file, thumbnail: publicationMedia.thumbnail })
    .from(publicationMedia)
    .innerJoin(publications, eq(publications.id, publicationMedia.publicationId))
    .where(eq(publications.userId, userId));
  return rows.flatMap((row) => [row.file, row.thumbnail]);
}
