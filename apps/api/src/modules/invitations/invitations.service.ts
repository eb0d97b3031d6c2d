// Group invitations by share link (product.md, Groups): an admin creates one, anyone with the link can read it,
// a signed-in user who meets its rules accepts (joining the group) or rejects. Valid 24 hours, single use, and
// only while its maker is an admin of the group; admins list the open ones and revoke them. Accepting tells the group's
// other admins (notification type 'group_member'): they are the ones who invite and manage members; a plain member
// is not told, since the group page lists who joined.
import { randomUUID } from 'node:crypto';
import { limits } from '@vitrina/shared/constants';
import {
  groupMessages,
  invitationRules,
  type Group,
  type Invitation,
  type OpenInvitation as OpenInvitationView,
} from '@vitrina/shared/groups';
import type { ListQuery, Paged } from '@vitrina/shared/pagination';
import { bestEffort, type ErrorLog } from '../../db/best-effort';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { pageWindow, toPaged } from '../../lib/pagination';
import type { Storage } from '../../lib/storage';
import { type GroupsDeps, inLockedGroup, requireAdmin, showGroup } from '../groups';
import { notify } from '../notifications';
import {
  answerInvitation,
  deleteOpenInvitation,
  findOpenInvitation,
  insertInvitation,
  listGroupAdminIds,
  listOpenInvitations,
  type OpenInvitation,
  type OpenInvitationRow,
} from './invitations.queries';

export type InvitationsDeps = GroupsDeps;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anyone with the link may answer, provided they are signed in with a verified email. */
export async function inviteToGroup(deps: InvitationsDeps, user: UserRow, groupId: number): Promise<{ uuid: string }> {
  // Under the group's lock: an admin demoted, or a group deleted, a moment before cannot still invite.
  const result = await inLockedGroup(deps.db, groupId, async (tx) => {
    await requireAdmin(tx, groupId, user.id);
    const now = deps.clock.now();
    return insertInvitation(tx, {
      uuid: randomUUID(),
      groupId,
      inviterId: user.id,
      rules: [...invitationRules],
      expiresAt: new Date(now.getTime() + limits.invitationHours * 60 * 60 * 1000),
      now,
    });
  });
  if (!result.found) throw notFound();
  return { uuid: result.value.uuid };
}

function toOpenInvitationView({ invitation, inviter }: OpenInvitationRow, storage: Storage): OpenInvitationView {
  return {
    id: invitation.id,
    user: {
      id: inviter.id,
      name: inviter.name,
      avatar_url: inviter.avatarPath ? storage.url(inviter.avatarPath) : null,
    },
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/** The group's open links, for its admins: who made each one and until when it works. */
export async function listGroupInvitations(
  deps: InvitationsDeps,
  user: UserRow,
  groupId: number,
  query: ListQuery<'created_at' | 'expires_at'>,
  requestUrl: string,
): Promise<Paged<OpenInvitationView>> {
  await requireAdmin(deps.db, groupId, user.id);
  const { rows, total } = await listOpenInvitations(deps.db, groupId, deps.clock.now(), query, pageWindow(query));
  return toPaged(
    rows.map((row) => toOpenInvitationView(row, deps.storage)),
    total,
    query,
    { publicUrl: deps.publicUrl, requestUrl },
  );
}

/** Any admin revokes any open link of the group; a used, expired or unknown one answers 404. */
export async function revokeInvitation(
  deps: InvitationsDeps,
  user: UserRow,
  groupId: number,
  invitationId: number,
): Promise<{ message: string }> {
  const result = await inLockedGroup(deps.db, groupId, async (tx) => {
    await requireAdmin(tx, groupId, user.id);
    if (!(await deleteOpenInvitation(tx, groupId, invitationId, deps.clock.now()))) throw notFound();
  });
  if (!result.found) throw notFound();
  return { message: groupMessages.invitationRevoked };
}

/** Unknown, forged, used and expired links all look the same: not found. Letter case does not matter. */
async function openInvitation(deps: { db: Database; clock: Clock }, uuid: string): Promise<OpenInvitation> {
  if (!uuidPattern.test(uuid)) throw notFound();
  const found = await findOpenInvitation(deps.db, uuid.toLowerCase(), deps.clock.now());
  if (!found) throw notFound();
  return found;
}

function toInvitationView({ invitation, group, inviter }: OpenInvitation, storage: Storage): Invitation {
  return {
    uuid: invitation.uuid,
    invitationable_type: invitation.type,
    invitationable_id: group.id,
    invitationable: {
      id: group.id,
      name: group.name,
      public: group.public,
      logo_url: group.logoPath ? storage.url(group.logoPath) : null,
    },
    user: {
      id: inviter.id,
      name: inviter.name,
      avatar_url: inviter.avatarPath ? storage.url(inviter.avatarPath) : null,
    },
    rules: invitation.rules.filter((rule): rule is Invitation['rules'][number] =>
      (invitationRules as readonly string[]).includes(rule),
    ),
    expires_at: invitation.expiresAt.toISOString(),
  };
}

export async function showInvitation(deps: InvitationsDeps, uuid: string): Promise<Invitation> {
  return toInvitationView(await openInvitation(deps, uuid), deps.storage);
}

function assertRules(found: OpenInvitation, user: UserRow | null): asserts user is UserRow {
  if (!user) throw new HttpError(401, groupMessages.ruleLogged);
  if (found.invitation.rules.includes('email_verified') && !user.emailVerifiedAt)
    throw new HttpError(403, groupMessages.ruleEmailVerified);
}

/**
 * Joins the group and answers with it (and the new member's pivot). A member opening a link meant for someone
 * else gets alreadyMember, accepting or rejecting, and the invitation stays open: the link may have been shared
 * in a chat with the person it was really for.
 */
export async function acceptInvitation(
  deps: InvitationsDeps & { log?: ErrorLog },
  user: UserRow | null,
  uuid: string,
): Promise<Group> {
  const found = await openInvitation(deps, uuid);
  assertRules(found, user);
  await answer(deps, found, user, true);
  return showGroup(deps, user, found.group.id);
}

export async function rejectInvitation(deps: InvitationsDeps, user: UserRow | null, uuid: string): Promise<void> {
  const found = await openInvitation(deps, uuid);
  assertRules(found, user);
  await answer(deps, found, user, false);
}

async function answer(
  deps: InvitationsDeps & { log?: ErrorLog },
  found: OpenInvitation,
  user: UserRow,
  accept: boolean,
): Promise<void> {
  const { group } = found;
  const outcome = await answerInvitation(
    deps.db,
    { invitationId: found.invitation.id, groupId: group.id, userId: user.id, accept, now: deps.clock.now() },
    (tx) =>
      bestEffort(tx, deps.log, 'group member notice failed', { groupId: group.id }, async (sp) =>
        notify(sp, deps.clock, await listGroupAdminIds(sp, group.id, user.id), {
          type: 'group_member',
          groupKey: `group:${group.id}:members`,
          title: `Nuevo integrante en «${group.name}»`,
          body: `${user.name} aceptó la invitación y ya es parte del grupo «${group.name}».`,
          url: `/account/group/${group.id}/show`,
          actorIds: [user.id],
          subject: group.name,
        }),
      ),
  );
  // Answered by someone else (or the group deleted) since it was read: it is gone, as if never found.
  if (outcome === 'gone') throw notFound();
  if (outcome === 'already-member') throw new HttpError(422, groupMessages.alreadyMember);
}
