// The administration of users (product.md, Administration: Usuarios): list, detail, edit, delete and
// impersonate, for holders of the 'users' permission. Whom an admin may act on is admin-users.policy.ts; here:
// - an admin grants only permissions they hold themselves (grantStronger);
// - every permission keeps a holder: the admins' rows are locked, in id order and before the target's, in the
//   transaction that removes a permission or deletes someone, so two admins removing each other at once leave one;
// - impersonation opens a 2-hour session of the target marked with the admin's id (lib/auth.ts narrows the session's
//   permissions to what both hold);
// - every change writes its audit entry in its own transaction (modules/audit).
import {
  adminMessages,
  type AdminListQuery,
  type AdminUser,
  type AdminUserRow,
  type AdminUserUpdate,
} from '@vitrina/shared/admin';
import type { Paged } from '@vitrina/shared/pagination';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { fieldError, forbidden, HttpError } from '../../lib/errors';
import { pageWindow, toPaged } from '../../lib/pagination';
import type { Storage } from '../../lib/storage';
import { issueTokenWithExpiry } from '../auth';
import { leaveEveryGroup, removeGroupLogos } from '../groups';
import { imageFilesOfUser, removeImageFilesOf } from '../publications';
import { storeGallery } from '../store';
import { changedFields, latestAudit, recordAudit, type AdminActor } from '../audit';
import {
  deleteUserRow,
  emailTakenByOther,
  findUser,
  listGroupsWithPivot,
  listUsers,
  lockAdmins,
  lockUser,
  updateUserFields,
  userCounts,
} from './admin-users.queries';
import { actionsOn, lastHeld, mayManage, usersPermission } from './admin-users.policy';

export type AdminDeps = { db: Database; clock: Clock; storage: Storage; publicUrl: string };

/**
 * Who is acting: the request's user (with the session's permissions) and, in an impersonation session, the admin
 * behind it.
 */
export type { AdminActor };

/** An impersonation session lasts this long. */
export const impersonationLifetimeMs = 2 * 60 * 60 * 1000;

/** Not in the spec's catalogue: deleting one's own account is done from the account, not from here. */
export const deleteSelfMessage = 'No puedes eliminar tu propia cuenta desde la administración.';

export async function listAdminUsers(
  deps: AdminDeps,
  query: AdminListQuery,
  requestUrl: string,
): Promise<Paged<AdminUserRow>> {
  const { rows, total } = await listUsers(deps.db, query, pageWindow(query));
  return toPaged(
    rows.map((row) => toAdminUserRow(row, deps.storage)),
    total,
    query,
    { publicUrl: deps.publicUrl, requestUrl },
  );
}

export async function showAdminUser(deps: AdminDeps, actor: AdminActor, userId: number): Promise<AdminUser> {
  const user = await findUser(deps.db, userId);
  if (!user) throw new HttpError(404, adminMessages.userMissing);
  const [memberships, counts, audit, images, held] = await Promise.all([
    listGroupsWithPivot(deps.db, userId),
    userCounts(deps.db, userId),
    latestAudit(deps.db, 'user', userId),
    storeGallery(deps, userId),
    currentPermissions(deps.db, actor),
  ]);
  const actions = actionsOn({ id: actor.user.id, permissions: held, impersonating: actor.impersonator !== null }, user);
  return {
    ...toAdminUserRow(user, deps.storage),
    phone: user.phone,
    contact_types: user.contactTypes,
    notification_types: user.notificationTypes,
    notification_channels: user.notificationChannels.filter((channel) => channel === 'push' || channel === 'email'),
    notification_push_identifiers: user.notificationPushIdentifiers,
    groups: memberships.map(({ group, pivot }) => ({
      id: group.id,
      name: group.name,
      logo_url: group.logoPath ? deps.storage.url(group.logoPath) : null,
      pivot: {
        admin: pivot.admin,
        owner: pivot.owner,
        creator: pivot.creator,
        created_at: pivot.createdAt.toISOString(),
      },
    })),
    publications_count_true: counts.publicationsCreated,
    publications_count_false: counts.publicationsSynced,
    owned_groups_count: counts.ownedGroups,
    searches_count: counts.searches,
    images,
    filters: user.presetFilters,
    audit,
    ...actions,
  };
}

/** The permissions the actor holds now: the session's, less any taken from the actor's account meanwhile. */
async function currentPermissions(tx: Database, actor: AdminActor): Promise<string[]> {
  const fresh = await findUser(tx, actor.user.id);
  return actor.user.permissions.filter((item) => fresh?.permissions.includes(item));
}

