// The public store page /{slug} (spec 01 §2, §6): who the seller is and how to reach them.
import type { Store } from '@vitrina/shared/groups';
import type { Database } from '../../db/client';
import { contactsOf } from '../../lib/contacts';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { findUserBySlug } from './store.queries';

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
