// The statistics' reads (decision 013): the sources a person may report on, a source's figures and series over a
// range of days in Argentina, its members' ranking and most decided listings, and who superliked a listing.
// Decisions and likes come from stat_user_days (kept with the decision counters); searches and listings are counted
// live on their (user_id | group_id, created_at) indexes, a range being [from 00:00, to + 1 00:00) in Argentina.
import { statRankingSize, statTimeZone } from '@vitrina/shared/stats';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import {
  groups,
  groupUsers,
  micrositeUsers,
  publications,
  searchDecisions,
  searches,
  searchParticipants,
  statUserDays,
  users,
  type PublicationRow,
} from '../../db/schema/index';

type Rows<T> = { rows: T[] };

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/**
 * A user's own account, a group's members or a microsite's users; a group or a microsite also scopes searches, and
 * its most decided listings are those it shows (a group's by its flag, a microsite's the public ones).
 */
export type StatScope =
  | { type: 'user'; userId: number }
  | { type: 'group'; groupId: number; visibility: boolean | null }
  | { type: 'microsite'; micrositeId: number };

export type StatFigureCounts = {
  searches: number;
  published: number;
  shareable: number;
  answered: number;
  listings: number;
  publishedInRange: number;
  joinedInRange: number;
  liked: number;
};

const zone = sql.raw(`'${statTimeZone}'`);
/** The first instant of a day in Argentina. */
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone ${zone})`;
/** The first instant after a day in Argentina. */
const endOf = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${zone})`;
const inRange = (column: SQL, from: string, to: string) =>
  sql`${column} >= ${startOf(from)} and ${column} < ${endOf(to)}`;

/** The source's searches (`s` a searches row): a user's own (any scope), or those made in a group's or microsite's. */
function sourceSearches(scope: StatScope): SQL {
  switch (scope.type) {
    case 'user':
      return sql`s.user_id = ${scope.userId}`;
    case 'group':
      return sql`s.group_id = ${scope.groupId}`;
    case 'microsite':
      return sql`s.microsite_id = ${scope.micrositeId}`;
  }
}

/** The source's people: the user, the group's current members or the microsite's current users. */
function sourcePeople(scope: StatScope): SQL {
  switch (scope.type) {
    case 'user':
      return sql`select ${scope.userId}::bigint as user_id`;
    case 'group':
      return sql`select ${groupUsers.userId} as user_id from ${groupUsers} where ${groupUsers.groupId} = ${scope.groupId}`;
    case 'microsite':
      return sql`select ${micrositeUsers.userId} as user_id from ${micrositeUsers}
        where ${micrositeUsers.micrositeId} = ${scope.micrositeId}`;
  }
}

/** Which of the people's listings the source shows: a group's by its flag, a microsite's the public ones. */
function shownListings(scope: StatScope): SQL {
  if (scope.type === 'group' && scope.visibility !== null) return sql`and p.public = ${scope.visibility}`;
  if (scope.type === 'microsite') return sql`and p.public`;
  return sql``;
}

/** Shared: shareable, or someone besides the owner takes part. `s` is a searches row. */
const sharedSql = sql`(s.shareable or exists (select 1 from ${searchParticipants} sp
  where sp.search_id = s.id and not sp.owner))`;
/**
 * Answered: a participant besides the owner made a decision of their own (not predicted). Written as a subquery with
 * LIMIT 1 per guest, so it stops at the guest's first decision on the primary key instead of reading every decision of
 * theirs (a bitmap scan of 3,000 entries per search when written as a join).
 */
const answeredSql = sql`coalesce((select true from ${searchParticipants} sp cross join lateral (
    select 1 from ${searchDecisions} d where d.search_id = sp.search_id and d.user_id = sp.user_id and not d.predicted
    limit 1) decided
  where sp.search_id = s.id and not sp.owner limit 1), false)`;

