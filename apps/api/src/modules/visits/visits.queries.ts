// Visits' reads and writes (Drizzle only): availability, the listing a visit is asked for, an agent's busy times,
// the insert that the exclusion constraint guards, changes made only from the state they were decided on.
import { aliasedTable, and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  publicationMedia,
  publications,
  searchDecisions,
  searchParticipants,
  users,
  visitAvailability,
  visits,
  type UserRow,
  type VisitAvailabilityRow,
  type VisitRow,
} from '../../db/schema/index';

/** What a visit's listing shows and what its rules read, the same for slots and for visits. */
const listingColumns = {
  id: publications.id,
  agentId: publications.userId,
  title: publications.title,
  public: publications.public,
  visits: publications.visits,
  addressTitle: publications.addressTitle,
  lat: publications.lat,
  lng: publications.lng,
};
export const openStatuses = ['requested', 'confirmed'] as const;

export async function findAvailability(db: Database, userId: number): Promise<VisitAvailabilityRow | null> {
  const [row] = await db.select().from(visitAvailability).where(eq(visitAvailability.userId, userId));
  return row ?? null;
}

export async function saveAvailability(
  db: Database,
  values: Omit<VisitAvailabilityRow, 'updatedAt'>,
  now: Date,
): Promise<VisitAvailabilityRow> {
  const [row] = await db
    .insert(visitAvailability)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: visitAvailability.userId,
      set: {
        weekly: values.weekly,
        slotMinutes: values.slotMinutes,
        noticeHours: values.noticeHours,
        daysOff: values.daysOff,
        updatedAt: now,
      },
    })
    .returning();
  return row;
}

export type VisitListing = {
  id: number;
  agentId: number;
  title: string;
  public: boolean;
  visits: boolean;
  addressTitle: string | null;
  lat: number | null;
  lng: number | null;
};

/** The listing and its agent: its owner, who for a synced listing is the synchronizer's owner. */
export async function findVisitListing(db: Database, publicationId: number): Promise<VisitListing | null> {
  const [row] = await db
    .select({
      id: publications.id,
      agentId: publications.userId,
      title: publications.title,
      public: publications.public,
      visits: publications.visits,
      addressTitle: publications.addressTitle,
      lat: publications.lat,
      lng: publications.lng,
    })
    .from(publications)
    .where(eq(publications.id, publicationId));
  return row ?? null;
}

/** Whether the person has an answer on the listing in some search (a private listing they were shown). */
export async function hasDecisionOn(db: Database, userId: number, publicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(searchDecisions)
    .where(and(eq(searchDecisions.userId, userId), eq(searchDecisions.publicationId, publicationId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the person takes part in the search (its owner is a participant too). */
export async function isParticipant(db: Database, userId: number, searchId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(searchParticipants)
    .where(and(eq(searchParticipants.userId, userId), eq(searchParticipants.searchId, searchId)));
  return row !== undefined;
}

export type SlotSource = {
  listing: VisitListing;
  availability: VisitAvailabilityRow | null;
  busy: { startsAt: Date; endsAt: Date }[];
};

/**
 * What a listing's free slots need, in one round trip: the listing, its agent's hours and the agent's open visits that
 * overlap [from, to) (read on visits_agent_id_starts_at_index; a visit is at most an hour long, so one starting an hour
 * before `from` is the earliest that may still overlap).
 */
export async function findSlotSource(
  db: Database,
  publicationId: number,
  from: Date,
  to: Date,
): Promise<SlotSource | null> {
  const [row] = await db
    .select({
      listing: listingColumns,
      availability: visitAvailability,
      busy: sql<[string, string][] | null>`(select json_agg(json_build_array(v.starts_at, v.ends_at))
        from ${visits} v where v.agent_id = ${publications.userId}
          and v.starts_at > ${new Date(from.getTime() - 60 * 60_000).toISOString()}::timestamptz
          and v.starts_at < ${to.toISOString()}::timestamptz and v.ends_at > ${from.toISOString()}::timestamptz
          and v.status in ('requested', 'confirmed'))`,
    })
    .from(publications)
    .leftJoin(visitAvailability, eq(visitAvailability.userId, publications.userId))
    .where(eq(publications.id, publicationId));
  if (!row) return null;
  const busy = (row.busy ?? []).map(([start, end]) => ({ startsAt: new Date(start), endsAt: new Date(end) }));
  return { listing: row.listing, availability: row.availability, busy };
}

/** Serialises one person's requests, so the count of their pending ones holds until the transaction ends. */
export async function lockClient(tx: Database, clientId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`visits:client:${clientId}`}))`);
}

/**
 * Serialises what takes an agent's time (a request, a new time proposed). Two such statements at once could each find
 * the other's uncommitted row under the exclusion constraint and wait for each other, and PostgreSQL would end one as
 * a deadlock; one after the other, the second finds the first's row and is refused as the slot taken. Taken after the
 * client's lock where both are taken, never before.
 */
export async function lockAgentTime(tx: Database, agentId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`visits:agent:${agentId}`}))`);
}

export async function countPending(tx: Database, clientId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(visits)
    .where(and(eq(visits.clientId, clientId), eq(visits.status, 'requested'), gt(visits.startsAt, now)));
  return Number(row.n);
}

