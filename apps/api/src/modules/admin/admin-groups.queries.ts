// The administration's reads of groups: every group with its member count, and a group's members and searches.
import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import {
  groups,
  groupUsers,
  searches,
  users,
  type GroupRow,
  type GroupUserRow,
  type UserRow,
} from '../../db/schema/index';
import type { PageWindow } from '../../lib/pagination';

export type AdminGroupWithCount = GroupRow & { usersCount: number };

const usersCount = sql<number>`(select count(*) from ${groupUsers} where ${groupUsers.groupId} = ${groups.id})`.mapWith(
  Number,
);

export async function listAllGroups(
  db: Database,
  query: { search?: string; orderBy: 'created_at' | 'name'; orderMethod: 'asc' | 'desc' },
  window: PageWindow,
): Promise<{ rows: AdminGroupWithCount[]; total: number }> {
  const where = query.search ? ilike(groups.name, containsPattern(query.search)) : undefined;
  const direction = query.orderMethod === 'desc' ? desc : asc;
  const column = query.orderBy === 'name' ? sql`lower(${groups.name})` : groups.createdAt;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ group: groups, usersCount })
      .from(groups)
      .where(where)
      .orderBy(direction(column), direction(groups.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(groups).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.group, usersCount: row.usersCount })), total };
}

export async function findGroupWithCount(db: Database, groupId: number): Promise<AdminGroupWithCount | null> {
  const [row] = await db.select({ group: groups, usersCount }).from(groups).where(eq(groups.id, groupId));
  return row ? { ...row.group, usersCount: row.usersCount } : null;
}

/** Every member of a group with their role, in join order. */
export async function listGroupMembers(
  db: Database,
  groupId: number,
): Promise<{ user: UserRow; pivot: GroupUserRow }[]> {
  return db
    .select({ user: users, pivot: groupUsers })
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .where(eq(groupUsers.groupId, groupId))
    .orderBy(asc(groupUsers.createdAt), asc(users.id));
}

export async function countGroupSearches(db: Database, groupId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(searches).where(eq(searches.groupId, groupId));
  return total;
}
