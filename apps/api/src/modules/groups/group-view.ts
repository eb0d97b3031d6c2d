// Rows to the shapes of @vitrina/shared/groups.
import type { Group, Member } from '@vitrina/shared/groups';
import type { GroupUserRow } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import { contactsOf } from '../../lib/contacts';
import type { GroupWithCount, MemberRow } from './groups.queries';

export function toPivot(pivot: GroupUserRow) {
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
  return { ...toPublicGroup(group, storage), created_at: group.createdAt.toISOString(), ...(pivot ? { pivot: toPivot(pivot) } : {}) };
}

const phoneMeans = ['phone', 'whatsapp'];

/**
 * A member as other members see them. The phone travels only when the member offers calls or WhatsApp (spec 01
 * §6: contact means show only if enabled and the data exists); the email is how members recognise each other.
 */
export function toMemberView({ user, pivot }: MemberRow, storage: Storage): Member {
  const sharesPhone = user.contactTypes.some((type) => phoneMeans.includes(type));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: sharesPhone ? user.phone : null,
    slug: user.slug,
    avatar_url: user.avatarPath ? storage.url(user.avatarPath) : null,
    contact_types: user.contactTypes,
    contacts: contactsOf(user),
    pivot: toPivot(pivot),
  };
}
