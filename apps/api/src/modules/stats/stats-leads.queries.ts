// The leads of a statistics source over a range of days in Argentina (product.md, Statistics; Leads): a user's own
// (they received them), a group's members', a microsite's (sent on its host). Counted by source (a microsite's host
// apart, whatever the page) and by listing; the receiver index (leads_receiver_index) bounds each person's rows by
// date.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupUsers, leads } from '../../db/schema/index';
import { statTimeZone } from '@vitrina/shared/stats';
import type { StatScope } from './stats.queries';

const zone = sql.raw(`'${statTimeZone}'`);
const inRange = (from: string, to: string) =>
  sql`l.created_at >= (${from}::date::timestamp at time zone ${zone})
    and l.created_at < ((${to}::date + 1)::timestamp at time zone ${zone})`;

function sourceLeads(scope: StatScope): SQL {
  switch (scope.type) {
    case 'user':
      return sql`l.receiver_id = ${scope.userId}`;
    case 'group':
      return sql`l.receiver_id in (select ${groupUsers.userId} from ${groupUsers} where ${groupUsers.groupId} = ${scope.groupId})`;
    case 'microsite':
      return sql`l.microsite_id = ${scope.micrositeId}`;
  }
}

type Rows<T> = { rows: T[] };
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** How many listings the ranking of leads names at most. */
const leadRankingSize = 10;

export async function countLeads(db: Database, scope: StatScope, range: [string, string], previous: [string, string]) {
  const where = sourceLeads(scope);
  const [totals, bySource, byPublication] = await Promise.all([
    rowsOf<{ total: number | string; previous_total: number | string }>(
      db,
      sql`select
        (select count(*) from ${leads} l where ${where} and ${inRange(range[0], range[1])})::int as total,
        (select count(*) from ${leads} l where ${where} and ${inRange(previous[0], previous[1])})::int as previous_total`,
    ),
    rowsOf<{ source: string; count: number | string }>(
      db,
      sql`select case when l.microsite_id is not null then 'microsite' else l.source end as source, count(*)::int as count
        from ${leads} l where ${where} and ${inRange(range[0], range[1])}
        group by 1 order by 2 desc, 1`,
    ),
    rowsOf<{ id: number | string | null; title: string; count: number | string }>(
      db,
      sql`select l.publication_id as id, max(l.publication_title) as title, count(*)::int as count
        from ${leads} l where ${where} and ${inRange(range[0], range[1])} and l.publication_title is not null
        group by l.publication_id order by 3 desc, 1 desc nulls last limit ${leadRankingSize}`,
    ),
  ]);
  return {
    total: Number(totals[0].total),
    previous_total: Number(totals[0].previous_total),
    by_source: bySource.map((row) => ({ source: row.source, count: Number(row.count) })),
    publications: byPublication.map((row) => ({
      id: row.id === null ? null : Number(row.id),
      title: row.title,
      count: Number(row.count),
    })),
  };
}
