// A group's members (spec 01 §2 member list, §6 roles): every member sees the list; admins change roles and
// remove members, never themselves from here (leaving is DELETE on the group), and never the owner.
import { groupMessages, type Member } from '@vitrina/shared/groups';
import type { ListQuery, Paged } from '@vitrina/shared/pagination';
import type { UserRow } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/errors';
import { pageWindow, toPaged } from '../../lib/pagination';
import { toMemberView } from './group-view';
import { requireAdmin, requireMember } from './groups.policy';
import { findMember, listMembers, removeMember, setMemberAdmin } from './groups.queries';
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
  return toPaged(rows.map((row) => toMemberView(row, deps.storage)), total, query, { publicUrl: deps.publicUrl, requestUrl });
}

export async function changeMemberAdmin(deps: GroupsDeps, user: UserRow, groupId: number, memberId: number, admin: boolean): Promise<Member> {
  await requireAdmin(deps.db, groupId, user.id);
  if (memberId === user.id) throw new HttpError(403, groupMessages.cannotChangeSelf);
  if (!(await setMemberAdmin(deps.db, groupId, memberId, admin))) throw notFound();
  const member = await findMember(deps.db, groupId, memberId);
  if (!member) throw notFound();
  return toMemberView(member, deps.storage);
}

export async function removeGroupMember(deps: GroupsDeps, user: UserRow, groupId: number, memberId: number): Promise<{ message: string }> {
  await requireAdmin(deps.db, groupId, user.id);
  if (memberId === user.id) throw new HttpError(403, groupMessages.cannotChangeSelf);
  const member = await findMember(deps.db, groupId, memberId);
  if (!member) throw notFound();
  if (member.pivot.owner) throw new HttpError(403, groupMessages.cannotRemoveOwner);
  // The remover is an admin and stays, so the group neither empties nor loses its last admin here.
  if (!(await removeMember(deps.db, groupId, memberId))) throw notFound();
  return { message: groupMessages.memberRemoved };
}
