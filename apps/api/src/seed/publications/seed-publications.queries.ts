// The bulk writes of the listing seed. Listings go in as one JSON array per batch, unpacked by
// json_to_recordset and inserted set-based, then their media rows as one more such statement, so a batch of
// thousands is two round trips on either engine.
import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jsonRecordset } from '../../db/recordset';
import { publications, users, type NewUserRow } from '../../db/schema/index';
import type { SeedRow } from './seed-row';

export async function countPublications(db: Database): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(publications);
  return total;
}

/** Inserts the users whose email is not taken yet and answers every one's id by email. */
export async function ensureUsers(db: Database, rows: NewUserRow[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    await db.insert(users).values(chunk).onConflictDoNothing({ target: users.email });
    const found = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          chunk.map((row) => row.email),
        ),
      );
    for (const row of found) ids.set(row.email, row.id);
  }
  return ids;
}

/** A listing just inserted, with what its pictures are drawn from. */
export type InsertedListing = { id: number; kind: string; mediaCount: number; title: string; colour: string | null };
/** A listing's n-th picture, by the key of the stored image it shows. */
export type SeedMedia = { publicationId: number; number: number; key: string };
export type SeedImage = {
  key: string;
  file: string;
  thumbnail: string;
  width: number;
  height: number;
  color: string;
  size: number;
};
export type SeedPictures = (listings: InsertedListing[]) => Promise<{ media: SeedMedia[]; images: SeedImage[] }>;

/**
 * One batch of listings and their media: the listings go in first (their ids seed their pictures), `pictures` says
 * which images each one shows (drawing the missing ones), and the media rows follow as one more set-based statement.
 * The drawing is not held inside a transaction (the store notes each write in the database, which would wait on
 * it), so when it fails the batch's listings are deleted again: no listing is left without its pictures.
 */
export async function insertPublicationBatch(db: Database, rows: SeedRow[], pictures: SeedPictures): Promise<void> {
  const input = jsonRecordset(publications, rows);
  const inserted = (await db.execute(sql`
    insert into ${publications} (${input.columns}) ${input.select}
    returning id, category, media_count, title, colors[1] as colour`)) as unknown as {
    rows: { id: number | string; category: string; media_count: number; title: string; colour: string | null }[];
  };
  const listings = inserted.rows.map((row) => ({
    id: Number(row.id),
    kind: row.category,
    mediaCount: Number(row.media_count),
    title: row.title,
    colour: row.colour,
  }));
  try {
    const { media, images } = await pictures(listings);
    if (media.length === 0) return;
    await db.execute(sql`
      insert into publication_media (publication_id, file, thumbnail, number, width, height, color, size, created_at)
      select m."publicationId", i.file, i.thumbnail, m.number, i.width, i.height, i.color, i.size, p.created_at
      from json_to_recordset(${JSON.stringify(media)}::json) as m("publicationId" bigint, number integer, key text)
      join json_to_recordset(${JSON.stringify(images)}::json)
        as i(key text, file text, thumbnail text, width integer, height integer, color text, size integer) on i.key = m.key
      join ${publications} p on p.id = m."publicationId"`);
  } catch (error) {
    await db.delete(publications).where(
      inArray(
        publications.id,
        listings.map((listing) => listing.id),
      ),
    );
    throw error;
  }
}

/**
 * Fresh statistics for the planner after a bulk load; after a large one also a vacuum, which marks the pages
 * all-visible so counts and pages are index-only scans from the first request.
 */
export async function analyzePublications(db: Database, options: { vacuum: boolean }): Promise<void> {
  const command = options.vacuum ? 'vacuum (analyze)' : 'analyze';
  await db.execute(sql.raw(`${command} publications, publication_media, publication_counts`));
}
