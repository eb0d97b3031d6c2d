// GET /publication/{id}: one public listing for anyone, as the store page's gallery opens it
// (product.md, Listings: Detail). A private listing does not exist for this read (404), not even for its owner, who has
// /account/publication/{id}; what only the owner's team uses (priority, internal reference) is left out for others.
import type { Publication } from '@vitrina/shared/publications';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { findPublicationById, loadPublicationViews } from '../publications';

export type PublicPublicationDeps = { db: Database; storage: Storage; clock: Clock };

export async function showPublicPublication(
  deps: PublicPublicationDeps,
  viewer: UserRow | null,
  publicationId: number,
): Promise<Publication> {
  const row = await findPublicationById(deps.db, publicationId);
  if (!row || !row.public) throw notFound();
  const [view] = await loadPublicationViews(deps.db, deps.storage, [row], viewer?.id ?? null, deps.clock.now());
  if (view.pivot.creator) return view;
  return { ...view, priority: null, priority_description: null, priority_expires_at: null, reference: null };
}
