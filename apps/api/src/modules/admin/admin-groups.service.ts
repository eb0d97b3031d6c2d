// The administration of groups (product.md, Administration: Grupos): list, detail, edit (name and
// public flag) and delete, for holders of the 'groups' permission. Edits and deletions run through the groups
// module's services, with the group locked, and write their audit entry in the same transaction.
import { adminMessages, type AdminGroup, type AdminGroupRow, type AdminListQuery } from '@vitrina/shared/admin';
import type { Paged } from '@vitrina/shared/pagination';
import type { SearchFilter } from '@vitrina/shared/searches';
import type { Database } from '../../db/client';
import type { GroupRow } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { pageWindow, toPaged } from '../../lib/pagination';
import type { Storage } from '../../lib/storage';
import { deleteGroup, updateGroupAsAdministration } from '../groups';
import type { AdminActor, AdminDeps } from './admin-users.service';
import { changedFields, latestAudit, recordAudit } from '../audit';
import {
  countGroupSearches,
  findGroupWithCount,
  listAllGroups,
  listGroupMembers,
  type AdminGroupWithCount,
} from './admin-groups.queries';

const groupMissing = () => new HttpError(404, adminMessages.groupMissing);

export async function listAdminGroups(
  deps: AdminDeps,
  query: AdminListQuery,
  requestUrl: string,
): Promise<Paged<AdminGroupRow>> {
  const { rows, total } = await listAllGroups(deps.db, query, pageWindow(query));
  return toPaged(
    rows.map((row) => toAdminGroupRow(row, deps.storage)),
    total,
    query,
    { publicUrl: deps.publicUrl, requestUrl },
  );
}

export async function showAdminGroup(deps: AdminDeps, groupId: number): Promise<AdminGroup> {
  const group = await findGroupWithCount(deps.db, groupId);
  if (!group) throw groupMissing();
  const [members, searchesCount, audit] = await Promise.all([
    listGroupMembers(deps.db, groupId),
    countGroupSearches(deps.db, groupId),
    latestAudit(deps.db, 'group', groupId),
  ]);
  return {
    ...toAdminGroupRow(group, deps.storage),
    users: members.map(({ user, pivot }) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      avatar_url: user.avatarPath ? deps.storage.url(user.avatarPath) : null,
      pivot: {
        admin: pivot.admin,
        owner: pivot.owner,
        creator: pivot.creator,
        created_at: pivot.createdAt.toISOString(),
      },
    })),
    searches_count: searchesCount,
    filters: group.presetFilters,
    audit,
  };
}

export async function updateAdminGroup(
  deps: AdminDeps,
  actor: AdminActor,
  groupId: number,
  input: { name?: string; public?: boolean | null; filters?: SearchFilter[]; logo?: string | null },
): Promise<{ message: string; group: AdminGroup }> {
  const changes: { name?: string; public?: boolean | null; presetFilters?: SearchFilter[]; logo?: string | null } = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.public !== undefined) changes.public = input.public;
  if (input.filters !== undefined) changes.presetFilters = input.filters;
  if (input.logo !== undefined) changes.logo = input.logo;
  const found = await updateGroupAsAdministration(deps, groupId, changes, async (tx, before, logoPath) => {
    const { logo: _logo, ...columns } = changes;
    const diff = changedFields(auditFields(before), auditFields({ ...before, ...columns, logoPath }));
    if (diff) await recordGroupAudit(tx, deps, actor, 'group.update', groupId, diff);
  });
  if (!found) throw groupMissing();
  return { message: adminMessages.groupUpdated, group: await showAdminGroup(deps, groupId) };
}

export async function deleteAdminGroup(
  deps: AdminDeps,
  actor: AdminActor,
  groupId: number,
): Promise<{ message: string }> {
  const found = await deleteGroup(deps, groupId, async (tx, group) => {
    await recordGroupAudit(tx, deps, actor, 'group.delete', groupId, {
      before: { ...auditFields(group), users_count: group.usersCount },
      after: null,
    });
  });
  if (!found) throw groupMissing();
  return { message: adminMessages.groupDeleted };
}

function recordGroupAudit(
  tx: Database,
  deps: AdminDeps,
  actor: AdminActor,
  action: 'group.update' | 'group.delete',
  groupId: number,
  diff: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
) {
  return recordAudit(tx, deps.clock, {
    actor,
    action,
    subjectType: 'group',
    subjectId: groupId,
    ...diff,
  });
}

function auditFields(group: Pick<GroupRow, 'name' | 'public' | 'presetFilters' | 'logoPath'>): Record<string, unknown> {
  // The logo as its storage key: the log says whether it changed, never holds the image.
  return { name: group.name, public: group.public, filters: group.presetFilters, logo_file: group.logoPath };
}

function toAdminGroupRow(group: AdminGroupWithCount, storage: Storage): AdminGroupRow {
  return {
    id: group.id,
    name: group.name,
    logo_url: group.logoPath ? storage.url(group.logoPath) : null,
    users_count: group.usersCount,
    public: group.public,
    created_at: group.createdAt.toISOString(),
  };
}