export async function insertVisit(tx: Database, values: typeof visits.$inferInsert): Promise<VisitRow> {
  const [row] = await tx.insert(visits).values(values).returning();
  return row;
}

/** Applies a change only if the visit is still as it was read (its sequence), so two answers at once make one. */
export async function updateVisit(
  tx: Database,
  id: number,
  sequence: number,
  set: Partial<typeof visits.$inferInsert>,
): Promise<VisitRow | null> {
  const [row] = await tx
    .update(visits)
    .set({ ...set, sequence: sequence + 1 })
    .where(and(eq(visits.id, id), eq(visits.sequence, sequence)))
    .returning();
  return row ?? null;
}

export type VisitDetail = {
  visit: VisitRow;
  listing: VisitListing;
  image: string | null;
  agent: UserRow;
  client: UserRow;
};

const agentUser = aliasedTable(users, 'agent_user');
const clientUser = aliasedTable(users, 'client_user');

function detailQuery(db: Database) {
  return db
    .select({
      visit: visits,
      listing: listingColumns,
      image: sql<string | null>`(select coalesce(${publicationMedia.thumbnail}, ${publicationMedia.file})
        from ${publicationMedia} where ${publicationMedia.publicationId} = ${publications.id}
        order by ${publicationMedia.number}, ${publicationMedia.id} limit 1)`,
      agent: agentUser,
      client: clientUser,
    })
    .from(visits)
    .innerJoin(publications, eq(publications.id, visits.publicationId))
    .innerJoin(agentUser, eq(agentUser.id, visits.agentId))
    .innerJoin(clientUser, eq(clientUser.id, visits.clientId));
}

export async function findVisitDetail(db: Database, id: number): Promise<VisitDetail | null> {
  const [row] = await detailQuery(db).where(eq(visits.id, id));
  return row ?? null;
}

/** A person's visits as agent or client, upcoming (soonest first) or past (latest first), one page and the total. */
export async function listVisits(
  db: Database,
  filter: { userId: number; role: 'agent' | 'client'; when: 'upcoming' | 'past'; now: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: VisitDetail[]; total: number }> {
  const who = filter.role === 'agent' ? visits.agentId : visits.clientId;
  // A visit is upcoming until it ends; declined and cancelled ones are past whatever their time.
  const upcoming = and(gt(visits.endsAt, filter.now), inArray(visits.status, [...openStatuses]));
  const past = sql`not (${upcoming})`;
  const where = and(eq(who, filter.userId), filter.when === 'upcoming' ? upcoming : past);
  const order =
    filter.when === 'upcoming' ? [asc(visits.startsAt), asc(visits.id)] : [desc(visits.startsAt), desc(visits.id)];
  const [rows, [total]] = await Promise.all([
    detailQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(visits).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/** The client's answer on the listing gets 'visited': in the search the visit came from, else wherever they answered. */
export async function tagVisited(
  tx: Database,
  target: { clientId: number; publicationId: number; searchId: number | null },
  now: Date,
): Promise<number> {
  const updated = await tx
    .update(searchDecisions)
    .set({ tags: sql`array_append(${searchDecisions.tags}, 'visited')`, updatedAt: now })
    .where(
      and(
        eq(searchDecisions.userId, target.clientId),
        eq(searchDecisions.publicationId, target.publicationId),
        target.searchId === null ? undefined : eq(searchDecisions.searchId, target.searchId),
        sql`not ('visited' = any(${searchDecisions.tags}))`,
      ),
    )
    .returning({ searchId: searchDecisions.searchId });
  return updated.length;
}

export type ReminderKind = '24' | '2';

/**
 * Claims the confirmed visits whose reminder is due, stamping it in the same UPDATE: a second worker running it at
 * once waits on the rows' locks, reads them again stamped and takes none. The 2-hour reminder also stamps the
 * 24-hour one, so a visit confirmed late gets only the nearer reminder.
 */
export async function claimReminders(tx: Database, kind: ReminderKind, now: Date, limit: number): Promise<number[]> {
  const hours = kind === '24' ? 24 : 2;
  const stamp = kind === '24' ? visits.reminded24At : visits.reminded2At;
  const due = tx
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        eq(visits.status, 'confirmed'),
        gt(visits.startsAt, kind === '24' ? new Date(now.getTime() + 2 * 3600_000) : now),
        lte(visits.startsAt, new Date(now.getTime() + hours * 3600_000)),
        sql`${stamp} is null`,
      ),
    )
    .orderBy(asc(visits.startsAt))
    .limit(limit);
  const claimed = await tx
    .update(visits)
    .set(
      kind === '24'
        ? { reminded24At: now }
        : { reminded2At: now, reminded24At: sql`coalesce(${visits.reminded24At}, ${now.toISOString()}::timestamptz)` },
    )
    .where(and(inArray(visits.id, due), sql`${stamp} is null`, eq(visits.status, 'confirmed')))
    .returning({ id: visits.id });
  return claimed.map((row) => row.id);
}

/** Visits per listing (any status), for the owner's list. */
export async function countVisitsByListing(db: Database, publicationIds: number[]): Promise<Map<number, number>> {
  if (publicationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: visits.publicationId, n: count() })
    .from(visits)
    .where(inArray(visits.publicationId, publicationIds))
    .groupBy(visits.publicationId);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}
