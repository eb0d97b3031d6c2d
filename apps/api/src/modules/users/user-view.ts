// The User as every endpoint answers it, built from a users row and the user's groups. Used by sign-in (verify answers
// the user) and by the profile endpoints; later features (publications) fill the fields they own.
import { notificationChannels, type NotificationChannel, type User } from '@vitrina/shared/users';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import { hasStatistics } from './user-stat.queries';
import { countUserPublications, listUserGroupSummaries, type UserGroupSummary } from './users.queries';

/** The User with its groups, listing count and whether it has statistics, read from the database: what endpoints answer. */
export async function loadUserView(db: Database, user: UserRow, storage: Storage): Promise<User> {
  const [groups, publicationsCount, hasStat] = await Promise.all([
    listUserGroupSummaries(db, user.id),
    countUserPublications(db, user.id),
    hasStatistics(db, user.id),
  ]);
  return toUserView(user, storage, groups, publicationsCount, hasStat);
}

function toUserView(
  user: UserRow,
  storage: Storage,
  groups: UserGroupSummary[] = [],
  publicationsCount = 0,
  hasStat = false,
): User {
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
    store_contacts: user.storeContacts,
    notification_types: user.notificationTypes,
    notification_channels: user.notificationChannels.filter(isNotificationChannel),
    notification_push_identifiers: user.notificationPushIdentifiers,
    permissions: user.permissions,
    // Something to report on (decision 013): a listing or a search of theirs, or a group they administer.
    has_stat: hasStat,
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      logo_url: group.logoPath ? storage.url(group.logoPath) : null,
    })),
    publications_count: publicationsCount,
  };
}

function isNotificationChannel(value: string): value is NotificationChannel {
  return (notificationChannels as readonly string[]).includes(value);
}