/** The eight figures of a range. */
export async function countFigures(
  db: Database,
  scope: StatScope,
  from: string,
  to: string,
): Promise<StatFigureCounts> {
  const [row] = await rowsOf<Record<keyof StatFigureCounts, number | string>>(
    db,
    sql`
    with created as (
      select s.id, s.published_at, ${sharedSql} as shared from ${searches} s
      where ${sourceSearches(scope)} and ${inRange(sql`s.created_at`, from, to)}),
    people as (${sourcePeople(scope)})
    select
      (select count(*) from created)::int as searches,
      (select count(*) from created where published_at is not null)::int as published,
      (select count(*) from created where shared)::int as shareable,
      (select count(*) from created c join ${searches} s on s.id = c.id where c.shared and ${answeredSql})::int as answered,
      (select count(*) from people cross join lateral (select 1 from ${publications} p
        where p.user_id = people.user_id and ${inRange(sql`p.created_at`, from, to)}) listing)::int as listings,
      (select count(*) from ${searches} s
        where ${sourceSearches(scope)} and ${inRange(sql`s.published_at`, from, to)})::int as "publishedInRange",
      (select count(*) from ${searches} s where ${sourceSearches(scope)} and exists (select 1 from ${searchParticipants} sp
        where sp.search_id = s.id and not sp.owner and ${inRange(sql`sp.joined_at`, from, to)}))::int as "joinedInRange",
      (select coalesce(sum(days.likes), 0) from people join ${statUserDays} days on days.user_id = people.user_id
        and days.day between ${from}::date and ${to}::date)::int as liked`,
  );
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as StatFigureCounts;
}

export type StatDayCounts = { day: string; searches: number; decisions: number; likes: number };

/** Every day of the range, zeros included: searches created, decisions and likes on the people's listings. */
export async function countDays(db: Database, scope: StatScope, from: string, to: string): Promise<StatDayCounts[]> {
  const rows = await rowsOf<{
    day: string;
    searches: number | string;
    decisions: number | string;
    likes: number | string;
  }>(
    db,
    sql`
    with people as (${sourcePeople(scope)}),
    made as (
      select (s.created_at at time zone ${zone})::date as day, count(*)::int as searches from ${searches} s
      where ${sourceSearches(scope)} and ${inRange(sql`s.created_at`, from, to)} group by 1),
    decided as (
      select days.day, sum(days.decisions)::int as decisions, sum(days.likes)::int as likes
      from people join ${statUserDays} days on days.user_id = people.user_id
        and days.day between ${from}::date and ${to}::date
      group by days.day)
    select to_char(series.day, 'YYYY-MM-DD') as day, coalesce(made.searches, 0) as searches,
      coalesce(decided.decisions, 0) as decisions, coalesce(decided.likes, 0) as likes
    from generate_series(${from}::date, ${to}::date, interval '1 day') as series(day)
    left join made on made.day = series.day::date
    left join decided on decided.day = series.day::date
    order by series.day`,
  );
  return rows.map((row) => ({
    day: row.day,
    searches: Number(row.searches),
    decisions: Number(row.decisions),
    likes: Number(row.likes),
  }));
}

export type RankedMemberRow = {
  id: number;
  name: string;
  avatarPath: string | null;
  searches: number;
  shareable: number;
  answered: number;
  listings: number;
};

/** A group's members with what they did in the range, best first (decision 013), at most statRankingSize.users. */
export async function rankMembers(db: Database, groupId: number, from: string, to: string): Promise<RankedMemberRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select u.id, u.name, u.avatar_path, made.searches, made.shareable, made.answered, listed.listings
    from ${groupUsers} m join ${users} u on u.id = m.user_id
    cross join lateral (
      select count(*)::int as searches, count(*) filter (where shared)::int as shareable,
        count(*) filter (where shared and answered)::int as answered
      from (select ${sharedSql} as shared, ${answeredSql} as answered from ${searches} s
        where s.group_id = ${groupId} and s.user_id = m.user_id and ${inRange(sql`s.created_at`, from, to)}) own
    ) made
    cross join lateral (
      select count(*)::int as listings from ${publications} p
      where p.user_id = m.user_id and ${inRange(sql`p.created_at`, from, to)}
    ) listed
    where m.group_id = ${groupId}
    order by made.answered desc, made.shareable desc, made.searches desc, listed.listings desc, lower(u.name), u.id
    limit ${statRankingSize.users}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    avatarPath: (row.avatar_path as string | null) ?? null,
    searches: Number(row.searches),
    shareable: Number(row.shareable),
    answered: Number(row.answered),
    listings: Number(row.listings),
  }));
}

