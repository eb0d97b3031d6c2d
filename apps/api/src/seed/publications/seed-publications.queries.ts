// The bulk writes of the listing seed. Listings go in as one JSON array per batch, unpacked by
// json_to_recordset and inserted set-based together with their media rows (a data-modifying CTE), so a batch
// of thousands is one round trip on either engine.
import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jsonRecordset } from '../../db/recordset';
import { publications, users, type NewUserRow } from '../../db/schema/index';
import type { SeedImage } from './images';
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

/**
 * One batch of listings and their media. A listing's n-th picture is one of its kind's shared images (the
 * property set, or its clothing category's), rotated by the listing's id so neighbours do not all look alike.
 */
export async function insertPublicationBatch(db: Database, rows: SeedRow[], images: SeedImage[]): Promise<void> {
  const input = jsonRecordset(publications, rows);
  await db.execute(sql`
    with inserted as (
      insert into ${publications} (${input.columns}) ${input.select}
      returning id, type, category, media_count, created_at
    ),
    images as (
      select * from json_to_recordset(${JSON.stringify(images)}::json)
        as i(kind text, slot integer, kinds integer, file text, thumbnail text, width integer, height integer, color text, size integer)
    )
    insert into publication_media (publication_id, file, thumbnail, number, width, height, color, size, created_at)
    select p.id, i.file, i.thumbnail, n, i.width, i.height, i.color, i.size, p.created_at
    from inserted p
    cross join lateral generate_series(1, p.media_count) n
    join images i on i.kind = case when p.type = 'property' then 'property' else p.category end and i.slot = (p.id + n) % i.kinds`);
}

/**
 * Fresh statistics for the planner after a bulk load; after a large one also a vacuum, which marks the pages
 * all-visible so counts and pages are index-only scans from the first request.
 */
export async function analyzePublications(db: Database, options: { vacuum: boolean }): Promise<void> {
  const command = options.vacuum ? 'vacuum (analyze)' : 'analyze';
  await db.execute(sql.raw(`${command} publications, publication_media, publication_counts`));
}
