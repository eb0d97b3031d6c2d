// The User of spec 01 §3 as every endpoint answers it, built from a users row. Used by sign-in (verify answers
// the user) and by the profile endpoints; later features (groups, publications) fill the fields they own.
import type { User } from '@vitrina/shared/users';
import type { UserRow } from '../db/schema/index';
import type { Storage } from './storage';

export function toUserView(user: UserRow, storage: Storage): User {
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
    groups: [],
    publications_count: 0,
  };
}
