// The outbox's reads and writes for a delivery, and the two writes it makes elsewhere: a dead push subscription
// removed from its person, and its own progress kept in the delivery job's payload (so a retry skips what went).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArrayParam } from '../../db/id-array-param';
import { jobs, notifications, users, type UserRow } from '../../db/schema/index';
import type { OutboxEvent } from './notification-merge';
import type { NotificationEvent } from './notification-event';

/** The delivery job attempt that works on the rows: its id and attempt, as the worker's claim holds them. */
export type DeliveryRun = { id: number; attempt: number };

export class DeliveryLost extends Error {
  constructor() {
    super('the delivery job was taken over by another worker');
    this.name = 'DeliveryLost';
  }
}

/**
 * Takes the unsent rows of (user, group) for this delivery: stamps their sent_at (they are nobody else's to send),
 * skipping rows another delivery holds locked at this moment, so two workers never send one row twice. With a job,
 * in the same transaction, the claimed ids go into its payload (a retry or a take-over sends those, and only
 * those) and its key is released, so events arriving while it sends queue a delivery of their own.
 */
export async function claimOutbox(
  db: Database,
  target: { userId: number; groupKey: string },
  now: Date,
  run: DeliveryRun | null,
  limit: number,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    // One claim of a (person, group) at a time: with row locks alone, a second delivery starting while the first
    // was still locking rows could skip those and take the rest, and one burst would go out as two notifications.
    // The second now waits for the first's commit and finds nothing left to send.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notify:${target.userId}:${target.groupKey}`}))`);
    const unsent = tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, target.userId),
          eq(notifications.groupKey, target.groupKey),
          isNull(notifications.sentAt),
        ),
      )
      .orderBy(asc(notifications.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(notifications)
      .set({ sentAt: now })
      .where(and(inArray(notifications.id, unsent), isNull(notifications.sentAt)))
      .returning({ id: notifications.id });
    const ids = claimed.map((row) => row.id).sort((a, b) => a - b);
    if (run) {
      const held = await tx
        .update(jobs)
        .set({ key: null, payload: sql`${jobs.payload} || ${JSON.stringify({ ids, done: [] })}::jsonb` })
        .where(and(eq(jobs.id, run.id), eq(jobs.attempts, run.attempt)))
        .returning({ id: jobs.id });
      // Another worker holds the job now: claim nothing, it will.
      if (held.length === 0) throw new DeliveryLost();
    }
    return ids;
  });
}

export async function findOutboxEvents(db: Database, ids: number[]): Promise<OutboxEvent[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
      micrositeId: notifications.micrositeId,
      calendar: notifications.calendar,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(inArray(notifications.id, ids));
}

export async function findRecipient(db: Database, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The moment the notification went out, on every channel it was due. */
export async function stampSent(db: Database, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(notifications).set({ sentAt: now }).where(inArray(notifications.id, ids));
}

/** Whether (user, group) has rows no delivery took (events that arrived while one was sending). */
export async function hasUnsent(db: Database, userId: number, groupKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.groupKey, groupKey), isNull(notifications.sentAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Drops one site's subscription after its push service said it is gone, in one statement, and only if the stored
 * token is still the one that failed: a subscription the browser renewed a moment ago stays.
 */
export async function removePushSubscription(
  db: Database,
  userId: number,
  site: string,
  token: string,
): Promise<boolean> {
  const removed = await db
    .update(users)
    .set({ notificationPushIdentifiers: sql`${users.notificationPushIdentifiers} - ${site}::text` })
    .where(and(eq(users.id, userId), sql`${users.notificationPushIdentifiers} ->> ${site}::text = ${token}::text`))
    .returning({ id: users.id });
  return removed.length > 0;
}

/** Adds one channel or site to what this delivery has done (payload.done), appended in the statement. */
export async function recordDelivered(db: Database, run: DeliveryRun, target: string): Promise<void> {
  await db
    .update(jobs)
    .set({
      payload: sql`jsonb_set(${jobs.payload}, '{done}', coalesce(${jobs.payload} -> 'done', '[]'::jsonb) || ${JSON.stringify([target])}::jsonb)`,
    })
    .where(and(eq(jobs.id, run.id), eq(jobs.attempts, run.attempt)));
}

/** One outbox row per person of `userIds` whose notification types include the event's; returns who was told. */
export async function insertOutboxRows(
  db: Database,
  userIds: number[],
  event: NotificationEvent,
  now: Date,
): Promise<number[]> {
  const idList = idArrayParam(userIds);
  const result = (await db.execute(sql`
    insert into ${notifications} (user_id, type, group_key, title, body, url, microsite_id, calendar, created_at)
    select id, ${event.type}, ${event.groupKey}, ${event.title}, ${event.body}, ${event.url},
      ${event.micrositeId ?? null}::bigint, ${event.calendar ?? null}::text, ${now.toISOString()}::timestamptz
    from ${users}
    where id = any(${idList}::bigint[]) and ${event.type} = any(notification_types)
    returning user_id`)) as unknown as { rows: { user_id: number | string }[] };
  return result.rows.map((row) => Number(row.user_id));
}
