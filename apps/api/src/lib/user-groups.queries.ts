import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { groups, groupUsers } from '../db/schema/index';

export type UserGroupSummary = { id: number; name: string; logoPath: string | null };

/** The groups a user belongs to, by name: the `groups` of the User (the home page lists them). */
export async function listUserGroupSummaries(db: Database, userId: number): Promise<UserGroupSummary[]> {
  return db
    .select({ id: groups.id, name: groups.name, logoPath: groups.logoPath })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(eq(groupUsers.userId, userId))
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id));
}
