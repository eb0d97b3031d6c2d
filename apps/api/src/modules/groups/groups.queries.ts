// Groups and their members: the only place the groups feature talks to the database.
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SearchFilter } from '@vitrina/shared/searches';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { perHandle } from '../../db/prepared';
import {
  groups,
  groupUsers,
  invitations,
  users,
  type GroupRow,
  type GroupUserRow,
  type UserRow,
} from '../../db/schema/index';
import type { PageWindow } from '../../lib/pagination';

export type GroupWithCount = GroupRow & { usersCount: number };
export type GroupOfUser = GroupWithCount & { pivot: GroupUserRow };
export type MemberRow = { user: UserRow; pivot: GroupUserRow };

const usersCount = sql<number>`(select count(*) from ${groupUsers} where ${groupUsers.groupId} = ${groups.id})`.mapWith(
  Number,
);

export async function findGroup(db: Database, groupId: number): Promise<GroupWithCount | null> {
  const [row] = await groupById(db).execute({ groupId });
  return row ? { ...row.group, usersCount: row.usersCount } : null;
}

// Every public read of a group and every member's request in it looks the group up: built once, named on PostgreSQL.
const groupById = perHandle((db) =>
  db
    .select({ group: groups, usersCount })
    .from(groups)
    .where(eq(groups.id, sql.placeholder('groupId')))
    .prepare('group_by_id'),
);

export async function findMembership(db: Database, groupId: number, userId: number): Promise<GroupUserRow | null> {
  const [row] = await db
    .select()
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)));
  return row ?? null;
}

export async function listGroupsOfUser(
  db: Database,
  userId: number,
  query: { search?: string; orderBy: 'name' | 'created_at'; orderMethod: 'asc' | 'desc' },
  window: PageWindow,
): Promise<{ rows: GroupOfUser[]; total: number }> {
  const conditions: SQL[] = [eq(groupUsers.userId, userId)];
  if (query.search) conditions.push(ilike(groups.name, containsPattern(query.search)));
  const where = and(...conditions);
  const direction = query.orderMethod === 'desc' ? desc : asc;
  const column = query.orderBy === 'created_at' ? groups.createdAt : sql`lower(${groups.name})`;
  const rows = await db
    .select({ group: groups, pivot: groupUsers, usersCount })
    .from(groups)
    .innerJoin(groupUsers, eq(groupUsers.groupId, groups.id))
    .where(where)
    .orderBy(direction(column), direction(groups.id))
    .limit(window.limit)
    .offset(window.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(groups)
    .innerJoin(groupUsers, eq(groupUsers.groupId, groups.id))
    .where(where);
  return { rows: rows.map((row) => ({ ...row.group, usersCount: row.usersCount, pivot: row.pivot })), total };
}

export async function insertGroup(
  db: Database,
  values: {
    name: string;
    description: string | null;
    logoPath: string | null;
    public: boolean | null;
    createdBy: number;
    now: Date;
  },
): Promise<GroupRow> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(groups)
      .values({
        name: values.name,
        description: values.description,
        logoPath: values.logoPath,
        public: values.public,
        createdBy: values.createdBy,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning();
    await tx.insert(groupUsers).values({
      groupId: group.id,
      userId: values.createdBy,
      admin: true,
      owner: true,
      creator: true,
      createdAt: values.now,
    });
    return group;
  });
}

export async function updateGroup(
  db: Database,
  groupId: number,
  changes: { name: string; description: string | null; logoPath: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(groups)
    .set({ ...changes, updatedAt: now })
    .where(eq(groups.id, groupId));
}

/**
 * Runs `work` in one transaction holding the group row locked, so changes to one group's members happen one
 * after another: two admins demoting each other, or the last two members leaving at once, each see the other's
 * result. `work` must use `tx`, never the outer handle (the embedded database has one connection). Answers
 * `{ found: false }` when the group does not exist.
 */
export async function withLockedGroup<T>(
  db: Database,
  groupId: number,
  work: (tx: Database, group: GroupRow) => Promise<T>,
): Promise<{ found: true; value: T } | { found: false }> {
  return db.transaction(async (tx) => {
    const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
    if (!group) return { found: false as const };
    return { found: true as const, value: await work(tx, group) };
  });
}

export async function deleteMembership(db: Database, groupId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)))
    .returning({ userId: groupUsers.userId });
  return removed.length > 0;
}

