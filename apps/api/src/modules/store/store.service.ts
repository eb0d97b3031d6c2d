// The public store page /{slug} (spec 01 §2, §6): who the seller is and how to reach them.
import type { Contacts, Store } from '@vitrina/shared/groups';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { findUserBySlug } from './store.queries';

/** Only the means the user enabled AND has data for (spec 01 §6); WhatsApp goes to the phone number. */
export function contactsOf(user: UserRow): Contacts {
  const enabled = new Set(user.contactTypes);
  return {
    email: enabled.has('email') ? user.email : null,
    phone: enabled.has('phone') && user.phone ? user.phone : null,
    whatsapp: enabled.has('whatsapp') && user.phone ? user.phone : null,
  };
}

export async function showStore(deps: { db: Database; storage: Storage }, slug: string): Promise<Store> {
  const user = slug ? await findUserBySlug(deps.db, slug.toLowerCase()) : null;
  if (!user || !user.slug) throw notFound();
  return {
    id: user.id,
    name: user.name,
    slug: user.slug,
    avatar_url: user.avatarPath ? deps.storage.url(user.avatarPath) : null,
    contacts: contactsOf(user),
    // The gallery shows the user's publications' images; publications arrive with the next feature, which
    // fills this list.
    images: [],
  };
}
