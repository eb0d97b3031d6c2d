// The visits of a statistics source over a range of days in Argentina (product.md, Visits): those asked for the
// listings of the source's agents (a user's own, a group's members', a microsite's users' public ones), counted by the
// day they were asked for. Of those, how many now stand confirmed (or done, which follows a confirmation) and done, by
// where they were asked from: a search (the visit keeps its `search_id`) or outside one. The agent index
// (visits_agent_id_starts_at_index) bounds each agent's rows; an agent holds tens of visits, not thousands.
import { sql, type SQL } from 'drizzle-orm';
import { statTimeZone, type StatVisitCounts, type StatVisits } from '@vitrina/shared/stats';
import type { Database } from '../../db/client';
import { groupUsers, micrositeUsers, publications, visits } from '../../db/schema/index';
import type { StatScope } from './stats.queries';

const zone = sql.raw(`'${statTimeZone}'`);
const inRange = ([from, to]: [string, string]) =>
  sql`v.created_at >= (${from}::date::timestamp at time zone ${zone})
    and v.created_at < ((${to}::date + 1)::timestamp at time zone ${zone})`;

/** The source's visits (`v` a visits row): its agents', and for a microsite only on the listings it shows. */
function sourceVisits(scope: StatScope): SQL {
  switch (scope.type) {
    case 'user':
      return sql`v.agent_id = ${scope.userId}`;
    case 'group':
      return sql`v.agent_id in (select ${groupUsers.userId} from ${groupUsers} where ${groupUsers.groupId} = ${scope.groupId})`;
    case 'microsite':
      return sql`v.agent_id in (select ${micrositeUsers.userId} from ${micrositeUsers}
          where ${micrositeUsers.micrositeId} = ${scope.micrositeId})
        and exists (select 1 from ${publications} p where p.id = v.publication_id and p.public)`;
  }
}

type CountRow = { requested: number | string; confirmed: number | string; done: number | string };
const counted = sql`count(*)::int as requested,
  count(*) filter (where v.status in ('confirmed', 'done'))::int as confirmed,
  count(*) filter (where v.status = 'done')::int as done`;

const countsOf = (row: CountRow | undefined): StatVisitCounts => ({
  requested: Number(row?.requested ?? 0),
  confirmed: Number(row?.confirmed ?? 0),
  done: Number(row?.done ?? 0),
});

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function countVisits(
  db: Database,
  scope: StatScope,
  range: [string, string],
  previous: [string, string],
): Promise<StatVisits> {
  const where = sourceVisits(scope);
  const [bySource, [before]] = await Promise.all([
    rowsOf<CountRow & { source: 'search' | 'publication' }>(
      db,
      sql`select case when v.search_id is null then 'publication' else 'search' end as source, ${counted}
        from ${visits} v where ${where} and ${inRange(range)}
        group by 1 order by 2 desc, 1 desc`,
    ),
    rowsOf<CountRow>(db, sql`select ${counted} from ${visits} v where ${where} and ${inRange(previous)}`),
  ]);
  const sources = bySource.map((row) => ({ source: row.source, ...countsOf(row) }));
  const sum = (key: keyof StatVisitCounts) => sources.reduce((total, row) => total + row[key], 0);
  return {
    requested: sum('requested'),
    confirmed: sum('confirmed'),
    done: sum('done'),
    previous: countsOf(before),
    by_source: sources,
  };
}