/**
 * After someone left (call it with the group locked): a group without members is deleted, with its invitations
 * (the foreign key cascades); a group without admins makes its longest-standing member admin. Answers whether
 * the group was deleted, so the caller removes its logo file.
 */
export async function settleAfterLeaving(db: Database, groupId: number): Promise<{ deleted: boolean }> {
  const remaining = await db
    .select()
    .from(groupUsers)
    .where(eq(groupUsers.groupId, groupId))
    .orderBy(asc(groupUsers.createdAt), asc(groupUsers.userId));
  if (remaining.length === 0) {
    await db.delete(groups).where(eq(groups.id, groupId));
    return { deleted: true };
  }
  if (!remaining.some((member) => member.admin)) {
    await db
      .update(groupUsers)
      .set({ admin: true })
      .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, remaining[0].userId)));
  }
  return { deleted: false };
}

/**
 * A maker's links die with their admin role (call it with the group locked, in the transaction that demotes,
 * removes or lets them leave): their unanswered invitations to the group are deleted and then answer 404.
 */
export async function deleteOpenInvitationsOf(db: Database, groupId: number, inviterId: number): Promise<void> {
  await db
    .delete(invitations)
    .where(and(eq(invitations.groupId, groupId), eq(invitations.inviterId, inviterId), isNull(invitations.usedAt)));
}

export async function setMemberAdmin(
  db: Database,
  groupId: number,
  userId: number,
  admin: boolean,
): Promise<GroupUserRow | null> {
  const [row] = await db
    .update(groupUsers)
    .set({ admin })
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)))
    .returning();
  return row ?? null;
}

export async function listMembers(
  db: Database,
  groupId: number,
  query: { search?: string; orderBy: 'created_at' | 'name'; orderMethod: 'asc' | 'desc' },
  window: PageWindow,
): Promise<{ rows: MemberRow[]; total: number }> {
  const conditions: SQL[] = [eq(groupUsers.groupId, groupId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    // An email matches only where the member offers it (lib/contacts.ts): a search must not confirm a hidden one.
    const offersEmail = sql`'email' = any(${users.contactTypes})`;
    conditions.push(or(ilike(users.name, pattern), and(offersEmail, ilike(users.email, pattern)))!);
  }
  const where = and(...conditions);
  const direction = query.orderMethod === 'desc' ? desc : asc;
  const column = query.orderBy === 'name' ? sql`lower(${users.name})` : groupUsers.createdAt;
  const rows = await db
    .select({ user: users, pivot: groupUsers })
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .where(where)
    .orderBy(direction(column), direction(users.id))
    .limit(window.limit)
    .offset(window.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .where(where);
  return { rows, total };
}

export async function findMember(db: Database, groupId: number, userId: number): Promise<MemberRow | null> {
  const [row] = await db
    .select({ user: users, pivot: groupUsers })
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)));
  return row ?? null;
}

/** The ids of the groups a user belongs to, in id order (the order an account's deletion locks them in). */
export async function listGroupIdsOfMember(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: groupUsers.groupId })
    .from(groupUsers)
    .where(eq(groupUsers.userId, userId))
    .orderBy(asc(groupUsers.groupId));
  return rows.map((row) => row.groupId);
}

/** The administration's edit of a group: its name and its public flag. */
export async function updateGroupSettings(
  db: Database,
  groupId: number,
  changes: { name?: string; public?: boolean | null; presetFilters?: SearchFilter[]; logoPath?: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(groups)
    .set({ ...changes, updatedAt: now })
    .where(eq(groups.id, groupId));
}

/** Deletes a group; members, invitations and scoped searches go with it (the foreign keys cascade). */
export async function deleteGroupRow(db: Database, groupId: number): Promise<void> {
  await db.delete(groups).where(eq(groups.id, groupId));
}
