// The public store page /{slug} (product.md, The shell): who the seller is, how to reach them, and a gallery
// of their public listings' pictures.
import type { Store } from '@vitrina/shared/groups';
import type { Database } from '../../db/client';
import { storeContactsOf } from '../../lib/contacts';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { findUserBySlug, listStoreImages } from './store.queries';

/** How many pictures the store's gallery shows: one per listing, the latest public ones. */
const storeGallerySize = 20;

export async function showStore(deps: { db: Database; storage: Storage }, slug: string): Promise<Store> {
  const user = slug ? await findUserBySlug(deps.db, slug.toLowerCase()) : null;
  if (!user || !user.slug) throw notFound();
  return {
    id: user.id,
    name: user.name,
    slug: user.slug,
    avatar_url: user.avatarPath ? deps.storage.url(user.avatarPath) : null,
    // Off by default: the owner chooses in 'Tienda' whether visitors see the contact means.
    contacts: storeContactsOf(user),
    images: await storeGallery(deps, user.id),
  };
}

/** The pictures a user's store shows: one per listing, the latest public ones (also the admin's view of a user). */
export async function storeGallery(deps: { db: Database; storage: Storage }, userId: number): Promise<Store['images']> {
  return (await listStoreImages(deps.db, userId, storeGallerySize)).map((image) => ({
    // The tile opens its listing's detail (GET /publication/{id}).
    publication_id: Number(image.publication_id),
    url: deps.storage.url(image.file),
    thumbnail_url: image.thumbnail ? deps.storage.url(image.thumbnail) : null,
    title: image.title,
  }));
}
