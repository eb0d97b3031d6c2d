// A listing's images written from a plan: the one way a person's edit and a sync arrange them. The plan is the
// final order (images kept, images new) plus the rows to remove; positions number from 1. Everything runs in
// the caller's transaction, which holds the listing.
import type { Database } from '../../db/client';
import type { NewPublicationMedia, PublicationMediaRow } from '../../db/schema/index';
import { deleteMedia, insertMedia, listMediaOf, renumberMedia } from './publication-media.queries';

export type NewImage = Omit<NewPublicationMedia, 'number'>;
export type ImageSlot = { kind: 'kept'; row: PublicationMediaRow } | { kind: 'new'; image: NewImage };
export type ImagePlan = { slots: ImageSlot[]; removed: PublicationMediaRow[] };

/** A listing's images in their order. */
export function listPublicationMedia(db: Database, publicationId: number): Promise<PublicationMediaRow[]> {
  return listMediaOf(db, publicationId);
}

/** The new images of a plan as media rows, numbered by their final position. */
export function newMediaOf(slots: ImageSlot[]): NewPublicationMedia[] {
  return slots.flatMap((slot, position) => (slot.kind === 'new' ? [{ ...slot.image, number: position + 1 }] : []));
}

/** Removes what the plan drops, moves the kept images to their positions (unmoved rows are not written), adds the new. */
export async function writeImagePlan(tx: Database, publicationId: number, plan: ImagePlan, now: Date): Promise<void> {
  await deleteMedia(
    tx,
    publicationId,
    plan.removed.map((media) => media.id),
  );
  await renumberMedia(
    tx,
    plan.slots.flatMap((slot, position) => (slot.kind === 'kept' ? [{ row: slot.row, number: position + 1 }] : [])),
  );
  await insertMedia(tx, publicationId, newMediaOf(plan.slots), now);
}
