// The signed-in user's groups (product.md, Groups): list, create, show, edit and leave, plus the public summary
// scoped searches read. Permissions come from groups.policy.ts.
import { groupMessages, type Group } from '@vitrina/shared/groups';
import type { ListQuery, Paged } from '@vitrina/shared/pagination';
import type { SearchFilter } from '@vitrina/shared/searches';
import type { Database } from '../../db/client';
import type { GroupRow, UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/errors';
import { pageWindow, toPaged } from '../../lib/pagination';
import type { Storage } from '../../lib/storage';
import { encodeLogo, storeLogo } from './group-logo';
import { toGroupView, toPublicGroup } from './group-view';
import { requireAdmin, requireMember } from './groups.policy';
import {
  deleteGroupRow,
  deleteMembership,
  deleteOpenInvitationsOf,
  findGroup,
  listGroupIdsOfMember,
  findMembership,
  insertGroup,
  listGroupsOfUser,
  settleAfterLeaving,
  updateGroup,
  updateGroupSettings,
  withLockedGroup,
  type GroupWithCount,
} from './groups.queries';

/** A member's row of the group, or null: what other modules (searches) ask before showing a group's work. */
export { findMembership };

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
  const current = await findGroup(deps.db, groupId);
  if (!current) throw notFound();
  // Searches and portfolios were built on the scope chosen at creation, which never changes: sending it back is fine.
  if (input.public !== undefined && input.public !== current.public)
    throw fieldError('public', groupMessages.scopeLocked);

  // The image work happens before the lock, and only for admins; a bad file changes nothing.
  const logo = input.logo ? await encodeLogo(input.logo) : null;
  const storedLogo = logo ? await storeLogo(deps.storage, logo) : null;
  let replaced: { previous: string | null; logoPath: string | null };
  try {
    const result = await withLockedGroup(deps.db, groupId, async (tx, group) => {
      // Checked again under the lock: another admin may have taken the role away meanwhile.
      await requireAdmin(tx, groupId, user.id);
      const removeLogo = input.logo === null || input.logo === '';
      const logoPath = storedLogo ?? (removeLogo ? null : group.logoPath);
      await updateGroup(tx, groupId, { name: input.name, description: input.description, logoPath }, deps.clock.now());
      return { previous: group.logoPath, logoPath };
    });
    if (!result.found) throw notFound();
    replaced = result.value;
  } catch (error) {
    if (storedLogo) await deps.storage.remove(storedLogo).catch(() => {});
    throw error;
  }
  // The replaced (or removed) logo's file goes; the previous value is read under the lock, so two edits at once
  // each remove the file they replaced.
  const { previous, logoPath } = replaced;
  if (previous && previous !== logoPath) await deps.storage.remove(previous).catch(() => {});
  return showGroup(deps, user, groupId);
}

/**
 * Leaving: the group lives on while it has members; when the last admin leaves, the longest-standing member
 * becomes admin; the last member out deletes the group, its invitations and its logo file.
 */
export async function leaveGroup(deps: GroupsDeps, user: UserRow, groupId: number): Promise<{ message: string }> {
  const result = await withLockedGroup(deps.db, groupId, async (tx, group) => {
    if (!(await deleteMembership(tx, groupId, user.id))) throw notFound();
    // Whoever leaves takes their open invitation links along.
    await deleteOpenInvitationsOf(tx, groupId, user.id);
    const { deleted } = await settleAfterLeaving(tx, groupId);
    return deleted ? group.logoPath : null;
  });
  if (!result.found) throw notFound();
  if (result.value) await deps.storage.remove(result.value).catch(() => {});
  return { message: groupMessages.left };
}

/** Any group by id, for anyone: scoped searches show which group they search in. */
export async function publicGroup(deps: Pick<GroupsDeps, 'db' | 'storage'>, groupId: number) {
  const group = await findGroup(deps.db, groupId);
  if (!group) throw notFound();
  return toPublicGroup(group, deps.storage);
}

/** A group by id with its member count, or null: for modules that read a group's own settings (its public flag). */
export async function findGroupById(db: Database, groupId: number): Promise<GroupWithCount | null> {
  return findGroup(db, groupId);
}

