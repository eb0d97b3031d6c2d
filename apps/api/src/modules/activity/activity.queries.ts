// The inbox's reads and writes (docs/decisions/022-activity-inbox.md). Every write that adds to or grows an item
// sends, in its own statement, the NOTIFY that the live streams of every API instance hear once it commits.
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArrayParam } from '../../db/id-array-param';
import { activityItems, activityTickets, users } from '../../db/schema/index';

export const activityChannel = 'vitrina_activity';

export type ActivityWrite = {
  userIds: number[];
  type: string;
  groupKey: string;
  subject: string | null;
  title: string;
  body: string;
  url: string;
  actorIds: number[];
  now: Date;
  windowMs: number;
};

/**
 * One event for each of `userIds` (existing users only): it grows the person's open item of the group (one written
 * to within the window) or makes a new one. Race-safe: the open item's row lock orders two growths, and two new
 * items of one burst meet on the unique (user, group, bucket) and merge there.
 */
export async function writeActivity(db: Database, write: ActivityWrite): Promise<{ userId: number; seq: number }[]> {
  const now = write.now.toISOString();
  const since = new Date(write.now.getTime() - write.windowMs).toISOString();
  const bucket = Math.floor(write.now.getTime() / write.windowMs);
  const ids = idArrayParam(write.userIds);
  const actors = idArrayParam(write.actorIds);
  const result = (await db.execute(sql`
    with open_items as (
      select distinct on (user_id) id from ${activityItems}
      where user_id = any(${ids}::bigint[]) and group_key = ${write.groupKey} and updated_at > ${since}::timestamptz
      order by user_id, updated_at desc, id desc
    ), grown as (
      update ${activityItems} a set
        count = a.count + 1, actor_ids = activity_merge_actors(${actors}::bigint[], a.actor_ids),
        subject = coalesce(${write.subject}, a.subject), title = ${write.title}, body = ${write.body}, url = ${write.url},
        read_at = null, updated_at = greatest(a.updated_at, ${now}::timestamptz), seq = nextval('activity_items_seq')
      from open_items o where a.id = o.id
      returning a.user_id, a.seq
    ), added as (
      insert into ${activityItems} as a
        (user_id, type, group_key, bucket, subject, title, body, url, actor_ids, created_at, updated_at)
      select u.id, ${write.type}, ${write.groupKey}, ${bucket}, ${write.subject}, ${write.title}, ${write.body},
        ${write.url}, activity_merge_actors(${actors}::bigint[], '{}'), ${now}::timestamptz, ${now}::timestamptz
      from ${users} u
      where u.id = any(${ids}::bigint[]) and u.id not in (select user_id from grown)
      on conflict (user_id, group_key, bucket) do update set
        count = a.count + 1, actor_ids = activity_merge_actors(${actors}::bigint[], a.actor_ids),
        subject = coalesce(excluded.subject, a.subject), title = excluded.title, body = excluded.body,
        url = excluded.url, read_at = null, updated_at = greatest(a.updated_at, excluded.updated_at),
        seq = nextval('activity_items_seq')
      returning a.user_id, a.seq
    ), written as (select * from grown union all select * from added)
    select user_id, seq, pg_notify(${activityChannel}, json_build_object('u', user_id, 's', seq)::text)
    from written`)) as unknown as { rows: { user_id: number | string; seq: number | string }[] };
  return result.rows.map((row) => ({ userId: Number(row.user_id), seq: Number(row.seq) }));
}

export type ItemRow = typeof activityItems.$inferSelect;

export async function listItems(db: Database, userId: number, limit: number, offset: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(activityItems)
    .where(eq(activityItems.userId, userId))
    .orderBy(desc(activityItems.updatedAt), desc(activityItems.id))
    .limit(limit)
    .offset(offset);
}

/** The items that moved after `seq`, oldest move first: what a stream has not sent yet. */
export async function itemsAfter(db: Database, userId: number, seq: number, limit: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(activityItems)
    .where(and(eq(activityItems.userId, userId), gt(activityItems.seq, seq)))
    .orderBy(asc(activityItems.seq))
    .limit(limit);
}

export async function countItems(db: Database, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${activityItems.readAt} is null))::int`,
    })
    .from(activityItems)
    .where(eq(activityItems.userId, userId));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(activityItems)
    .where(and(eq(activityItems.userId, userId), isNull(activityItems.readAt)));
  return Number(row?.unread ?? 0);
}

/** The newest move's seq of a person's items (0 without any): where a new stream starts. */
export async function latestSeq(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${activityItems.seq}), 0)` })
    .from(activityItems)
    .where(eq(activityItems.userId, userId));
  return Number(row?.seq ?? 0);
}

/** Marks the person's unread items of `ids` (all of them with null) read; tells their streams the new count. */
export async function markRead(db: Database, userId: number, ids: number[] | null, now: Date): Promise<number> {
  const mine = and(eq(activityItems.userId, userId), isNull(activityItems.readAt));
  const marked = await db
    .update(activityItems)
    .set({ readAt: now })
    .where(ids === null ? mine : and(mine, inArray(activityItems.id, ids)))
    .returning({ id: activityItems.id });
  if (marked.length > 0)
    await db.execute(sql`select pg_notify(${activityChannel}, ${JSON.stringify({ u: userId, r: 1 })})`);
  return marked.length;
}

export type ActorRow = { id: number; name: string; avatarPath: string | null };

export async function findActors(db: Database, ids: number[]): Promise<ActorRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, avatarPath: users.avatarPath })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function insertTicket(db: Database, tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(activityTickets).values({ tokenHash, userId, expiresAt });
}

/** Spends a ticket: whoever deletes it first gets its user, once, while it is valid. */
export async function spendTicket(db: Database, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .delete(activityTickets)
    .where(eq(activityTickets.tokenHash, tokenHash))
    .returning({ userId: activityTickets.userId, expiresAt: activityTickets.expiresAt });
  return row && row.expiresAt > now ? row.userId : null;
}

/** Items untouched since `before`, and expired tickets; a batch at a time so a large prune holds no long lock. */
export async function pruneActivity(db: Database, before: Date, now: Date, batch: number): Promise<number> {
  await db.delete(activityTickets).where(lt(activityTickets.expiresAt, now));
  const stale = db
    .select({ id: activityItems.id })
    .from(activityItems)
    .where(lt(activityItems.updatedAt, before))
    .limit(batch);
  const deleted = await db
    .delete(activityItems)
    .where(inArray(activityItems.id, stale))
    .returning({ id: activityItems.id });
  return deleted.length;
}
