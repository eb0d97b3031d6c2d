// Whether a user has statistics to look at (the User's `has_stat`; decision 013): three index probes in one query.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupUsers, publications, searches } from '../../db/schema/index';

/** True when the user created a listing or a search, or administers a group. */
export async function hasStatistics(db: Database, userId: number): Promise<boolean> {
  const result = (await db.execute(sql`select
    exists (select 1 from ${publications} where ${publications.userId} = ${userId})
    or exists (select 1 from ${searches} where ${searches.userId} = ${userId})
    or exists (select 1 from ${groupUsers} where ${groupUsers.userId} = ${userId} and ${groupUsers.admin}) as has`)) as unknown as {
    rows: { has: boolean }[];
  };
  return result.rows[0]?.has === true;
}
