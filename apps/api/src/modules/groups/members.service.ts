// A group's members (product.md, Groups): every member sees the list; admins change roles and remove members, never
// themselves from here (leaving is DELETE on the group), and never the owner. A member who loses the admin role
// (demoted or removed) loses their open invitation links in the same transaction. Changes run with the group locked
// (withLockedGroup), so two admins acting on each other at once cannot leave the group without an admin.
import { groupMessages, type Member } from '@vitrina/shared/groups';
import type { ListQuery, Paged } from '@vitrina/shared/pagination';
import type { UserRow } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/errors';
import { pageWindow, toPaged } from '../../lib/pagination';
import { toMemberView } from './group-view';
import { requireAdmin, requireMember } from './groups.policy';
import {
  deleteMembership,
  deleteOpenInvitationsOf,
  findMember,
  listMembers,
  setMemberAdmin,
  settleAfterLeaving,
  withLockedGroup,
} from './groups.queries';
import type { GroupsDeps } from './groups.service';

export async function listGroupMembers(
  deps: GroupsDeps,
  user: UserRow,
  groupId: number,
  query: ListQuery<'created_at' | 'name'>,
  requestUrl: string,
): Promise<Paged<Member>> {
  await requireMember(deps.db, groupId, user.id);
  const { rows, total } = await listMembers(deps.db, groupId, query, pageWindow(query));
  return toPaged(
    rows.map((row) => toMemberView(row, deps.storage)),
    total,
    query,
    { publicUrl: deps.publicUrl, requestUrl },
  );
}

export async function changeMemberAdmin(
  deps: GroupsDeps,
  user: UserRow,
  groupId: number,
  memberId: number,
  admin: boolean,
): Promise<Member> {
  const result = await withLockedGroup(deps.db, groupId, async (tx) => {
    await requireAdmin(tx, groupId, user.id);
    if (memberId === user.id) throw new HttpError(403, groupMessages.cannotChangeSelf);
    const member = await findMember(tx, groupId, memberId);
    if (!member) throw notFound();
    // The owner cannot be removed (below); taking their role away would leave them a guest in their own group.
    if (member.pivot.owner && !admin) throw new HttpError(403, groupMessages.cannotDemoteOwner);
    const pivot = await setMemberAdmin(tx, groupId, memberId, admin);
    if (!admin) await deleteOpenInvitationsOf(tx, groupId, memberId);
    return { user: member.user, pivot: pivot ?? member.pivot };
  });
  if (!result.found) throw notFound();
  return toMemberView(result.value, deps.storage);
}

export async function removeGroupMember(
  deps: GroupsDeps,
  user: UserRow,
  groupId: number,
  memberId: number,
): Promise<{ message: string }> {
  const result = await withLockedGroup(deps.db, groupId, async (tx) => {
    await requireAdmin(tx, groupId, user.id);
    if (memberId === user.id) throw new HttpError(403, groupMessages.cannotRemoveSelf);
    const member = await findMember(tx, groupId, memberId);
    if (!member) throw notFound();
    if (member.pivot.owner) throw new HttpError(403, groupMessages.cannotRemoveOwner);
    await deleteMembership(tx, groupId, memberId);
    await deleteOpenInvitationsOf(tx, groupId, memberId);
    // The remover is an admin and stays, so this changes nothing today; it keeps the rule in one place.
    await settleAfterLeaving(tx, groupId);
  });
  if (!result.found) throw notFound();
  return { message: groupMessages.memberRemoved };
}
