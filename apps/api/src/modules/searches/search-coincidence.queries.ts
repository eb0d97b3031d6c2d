// A coincidence told to a search's people (search-coincidence.service.ts): the record that makes it once per (search,
// listing), who is told, and the names the notification shows.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  publications,
  searchCoincidenceNotices,
  searchDecisions,
  searches,
  searchParticipants,
  users,
} from '../../db/schema/index';

export type CoincidenceRecipient = { userId: number; owner: boolean; likes: boolean };

/**
 * Records that the listing is a coincidence of the search and, only when this statement is the one that recorded it,
 * answers who is told: the owner and the participants who like the listing, but not `deciderId`. Of likes sent at
 * once, the insert of the first to commit wins and the others meet its row (`on conflict do nothing` waits for it)
 * and answer nobody. Apart so a measurement can run it.
 */
export function coincidenceNoticeStatement(values: {
  searchId: number;
  publicationId: number;
  deciderId: number;
  now: Date;
}): SQL {
  const { searchId, publicationId, deciderId, now } = values;
  return sql`with notice as (
      insert into ${searchCoincidenceNotices} (search_id, publication_id, created_at)
      values (${searchId}, ${publicationId}, ${now.toISOString()}::timestamptz)
      on conflict do nothing
      returning search_id)
    select sp.user_id, sp.owner, coalesce(d."like", false) as likes
    from notice
    join ${searchParticipants} sp on sp.search_id = notice.search_id
    left join ${searchDecisions} d
      on d.search_id = sp.search_id and d.user_id = sp.user_id and d.publication_id = ${publicationId}::bigint
    where sp.user_id <> ${deciderId}::bigint and (sp.owner or d."like")`;
}

export async function recordCoincidence(
  db: Database,
  values: { searchId: number; publicationId: number; deciderId: number; now: Date },
): Promise<CoincidenceRecipient[]> {
  const result = (await db.execute(coincidenceNoticeStatement(values))) as unknown as {
    rows: { user_id: number | string; owner: boolean; likes: boolean }[];
  };
  return result.rows.map((row) => ({ userId: Number(row.user_id), owner: row.owner, likes: row.likes }));
}

/** The search and the listing of a coincidence, and everyone who likes the listing there now, by name. */
export async function findCoincidence(db: Database, searchId: number, publicationId: number) {
  const [search] = await db
    .select({ uuid: searches.uuid, title: searches.title, micrositeId: searches.micrositeId })
    .from(searches)
    .where(eq(searches.id, searchId));
  const [listing] = await db
    .select({ title: publications.title })
    .from(publications)
    .where(eq(publications.id, publicationId));
  if (!search || !listing) return null;
  const likers = await db
    .select({ id: users.id, name: users.name })
    .from(searchDecisions)
    .innerJoin(users, eq(users.id, searchDecisions.userId))
    .where(
      and(
        eq(searchDecisions.searchId, searchId),
        eq(searchDecisions.publicationId, publicationId),
        eq(searchDecisions.like, true),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return { search, listingTitle: listing.title, likers };
}