/**
 * The ids of the source's most decided listings (lifetime `decisions_count`, more than none), most first: each
 * person's first few on publications_user_id_decisions_count_index (read in its order: its columns are `desc nulls
 * last`, which the order must say for PostgreSQL to use it instead of sorting every entry), then the best of those.
 */
export async function topDecidedIds(db: Database, scope: StatScope): Promise<number[]> {
  const visibility = shownListings(scope);
  const rows = await rowsOf<{ id: number | string }>(
    db,
    sql`
    with people as (${sourcePeople(scope)})
    select top.id from people cross join lateral (
      select p.id, p.decisions_count from ${publications} p
      where p.user_id = people.user_id and p.decisions_count > 0 ${visibility}
      order by p.decisions_count desc nulls last, p.id desc nulls last limit ${statRankingSize.publications}
    ) top
    order by top.decisions_count desc, top.id desc
    limit ${statRankingSize.publications}`,
  );
  return rows.map((row) => Number(row.id));
}

/** Listing rows by id, in the order asked. */
export async function findPublicationRows(db: Database, ids: number[]): Promise<PublicationRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(publications).where(inArray(publications.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type AdministeredGroup = { id: number; name: string; logoPath: string | null };

/** The groups a user administers, by name. */
export async function listAdministeredGroups(db: Database, userId: number): Promise<AdministeredGroup[]> {
  const rows = await rowsOf<{ id: number | string; name: string; logo_path: string | null }>(
    db,
    sql`select g.id, g.name, g.logo_path from ${groupUsers} m join ${groups} g on g.id = m.group_id
      where m.user_id = ${userId} and m.admin order by lower(g.name), g.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, logoPath: row.logo_path }));
}

/** The group, when `userId` administers it. */
export async function findAdministeredGroup(
  db: Database,
  groupId: number,
  userId: number,
): Promise<(AdministeredGroup & { visibility: boolean | null }) | null> {
  const [row] = await rowsOf<{ id: number | string; name: string; logo_path: string | null; public: boolean | null }>(
    db,
    sql`select g.id, g.name, g.logo_path, g.public from ${groupUsers} m join ${groups} g on g.id = m.group_id
      where m.group_id = ${groupId} and m.user_id = ${userId} and m.admin`,
  );
  return row ? { id: Number(row.id), name: row.name, logoPath: row.logo_path, visibility: row.public } : null;
}

export type SuperlikeRow = {
  userId: number;
  name: string;
  avatarPath: string | null;
  searchUuid: string;
  searchTitle: string;
  createdAt: string;
};

/** The people with a superlike of the listing: each person's latest superlike of it (any search). */
function latestSuperlikes(publicationId: number, search: string | undefined): SQL {
  const byName = search ? sql`and lower(u.name) like lower(${containsPattern(search)})` : sql``;
  return sql`select distinct on (d.user_id) d.user_id, d.search_id, d.created_at
    from ${searchDecisions} d join ${users} u on u.id = d.user_id
    where d.publication_id = ${publicationId} and d.is_super and d."like" ${byName}
    order by d.user_id, d.created_at desc, d.search_id desc`;
}

/** One page of the listing's superlikes, one row per person, and how many people there are. */
export async function listSuperlikes(
  db: Database,
  publicationId: number,
  query: { search?: string; orderMethod: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: SuperlikeRow[]; total: number }> {
  const direction = sql.raw(query.orderMethod);
  const [page, [counted]] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`
      with latest as (${latestSuperlikes(publicationId, query.search)})
      select u.id, u.name, u.avatar_path, s.uuid, s.title,
        to_char(latest.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from latest join ${users} u on u.id = latest.user_id join ${searches} s on s.id = latest.search_id
      order by latest.created_at ${direction}, u.id ${direction}
      limit ${query.limit} offset ${query.offset}`,
    ),
    rowsOf<{ total: number | string }>(
      db,
      sql`select count(*)::int as total from (${latestSuperlikes(publicationId, query.search)}) latest`,
    ),
  ]);
  return {
    rows: page.map((row) => ({
      userId: Number(row.id),
      name: String(row.name),
      avatarPath: (row.avatar_path as string | null) ?? null,
      searchUuid: String(row.uuid),
      searchTitle: String(row.title),
      createdAt: String(row.created_at),
    })),
    total: Number(counted.total),
  };
}
