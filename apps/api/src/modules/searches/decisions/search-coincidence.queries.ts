// A coincidence told to a search's people (search-coincidence.service.ts): the record that makes it once per (search,
// listing), who is told, and the names the notification shows.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  publications,
  searchCoincidenceNotices,
  searchDecisions,
  searches,
  searchParticipants,
  users,
} from '../../../db/schema/index';

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

type Liker = { id: number; name: string };

/** The row as both drivers answer it: a bigint may come as text, and the JSON as text or parsed. */
type CoincidenceRow = {
  uuid: string;
  title: string;
  microsite_id: number | string | null;
  listing_title: string;
  likers: Liker[] | string;
};

/**
 * The search and the listing of a coincidence, and everyone who likes the listing there now, by name, in one
 * statement (the telling job's, search-coincidence.service.ts).
 */
export async function findCoincidence(db: Database, searchId: number, publicationId: number) {
  const d = searchDecisions;
  const result = (await db.execute(sql`select s.uuid, s.title, s.microsite_id, p.title as listing_title,
      coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name, u.id)
        from ${d} d join ${users} u on u.id = d.user_id
        where d.search_id = s.id and d.publication_id = p.id and d."like"), '[]'::json) as likers
    from ${searches} s, ${publications} p
    where s.id = ${searchId} and p.id = ${publicationId}`)) as unknown as { rows: CoincidenceRow[] };
  const [row] = result.rows;
  if (!row) return null;
  const likers: Liker[] = typeof row.likers === 'string' ? JSON.parse(row.likers) : row.likers;
  return {
    search: {
      uuid: row.uuid,
      title: row.title,
      micrositeId: row.microsite_id === null ? null : Number(row.microsite_id),
    },
    listingTitle: row.listing_title,
    likers: likers.map((liker) => ({ id: Number(liker.id), name: liker.name })),
  };
}
