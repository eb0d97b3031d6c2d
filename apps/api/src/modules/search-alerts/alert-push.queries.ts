// The push's claim (alert-push.service.ts): in one statement, the alerts due a push (unpushed matches, none pushed in
// the interval) are stamped `pushed_at` and their unpushed matches too, answering per alert how many of them its
// person has still not decided. Two checks at once: the alerts one has claimed are locked until its notifications
// are written, and the other skips them (`skip locked`, so neither ever waits on the other), so one push goes out.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchAlertMatches, searchAlerts, searchDecisions, searches } from '../../db/schema/index';

type Rows<T> = { rows: T[] };

export type ClaimedPush = { searchId: number; userId: number; uuid: string; title: string; count: number };

export async function claimDuePushes(db: Database, now: Date, intervalMs: number): Promise<ClaimedPush[]> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with picked as (
      select a.search_id, a.user_id from ${searchAlerts} a
      where (a.pushed_at is null or a.pushed_at <= ${at}::timestamptz - ${`${intervalMs} milliseconds`}::interval)
        and exists (select 1 from ${searchAlertMatches} m
          where m.search_id = a.search_id and m.user_id = a.user_id and m.pushed_at is null)
      for update skip locked),
    due as (
      update ${searchAlerts} a set pushed_at = ${at}::timestamptz
      from picked where a.search_id = picked.search_id and a.user_id = picked.user_id
      returning a.search_id, a.user_id),
    told as (
      update ${searchAlertMatches} m set pushed_at = ${at}::timestamptz
      from due
      where m.search_id = due.search_id and m.user_id = due.user_id and m.pushed_at is null
      returning m.search_id, m.user_id, m.publication_id)
    select told.search_id, told.user_id, s.uuid, s.title, count(*)::int as count
    from told
    join ${searches} s on s.id = told.search_id
    where not exists (select 1 from ${searchDecisions} d
      where d.search_id = told.search_id and d.user_id = told.user_id and d.publication_id = told.publication_id)
    group by told.search_id, told.user_id, s.uuid, s.title
    order by told.user_id, told.search_id`)) as unknown as Rows<{
    search_id: number | string;
    user_id: number | string;
    uuid: string;
    title: string;
    count: number | string;
  }>;
  return result.rows.map((row) => ({
    searchId: Number(row.search_id),
    userId: Number(row.user_id),
    uuid: row.uuid,
    title: row.title,
    count: Number(row.count),
  }));
}
