// The signed-in user's groups (spec 01 §2, §6, §7): list, create, show, edit and leave, plus the public summary
// scoped searches read. Permissions come from groups.policy.ts.
import { groupMessages, type Group } from '@vitrina/shared/groups';
import type { ListQuery, Paged } from '@vitrina/shared/pagination';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/errors';
import { pageWindow, toPaged } from '../../lib/pagination';
import type { Storage } from '../../lib/storage';
import { encodeLogo, storeLogo } from './group-logo';
import { toGroupView, toPublicGroup } from './group-view';
import { requireAdmin, requireMember } from './groups.policy';
import { findGroup, insertGroup, listGroupsOfUser, removeMember, updateGroup } from './groups.queries';

export type GroupsDeps = { db: Database; clock: Clock; storage: Storage; publicUrl: string };

export type GroupInput = {
  name: string;
  description: string | null;
  /** A data URL sets it; null or '' removes it; undefined keeps it. */
  logo?: string | null;
  public?: boolean | null;
};

export async function listGroups(
  deps: GroupsDeps,
  user: UserRow,
  query: ListQuery<'name' | 'created_at'>,
  requestUrl: string,
): Promise<Paged<Group>> {
  const { rows, total } = await listGroupsOfUser(deps.db, user.id, query, pageWindow(query));
  const data = rows.map((row) => toGroupView(row, deps.storage, row.pivot));
  return toPaged(data, total, query, { publicUrl: deps.publicUrl, requestUrl });
}

export async function createGroup(deps: GroupsDeps, user: UserRow, input: GroupInput): Promise<Group> {
  // The logo is checked before anything is written: a bad file leaves no group behind.
  const logo = input.logo ? await encodeLogo(input.logo) : null;
  const logoPath = logo ? await storeLogo(deps.storage, logo) : null;
  try {
    const group = await insertGroup(deps.db, {
      name: input.name,
      description: input.description,
      logoPath,
      public: input.public ?? null,
      createdBy: user.id,
      now: deps.clock.now(),
    });
    return showGroup(deps, user, group.id);
  } catch (error) {
    if (logoPath) await deps.storage.remove(logoPath).catch(() => {});
    throw error;
  }
}

export async function showGroup(deps: GroupsDeps, user: UserRow, groupId: number): Promise<Group> {
  const membership = await requireMember(deps.db, groupId, user.id);
  const group = await findGroup(deps.db, groupId);
  if (!group) throw notFound();
  return toGroupView(group, deps.storage, membership);
}

export async function editGroup(deps: GroupsDeps, user: UserRow, groupId: number, input: GroupInput): Promise<Group> {
  await requireAdmin(deps.db, groupId, user.id);
  const group = await findGroup(deps.db, groupId);
  if (!group) throw notFound();
  // Searches and portfolios were built on the scope chosen at creation (spec 01 §6): sending it back is fine.
  if (input.public !== undefined && input.public !== group.public) throw fieldError('public', groupMessages.scopeLocked);

  const logo = input.logo ? await encodeLogo(input.logo) : null;
  let logoPath = group.logoPath;
  if (logo) logoPath = await storeLogo(deps.storage, logo);
  else if (input.logo === null || input.logo === '') logoPath = null;

  try {
    await updateGroup(deps.db, groupId, { name: input.name, description: input.description, logoPath }, deps.clock.now());
  } catch (error) {
    if (logoPath && logoPath !== group.logoPath) await deps.storage.remove(logoPath).catch(() => {});
    throw error;
  }
  if (group.logoPath && group.logoPath !== logoPath) await deps.storage.remove(group.logoPath).catch(() => {});
  return showGroup(deps, user, groupId);
}

/** Leaving: the group lives on while it has members (see removeMember for the admin handover). */
export async function leaveGroup(deps: GroupsDeps, user: UserRow, groupId: number): Promise<{ message: string }> {
  const result = await removeMember(deps.db, groupId, user.id);
  if (!result) throw notFound();
  if (result.logoPath) await deps.storage.remove(result.logoPath).catch(() => {});
  return { message: groupMessages.left };
}

/** Any group by id, for anyone: scoped searches show which group they search in. */
export async function publicGroup(deps: Pick<GroupsDeps, 'db' | 'storage'>, groupId: number) {
  const group = await findGroup(deps.db, groupId);
  if (!group) throw notFound();
  return toPublicGroup(group, deps.storage);
}
