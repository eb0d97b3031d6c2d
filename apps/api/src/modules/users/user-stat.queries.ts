// Whether a user has statistics to look at (the User's `has_stat`; decision 013): four index probes in one query.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupUsers, micrositeUsers, microsites, publications, searches } from '../../db/schema/index';

/** True when the user created a listing or a search, administers a group or belongs to an active microsite. */
export async function hasStatistics(db: Database, userId: number): Promise<boolean> {
  const result = (await db.execute(sql`select
    exists (select 1 from ${publications} where ${publications.userId} = ${userId})
    or exists (select 1 from ${searches} where ${searches.userId} = ${userId})
    or exists (select 1 from ${groupUsers} where ${groupUsers.userId} = ${userId} and ${groupUsers.admin})
    or exists (select 1 from ${micrositeUsers} join ${microsites} on ${microsites.id} = ${micrositeUsers.micrositeId}
      where ${micrositeUsers.userId} = ${userId} and ${microsites.status} = 'active') as has`)) as unknown as {
    rows: { has: boolean }[];
  };
  return result.rows[0]?.has === true;
}
