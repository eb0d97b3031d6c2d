import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicationMedia, publications, users, type UserRow } from '../../db/schema/index';

export async function findUserBySlug(db: Database, slug: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.slug, slug));
  return row ?? null;
}

export type StoreImageRow = { publication_id: number | string; title: string; file: string; thumbnail: string | null };

/**
 * The first image of each of the user's latest public listings that have one, newest first: an ordered scan of
 * (user_id, public, listed_at, id) that stops after `limit` listings with an image.
 */
export async function listStoreImages(db: Database, userId: number, limit: number): Promise<StoreImageRow[]> {
  const result = await db.execute(sql`
    select ${publications.id} as publication_id, ${publications.title} as title, first.file, first.thumbnail from ${publications}
    cross join lateral (
      select ${publicationMedia.file} as file, ${publicationMedia.thumbnail} as thumbnail from ${publicationMedia}
      where ${publicationMedia.publicationId} = ${publications.id}
      order by ${publicationMedia.number}, ${publicationMedia.id}
      limit 1
    ) first
    where ${publications.userId} = ${userId} and ${publications.public} = true
    order by ${publications.listedAt} desc nulls last, ${publications.id} desc nulls last
    limit ${limit}`);
  return (result as unknown as { rows: StoreImageRow[] }).rows;
}
