// Rows to the shapes of @vitrina/shared/groups.
import type { Group, Member } from '@vitrina/shared/groups';
import type { GroupUserRow } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import { memberContactsOf } from '../../lib/contacts';
import type { GroupWithCount, MemberRow } from './groups.queries';

function toPivot(pivot: GroupUserRow) {
  return { admin: pivot.admin, owner: pivot.owner, creator: pivot.creator, created_at: pivot.createdAt.toISOString() };
}

export function toPublicGroup(group: GroupWithCount, storage: Storage) {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    logo_url: group.logoPath ? storage.url(group.logoPath) : null,
    public: group.public,
    users_count: group.usersCount,
  };
}

export function toGroupView(group: GroupWithCount, storage: Storage, pivot?: GroupUserRow): Group {
  return {
    ...toPublicGroup(group, storage),
    created_at: group.createdAt.toISOString(),
    ...(pivot ? { pivot: toPivot(pivot) } : {}),
  };
}

/** A member as other members see them: contact data only as the means they offer (lib/contacts.ts). */
export function toMemberView({ user, pivot }: MemberRow, storage: Storage): Member {
  return {
    id: user.id,
    name: user.name,
    ...memberContactsOf(user),
    slug: user.slug,
    avatar_url: user.avatarPath ? storage.url(user.avatarPath) : null,
    contact_types: user.contactTypes,
    pivot: toPivot(pivot),
  };
}
