// The User of spec 01 §3 as every endpoint answers it, built from a users row and the user's groups. Used by
// sign-in (verify answers the user) and by the profile endpoints; later features (publications) fill the
// fields they own.
import type { User } from '@vitrina/shared/users';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/index';
import type { Storage } from './storage';
import { listUserGroupSummaries, type UserGroupSummary } from './user-groups.queries';

/** The User with its groups read from the database: what endpoints answer. */
export async function loadUserView(db: Database, user: UserRow, storage: Storage): Promise<User> {
  return toUserView(user, storage, await listUserGroupSummaries(db, user.id));
}

export function toUserView(user: UserRow, storage: Storage, groups: UserGroupSummary[] = []): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    phone: user.phone,
    slug: user.slug,
    avatar_url: user.avatarPath ? storage.url(user.avatarPath) : null,
    created_at: user.createdAt.toISOString(),
    contact_types: user.contactTypes,
    notification_types: user.notificationTypes,
    notification_push_identifiers: user.notificationPushIdentifiers,
    permissions: user.permissions,
    // Statistics are about a user's publications; with none (until publications exist) there is nothing to show.
    has_stat: false,
    groups: groups.map((group) => ({ id: group.id, name: group.name, logo_url: group.logoPath ? storage.url(group.logoPath) : null })),
    publications_count: 0,
  };
}
