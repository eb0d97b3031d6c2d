// GET /publication/{id}: one public listing for anyone, as the store page's gallery opens it
// (product.md, Listings: Detail). A private listing does not exist for this read (404), not even for its owner, who has
// /account/publication/{id}; what only the owner's team uses (priority, internal reference) is left out for others.
import type { Publication } from '@vitrina/shared/publications';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { findPublicationView } from '../publications';

export type PublicPublicationDeps = { db: Database; storage: Storage; clock: Clock };

export async function showPublicPublication(
  deps: PublicPublicationDeps,
  viewer: UserRow | null,
  publicationId: number,
): Promise<Publication> {
  // The row, its publisher, media and barrio's median in one round trip.
  const found = await findPublicationView(deps.db, deps.storage, publicationId, viewer?.id ?? null, deps.clock.now());
  if (!found || !found.row.public) throw notFound();
  const { view } = found;
  if (view.pivot.creator) return view;
  return { ...view, priority: null, priority_description: null, priority_expires_at: null, reference: null };
}
