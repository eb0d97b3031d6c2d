// Who may do what with a listing (product.md, Listings): its owner reads it, and edits or deletes it when a person made
// it (a synchronized one is the feed's: 403). Someone else's listing is not found (404), so ids reveal nothing.
// Priority is wider: the owner, or a member of a group the owner belongs to whose scope shows the listing.
import { publicationMessages } from '@vitrina/shared/publications';
import type { Database } from '../../db/client';
import type { PublicationRow } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/errors';
import { findPublication, sharesGroupShowing } from './publications.queries';

function ownOrNotFound(row: PublicationRow | null, userId: number): PublicationRow {
  if (!row || row.userId !== userId) throw notFound();
  return row;
}

/** The owner's listing, editable: made by a person, not brought by a synchronizer. */
export function editableOrThrow(row: PublicationRow | null, userId: number): PublicationRow {
  const own = ownOrNotFound(row, userId);
  if (own.synchronizerId !== null) throw new HttpError(403, publicationMessages.syncedReadOnly);
  return own;
}

export async function requireOwnPublication(
  db: Database,
  publicationId: number,
  userId: number,
): Promise<PublicationRow> {
  return ownOrNotFound(await findPublication(db, publicationId), userId);
}

export async function mayPrioritize(db: Database, row: PublicationRow, userId: number): Promise<boolean> {
  return row.userId === userId || sharesGroupShowing(db, userId, row.userId, row.public);
}
