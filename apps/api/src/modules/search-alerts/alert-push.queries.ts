// The push's claim (alert-push.service.ts): the alerts due a push (unpushed matches, none pushed in the interval) and
// their unpushed matches are stamped `pushed_at` (alert-claim.queries.ts), answering per alert how many of them its
// person has still not decided.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchDecisions, searches } from '../../db/schema/index';
import { claimAlertMatches } from './alert-claim.queries';
import { numberOrNull } from '../../db/raw-values';

type Rows<T> = { rows: T[] };

export type ClaimedPush = {
  searchId: number;
  userId: number;
  uuid: string;
  title: string;
  micrositeId: number | null;
  count: number;
};

export async function claimDuePushes(db: Database, now: Date, intervalMs: number): Promise<ClaimedPush[]> {
  const due = sql`(a.pushed_at is null or a.pushed_at <= ${now.toISOString()}::timestamptz - ${`${intervalMs} milliseconds`}::interval)`;
  const result = (await db.execute(sql`
    ${claimAlertMatches('pushed_at', due, now)}
    select told.search_id, told.user_id, s.uuid, s.title, s.microsite_id, count(*)::int as count
    from told
    join ${searches} s on s.id = told.search_id
    where not exists (select 1 from ${searchDecisions} d
      where d.search_id = told.search_id and d.user_id = told.user_id and d.publication_id = told.publication_id)
    group by told.search_id, told.user_id, s.uuid, s.title, s.microsite_id
    order by told.user_id, told.search_id`)) as unknown as Rows<{
    search_id: number | string;
    user_id: number | string;
    uuid: string;
    title: string;
    microsite_id: number | string | null;
    count: number | string;
  }>;
  return result.rows.map((row) => ({
    searchId: Number(row.search_id),
    userId: Number(row.user_id),
    uuid: row.uuid,
    title: row.title,
    micrositeId: numberOrNull(row.microsite_id),
    count: Number(row.count),
  }));
}
