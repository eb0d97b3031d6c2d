import { and, asc, count, desc, eq, exists, gt, ilike, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  groups,
  groupUsers,
  invitations,
  users,
  type GroupRow,
  type InvitationRow,
  type UserRow,
} from '../../db/schema/index';
import type { PageWindow } from '../../lib/pagination';
import { containsPattern } from '../../db/like-pattern';

export type OpenInvitation = { invitation: InvitationRow; group: GroupRow; inviter: UserRow };

export async function insertInvitation(
  db: Database,
  values: { uuid: string; groupId: number; inviterId: number; rules: string[]; expiresAt: Date; now: Date },
): Promise<InvitationRow> {
  const [row] = await db
    .insert(invitations)
    .values({
      uuid: values.uuid,
      type: 'group',
      groupId: values.groupId,
      inviterId: values.inviterId,
      rules: values.rules,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    })
    .returning();
  return row;
}

/**
 * Its maker is still an admin of the group. Demoting, removing and leaving delete the maker's open links in the
 * same transaction; this guard also covers links made before that rule, and is read under the group's lock.
 */
const makerIsAdmin = (db: Database) =>
  exists(
    db
      .select({ one: groupUsers.userId })
      .from(groupUsers)
      .where(
        and(
          eq(groupUsers.groupId, invitations.groupId),
          eq(groupUsers.userId, invitations.inviterId),
          eq(groupUsers.admin, true),
        ),
      ),
  );

/** Unused, unexpired at `now`, and made by someone who is still an admin of the group. */
const open = (db: Database, now: Date) =>
  and(isNull(invitations.usedAt), gt(invitations.expiresAt, now), makerIsAdmin(db));

/** An invitation that can still be answered: unused and not expired at `now`. `uuid` comes in lowercase. */
export async function findOpenInvitation(db: Database, uuid: string, now: Date): Promise<OpenInvitation | null> {
  const [row] = await db
    .select({ invitation: invitations, group: groups, inviter: users })
    .from(invitations)
    .innerJoin(groups, eq(groups.id, invitations.groupId))
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(and(eq(invitations.uuid, uuid), open(db, now)));
  return row ?? null;
}

export type AnswerOutcome = 'answered' | 'gone' | 'already-member';

/** Thrown inside the transaction to undo the invitation's use when the user already belongs to the group. */
class AlreadyMember extends Error {}

/**
 * Marks the invitation used and, when accepting, adds the member, in one transaction:
 * - the group row is share-locked first, the order leaving takes too, so a group deleted meanwhile is seen as
 *   gone rather than failing on its foreign key;
 * - the invitation row is locked while still open: of two answers racing, the second waits and finds it used
 *   ('gone'), which is the single-use guarantee;
 * - a user who already is a member leaves the invitation unused ('already-member'), whether accepting or
 *   rejecting: the link may be meant for someone else. Against a membership added a moment before (another
 *   invitation accepted at once) the primary key decides and the use is rolled back, so nobody joins twice.
 */
export async function answerInvitation(
  db: Database,
  values: { invitationId: number; groupId: number; userId: number; accept: boolean; now: Date },
  /** Runs in the transaction once the member is in (telling the group's admins). */
  joined?: (tx: Database) => Promise<unknown>,
): Promise<AnswerOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [group] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, values.groupId)).for('share');
      if (!group) return 'gone';
      // Locked, so a second answer racing this one waits and then finds it used.
      const [invitation] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(and(eq(invitations.id, values.invitationId), open(tx, values.now)))
        .for('update');
      if (!invitation) return 'gone';
      const [member] = await tx
        .select({ userId: groupUsers.userId })
        .from(groupUsers)
        .where(and(eq(groupUsers.groupId, values.groupId), eq(groupUsers.userId, values.userId)));
      if (member) return 'already-member';
      await tx
        .update(invitations)
        .set({ usedAt: values.now, usedBy: values.userId, accepted: values.accept })
        .where(eq(invitations.id, values.invitationId));
      if (values.accept) {
        const added = await tx
          .insert(groupUsers)
          .values({ groupId: values.groupId, userId: values.userId, createdAt: values.now })
          .onConflictDoNothing()
          .returning({ userId: groupUsers.userId });
        if (added.length === 0) throw new AlreadyMember();
        await joined?.(tx);
      }
      return 'answered';
    });
  } catch (error) {
    if (error instanceof AlreadyMember) return 'already-member';
    throw error;
  }
}

/** Invitations that expired or were answered before `before`: nothing reads them any more. */
export async function deleteStaleInvitations(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(invitations)
    .where(or(lt(invitations.expiresAt, before), lt(invitations.usedAt, before)))
    .returning({ id: invitations.id });
  return deleted.length;
}

export type OpenInvitationRow = { invitation: InvitationRow; inviter: UserRow };

/** A group's open invitations with their makers, for its admins; `search` matches the maker's name. */
export async function listOpenInvitations(
  db: Database,
  groupId: number,
  now: Date,
  query: { search?: string; orderBy: 'created_at' | 'expires_at'; orderMethod: 'asc' | 'desc' },
  window: PageWindow,
): Promise<{ rows: OpenInvitationRow[]; total: number }> {
  const conditions = [eq(invitations.groupId, groupId), open(db, now)];
  if (query.search) conditions.push(ilike(users.name, containsPattern(query.search)));
  const where = and(...conditions);
  const direction = query.orderMethod === 'desc' ? desc : asc;
  const column = query.orderBy === 'expires_at' ? invitations.expiresAt : invitations.createdAt;
  const rows = await db
    .select({ invitation: invitations, inviter: users })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(where)
    .orderBy(direction(column), direction(invitations.id))
    .limit(window.limit)
    .offset(window.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(where);
  return { rows, total };
}

/**
 * Revokes (deletes) one open invitation of the group; call it with the group locked. An answer racing it holds
 * the group's share lock, so either the answer lands first (the invitation is used: nothing to revoke) or the
 * revocation does (the answer finds it gone).
 */
export async function deleteOpenInvitation(
  db: Database,
  groupId: number,
  invitationId: number,
  now: Date,
): Promise<boolean> {
  const deleted = await db
    .delete(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.groupId, groupId), open(db, now)))
    .returning({ id: invitations.id });
  return deleted.length > 0;
}

/** The group's admins other than `exceptUserId`: who hears of a new member. */
export async function listGroupAdminIds(db: Database, groupId: number, exceptUserId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: groupUsers.userId })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.admin, true), ne(groupUsers.userId, exceptUserId)));
  return rows.map((row) => row.userId);
}
