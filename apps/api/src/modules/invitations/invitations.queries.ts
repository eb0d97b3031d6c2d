import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groups, groupUsers, invitations, users, type GroupRow, type InvitationRow, type UserRow } from '../../db/schema/index';

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

/** An invitation that can still be answered: unused and not expired at `now`. */
export async function findOpenInvitation(db: Database, uuid: string, now: Date): Promise<OpenInvitation | null> {
  const [row] = await db
    .select({ invitation: invitations, group: groups, inviter: users })
    .from(invitations)
    .innerJoin(groups, eq(groups.id, invitations.groupId))
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(and(eq(invitations.uuid, uuid), isNull(invitations.usedAt), gt(invitations.expiresAt, now)));
  return row ?? null;
}

/**
 * Marks the invitation used and, when accepting, adds the member, in one transaction. The conditional update
 * is the single-use guarantee: of two answers racing, one finds it already used and gets null.
 */
export async function answerInvitation(
  db: Database,
  values: { invitationId: number; userId: number; accept: boolean; now: Date },
): Promise<InvitationRow | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(invitations)
      .set({ usedAt: values.now, usedBy: values.userId, accepted: values.accept })
      .where(and(eq(invitations.id, values.invitationId), isNull(invitations.usedAt), gt(invitations.expiresAt, values.now)))
      .returning();
    if (!used) return null;
    if (values.accept) {
      await tx.insert(groupUsers).values({ groupId: used.groupId, userId: values.userId, createdAt: values.now }).onConflictDoNothing();
    }
    return used;
  });
}