/**
 * Runs `work` in one transaction holding the group's row locked (see withLockedGroup in groups.queries.ts): how
 * another module (invitations) changes what belongs to a group one change at a time with the group's own.
 */
export async function inLockedGroup<T>(
  db: Database,
  groupId: number,
  work: (tx: Database, group: GroupRow) => Promise<T>,
): Promise<{ found: true; value: T } | { found: false }> {
  return withLockedGroup(db, groupId, work);
}

/**
 * An account's deletion (administration), inside its transaction `tx`: the user leaves every group they belong to
 * as leaveGroup does, one group at a time with it locked (in id order): an owner's or last admin's group passes the
 * admin role to its longest-standing member, a group left empty is deleted. Answers the logo files of the deleted
 * groups, for the caller to remove once the transaction is committed (removeGroupLogos).
 */
export async function leaveEveryGroup(tx: Database, userId: number): Promise<string[]> {
  const logos: string[] = [];
  for (const groupId of await listGroupIdsOfMember(tx, userId)) {
    const result = await withLockedGroup(tx, groupId, async (inner, group) => {
      if (!(await deleteMembership(inner, groupId, userId))) return null;
      await deleteOpenInvitationsOf(inner, groupId, userId);
      const { deleted } = await settleAfterLeaving(inner, groupId);
      return deleted ? group.logoPath : null;
    });
    if (result.found && result.value) logos.push(result.value);
  }
  return logos;
}

/** Removes the logo files of deleted groups; a failure leaves a stray file, never a failed request. */
export async function removeGroupLogos(storage: Storage, logos: (string | null)[]): Promise<void> {
  for (const logo of logos) if (logo) await storage.remove(logo).catch(() => {});
}

/**
 * The administration's edit of any group (name and public flag), with the group locked; `record` runs in the same
 * transaction with the row as it was (the audit log). Answers false when the group does not exist.
 */
export async function updateGroupAsAdministration(
  deps: Pick<GroupsDeps, 'db' | 'clock' | 'storage'>,
  groupId: number,
  changes: { name?: string; public?: boolean | null; presetFilters?: SearchFilter[]; logo?: string | null },
  record: (tx: Database, before: GroupRow, logoPath: string | null) => Promise<void>,
): Promise<boolean> {
  const { logo: logoInput, ...columns } = changes;
  // The image work happens before the lock; a bad file changes nothing, and a failed write leaves no file.
  const logo = logoInput ? await encodeLogo(logoInput) : null;
  const storedLogo = logo ? await storeLogo(deps.storage, logo) : null;
  const removeLogo = logoInput === null || logoInput === '';
  let result;
  try {
    result = await withLockedGroup(deps.db, groupId, async (tx, group) => {
      const logoPath = storedLogo ?? (removeLogo ? null : group.logoPath);
      await updateGroupSettings(tx, groupId, { ...columns, logoPath }, deps.clock.now());
      await record(tx, group, logoPath);
      return { previous: group.logoPath, logoPath };
    });
  } catch (error) {
    if (storedLogo) await deps.storage.remove(storedLogo).catch(() => {});
    throw error;
  }
  if (!result.found) {
    if (storedLogo) await deps.storage.remove(storedLogo).catch(() => {});
    return false;
  }
  const { previous, logoPath } = result.value;
  if (previous && previous !== logoPath) await deps.storage.remove(previous).catch(() => {});
  return true;
}

/**
 * Deletes any group (administration) with its members, invitations and scoped searches, then its logo file once the
 * rows are gone; `record` runs in the same transaction, before the deletion (the audit log). Answers false when the
 * group does not exist.
 */
export async function deleteGroup(
  deps: Pick<GroupsDeps, 'db' | 'storage'>,
  groupId: number,
  record: (tx: Database, group: GroupWithCount) => Promise<void>,
): Promise<boolean> {
  const result = await withLockedGroup(deps.db, groupId, async (tx) => {
    const group = await findGroup(tx, groupId);
    if (!group) return null;
    await record(tx, group);
    await deleteGroupRow(tx, groupId);
    return group.logoPath;
  });
  if (!result.found) return false;
  await removeGroupLogos(deps.storage, [result.value]);
  return true;
}
