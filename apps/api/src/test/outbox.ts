// What notify() leaves for the worker, as the tests of the events read it: the outbox rows (who is told what) and
// the delivery jobs queued for them; and a way to make notify() fail, to prove an action survives it.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { jobs, notifications } from '../db/schema/index';
import type { TestContext } from './context';

export type OutboxRow = { userId: number; type: string; groupKey: string; title: string; body: string; url: string };

/** The outbox rows, oldest first; of one type when given. */
export async function outbox(ctx: TestContext, type?: string): Promise<OutboxRow[]> {
  return ctx.db
    .select({
      userId: notifications.userId,
      type: notifications.type,
      groupKey: notifications.groupKey,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
    })
    .from(notifications)
    .where(type ? eq(notifications.type, type) : undefined)
    .orderBy(asc(notifications.id));
}

/** The outbox rows of one person. */
export async function toldTo(ctx: TestContext, userId: number, type?: string): Promise<OutboxRow[]> {
  return (await outbox(ctx, type)).filter((row) => row.userId === userId);
}

/** The pending delivery jobs: whom, which group, when. */
export async function deliveries(ctx: TestContext) {
  const rows = await ctx.db
    .select({ payload: jobs.payload, key: jobs.key, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.type, 'notifications.deliver'), isNull(jobs.doneAt)))
    .orderBy(asc(jobs.id));
  return rows.map((row) => ({
    ...(row.payload as { userId: number; groupKey: string }),
    key: row.key,
    runAt: row.runAt,
  }));
}

/** Runs `work` while every insert into the outbox fails, as a broken database would fail notify(). */
export async function whileNotifyFails<T>(ctx: TestContext, work: () => Promise<T>): Promise<T> {
  await ctx.db.execute(sql`create or replace function outbox_refuses() returns trigger language plpgsql as $$
    begin raise exception 'outbox unavailable'; end $$`);
  await ctx.db.execute(
    sql`create trigger outbox_refuses before insert on notifications for each row execute function outbox_refuses()`,
  );
  try {
    return await work();
  } finally {
    await ctx.db.execute(sql`drop trigger outbox_refuses on notifications`);
  }
}
