// A coincidence told to a search's owner (search-coincidence.service.ts): the record that makes it once per (search,
// listing), the owner's mail job enqueued with it, and what the mail says.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  jobs,
  publications,
  searchCoincidenceNotices,
  searchDecisions,
  searches,
  searchParticipants,
  users,
} from '../../db/schema/index';

/**
 * Records that the listing is a coincidence of the search and, when this call is the one that recorded it, enqueues
 * `jobType` for the owner, unless the owner is the one deciding or did not choose `notificationType`. One statement
 * (one round trip on the decision's path). Of likes sent at once, the insert of the first to commit wins and the
 * others meet its row (`on conflict do nothing` waits for it), so at most one job is ever enqueued. The job is an
 * insert into `jobs` like `enqueue` makes (no key: the record is the deduplication). Answers whether a job was
 * enqueued.
 */
export async function recordCoincidence(
  db: Database,
  values: {
    searchId: number;
    publicationId: number;
    deciderId: number;
    now: Date;
    jobType: string;
    notificationType: string;
    maxAttempts: number;
  },
): Promise<boolean> {
  const { searchId, publicationId, deciderId, now, jobType, notificationType, maxAttempts } = values;
  const result = (await db.execute(sql`with notice as (
      insert into ${searchCoincidenceNotices} (search_id, publication_id, created_at)
      values (${searchId}, ${publicationId}, ${now.toISOString()}::timestamptz)
      on conflict do nothing
      returning search_id)
    insert into ${jobs} (type, payload, run_at, max_attempts)
    select ${jobType}, jsonb_build_object('searchId', ${searchId}::bigint, 'publicationId', ${publicationId}::bigint),
      ${now.toISOString()}::timestamptz, ${maxAttempts}::int
    from notice
    join ${searchParticipants} sp on sp.search_id = notice.search_id and sp.owner
    join ${users} owner_user on owner_user.id = sp.user_id
    where sp.user_id <> ${deciderId}::bigint and ${notificationType} = any(owner_user.notification_types)
    returning id`)) as unknown as { rows: { id: number }[] };
  return result.rows.length > 0;
}

/** The search and the listing of a coincidence, and everyone who likes the listing there now, by name. */
export async function findCoincidence(db: Database, searchId: number, publicationId: number) {
  const [search] = await db
    .select({ uuid: searches.uuid, title: searches.title })
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