export async function updateAdminUser(
  deps: AdminDeps,
  actor: AdminActor,
  userId: number,
  input: AdminUserUpdate,
): Promise<{ message: string; user: AdminUser }> {
  await deps.db.transaction(async (tx) => {
    // Admins first, in id order, then the target: every writer of permissions takes the locks in the same order.
    const admins = input.permissions !== undefined ? await lockAdmins(tx) : [];
    const target = await lockUser(tx, userId);
    if (!target) throw new HttpError(404, adminMessages.userMissing);
    // Read after the locks: another admin may have taken a permission away while this request waited.
    const held = await currentPermissions(tx, actor);
    if (!held.includes(usersPermission) || !mayManage(held, target.permissions)) throw forbidden();

    const changes: Parameters<typeof updateUserFields>[2] = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.phone !== undefined) changes.phone = input.phone || null;
    if (input.contact_types !== undefined) changes.contactTypes = [...new Set(input.contact_types)];
    if (input.notification_types !== undefined) changes.notificationTypes = [...new Set(input.notification_types)];
    if (input.filters !== undefined) changes.presetFilters = input.filters;
    if (input.email !== undefined && input.email !== target.email) {
      if (await emailTakenByOther(tx, input.email, userId)) throw fieldError('email', adminMessages.emailTaken);
      changes.email = input.email;
    }
    if (input.permissions !== undefined) {
      const next = [...new Set(input.permissions)].sort();
      const added = next.filter((item) => !target.permissions.includes(item));
      if (!mayManage(held, added)) throw fieldError('permissions', adminMessages.grantStronger);
      const last = lastHeld(
        target.permissions.filter((item) => !next.includes(item)),
        admins,
        userId,
      );
      if (last) throw fieldError('permissions', adminMessages.lastHolder(last));
      changes.permissions = next;
    }

    const diff = changedFields(auditFields(target), {
      ...auditFields(target),
      ...auditFields({ ...target, ...changes }),
    });
    if (!diff) return;
    // The unique index is the last word on a race between two edits to the same address.
    if (!(await updateUserFields(tx, userId, changes, deps.clock.now()))) {
      throw fieldError('email', adminMessages.emailTaken);
    }
    await recordAudit(tx, deps.clock, {
      actor,
      action: 'user.update',
      subjectType: 'user',
      subjectId: userId,
      ...diff,
    });
  });
  return { message: adminMessages.userUpdated, user: await showAdminUser(deps, actor, userId) };
}

/**
 * Deletes a user: their listings (and then their image files), searches and sessions cascade; the groups they belong
 * to lose them as when a member leaves (an owner's group passes to its longest-standing member, a group left empty
 * goes, with its logo); their avatar file goes too. Refuses oneself, someone holding a permission the admin lacks
 * and the last holder of any permission.
 */
export async function deleteAdminUser(
  deps: AdminDeps,
  actor: AdminActor,
  userId: number,
): Promise<{ message: string }> {
  if (userId === actor.user.id) throw new HttpError(422, deleteSelfMessage);
  const files = await deps.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await lockUser(tx, userId);
    if (!target) throw new HttpError(404, adminMessages.userMissing);
    const held = await currentPermissions(tx, actor);
    if (!held.includes(usersPermission) || !mayManage(held, target.permissions)) throw forbidden();
    // The check above implies it while the admins are locked (the actor holds all the target holds); kept so the
    // rule does not rest on that reasoning.
    const last = lastHeld(target.permissions, admins, userId);
    if (last) throw new HttpError(422, adminMessages.lastHolder(last));
    const images = await imageFilesOfUser(tx, userId);
    const logos = await leaveEveryGroup(tx, userId);
    await recordAudit(tx, deps.clock, {
      actor,
      action: 'user.delete',
      subjectType: 'user',
      subjectId: userId,
      before: auditFields(target),
      after: null,
    });
    await deleteUserRow(tx, userId);
    return { images, logos, avatar: target.avatarPath };
  });
  // Files go once the rows are gone, so nothing points at a missing file; a failure leaves a stray file only.
  await removeImageFilesOf(deps, files.images).catch(() => {});
  await removeGroupLogos(deps.storage, files.logos);
  if (files.avatar) await deps.storage.remove(files.avatar).catch(() => {});
  return { message: adminMessages.userDeleted };
}

export async function impersonateUser(
  deps: AdminDeps,
  actor: AdminActor,
  userId: number,
): Promise<{ token_type: 'Bearer'; access_token: string; expires_at: string }> {
  if (actor.impersonator) throw new HttpError(403, adminMessages.impersonateWhileImpersonating);
  return deps.db.transaction(async (tx) => {
    const target = await findUser(tx, userId);
    if (!target) throw new HttpError(404, adminMessages.userMissing);
    if (target.id === actor.user.id) throw new HttpError(422, adminMessages.impersonateSelf);
    const held = await currentPermissions(tx, actor);
    if (!held.includes(usersPermission) || !mayManage(held, target.permissions)) throw forbidden();
    const token = await issueTokenWithExpiry(tx, target.id, {
      clock: deps.clock,
      name: 'impersonation',
      lifetimeMs: impersonationLifetimeMs,
      impersonatorId: actor.user.id,
    });
    const expiresAt = token.expiresAt.toISOString();
    await recordAudit(tx, deps.clock, {
      actor,
      action: 'user.impersonate',
      subjectType: 'user',
      subjectId: target.id,
      before: null,
      after: { expires_at: expiresAt },
    });
    return { token_type: 'Bearer' as const, access_token: token.access_token, expires_at: expiresAt };
  });
}

/** What the audit log keeps of a user: the fields the administration edits, never tokens or push identifiers. */
function auditFields(
  user: Pick<
    UserRow,
    'name' | 'email' | 'phone' | 'permissions' | 'contactTypes' | 'notificationTypes' | 'presetFilters'
  >,
) {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    permissions: [...user.permissions].sort(),
    contact_types: user.contactTypes,
    notification_types: user.notificationTypes,
    filters: user.presetFilters,
  };
}

function toAdminUserRow(user: UserRow, storage: Storage): AdminUserRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    slug: user.slug,
    avatar_url: user.avatarPath ? storage.url(user.avatarPath) : null,
    permissions: user.permissions,
    created_at: user.createdAt.toISOString(),
  };
}
