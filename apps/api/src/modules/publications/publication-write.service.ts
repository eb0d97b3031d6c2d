// Creating and editing a listing with its images (product.md, Listings: Form). The order of work makes a failure write
// nothing: permissions, then the whole form and every file's type, then re-encoding, then storing the files,
// then one transaction for the rows; if the transaction fails, the files it would have used are removed. An edit that
// lowers the price queues the price-drop notice in that transaction (modules/price-drops). A creation with an
// Idempotency-Key that was already used answers the first request's listing (publication-idempotency.ts).
import { publicationMessages, type Publication } from '@vitrina/shared/publications';
import type { PublicationMediaRow, PublicationRow, UserRow } from '../../db/schema/index';
import { bestEffort } from '../../db/best-effort';
import { fieldError, notFound } from '../../lib/errors';
import { ImageError } from '../../lib/images';
import { planMedia, readPublicationForm, type MediaPlan } from './publication-form';
import {
  prepareImage,
  removeImageFiles,
  storeImages,
  type PreparedImage,
  type StoredImage,
} from './publication-images';
import { forgetUnusedPlaces, rememberPlace } from '../map';
import { findEditDrop, queuePriceDrops } from '../price-drops';
import { removeUnusedImageFiles } from './publication-files';
import { listPublicationMedia, writeImagePlan, type ImagePlan, type ImageSlot } from './publication-media.service';
import { toPublicationColumns } from './listing-columns';
import { editableOrThrow } from './publications.policy';
import {
  findPublication,
  insertPublicationRow,
  updatePublicationRow,
  withLockedPublication,
} from './publications.queries';
import { publicationView, type PublicationsDeps } from './publications.service';
import {
  claimOrFindEarlier,
  earlierPublication,
  pruneExpiredClaims,
  settleClaim,
  type KeyClaim,
} from './publication-idempotency';
import { computeRelevance } from './relevance';
import { assertStorageRoom, lockStorageOwner, recountUploadBytes } from '../storage-quota';

async function prepareUploads(files: Buffer[]): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  for (const file of files) {
    try {
      prepared.push(await prepareImage(file));
    } catch (error) {
      // The header said JPEG or PNG but the body would not decode.
      if (error instanceof ImageError) throw fieldError('medias', publicationMessages.imageUnreadable);
      throw error;
    }
  }
  return prepared;
}

/** What the files of these images take on disk, counted against the owner's storage quota. */
function uploadBytes(images: PreparedImage[]): number {
  return images.reduce((sum, image) => sum + image.data.length + image.thumbnail.length, 0);
}

function storedFiles(images: StoredImage[]): string[] {
  return images.flatMap((image) => [image.file, image.thumbnailFile]);
}

/** The form's plan with the stored files of its uploads: what writeImagePlan takes. */
function imagePlanOf(plan: MediaPlan, stored: StoredImage[]): ImagePlan {
  const slots = plan.slots.map((slot): ImageSlot => {
    if (slot.kind === 'existing') return { kind: 'kept', row: slot.media };
    const image = stored[slot.upload];
    return {
      kind: 'new',
      image: {
        file: image.file,
        thumbnail: image.thumbnailFile,
        width: image.width,
        height: image.height,
        color: image.color,
        size: image.size,
        thumbnailSize: image.thumbnail.length,
      },
    };
  });
  return { slots, removed: plan.removed };
}

/**
 * An address used once is offered to its author by the embedded autocomplete next time, and one their listings
 * no longer use (`previous`, what an edited listing had) is not; a failure there costs nothing.
 */
async function rememberAddress(
  deps: PublicationsDeps,
  userId: number,
  address: { title: string; lat: number; lng: number } | null | undefined,
  previous?: string | null,
): Promise<void> {
  if (address) await rememberPlace(deps.db, { userId, ...address }).catch(() => {});
  if (previous) await forgetUnusedPlaces(deps.db, userId, [previous]).catch(() => {});
}

export type CreatedPublication = {
  publication: Publication;
  /** The listing an earlier request with the same Idempotency-Key created, answered again. */
  replayed: boolean;
};

/** The listing an earlier request created, as it is now, answered again. */
async function replay(deps: PublicationsDeps, user: UserRow, publicationId: number): Promise<CreatedPublication> {
  const row = await findPublication(deps.db, publicationId);
  // The key goes with its listing, so only a deletion racing this read gets here.
  if (!row) throw notFound();
  return { publication: await publicationView(deps, row, user.id), replayed: true };
}

export async function createPublication(
  deps: PublicationsDeps,
  user: UserRow,
  body: Record<string, unknown>,
  idempotencyKey: string | null = null,
): Promise<CreatedPublication> {
  const claim: KeyClaim | null = idempotencyKey ? { userId: user.id, key: idempotencyKey } : null;
  // A repeat of a finished request reads nothing of its body and stores no file.
  if (claim) {
    const earlier = await earlierPublication(deps.db, claim, deps.clock.now());
    if (earlier !== null) return replay(deps, user, earlier);
  }
  const { input, files } = await readPublicationForm(body);
  const plan = planMedia(input.order, [], files.length);
  const prepared = await prepareUploads(files);
  const adding = uploadBytes(prepared);
  // Over the quota, no file is written; checked again under the owner's lock once the rows are in.
  if (adding > 0) await assertStorageRoom(deps.db, deps.storageQuotaMb, user.id, adding);
  const stored = await storeImages(deps.storage, user.id, prepared);
  const now = deps.clock.now();
  let outcome: { row: PublicationRow } | { earlier: number };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      // First, so a twin request running alongside waits here, then answers this one's listing.
      const earlier = claim ? await claimOrFindEarlier(tx, claim, now) : null;
      if (earlier !== null) return { earlier };
      if (adding > 0) await lockStorageOwner(tx, user.id);
      const values = {
        ...toPublicationColumns(input),
        userId: user.id,
        mediaCount: plan.slots.length,
        listedAt: now,
        createdAt: now,
        updatedAt: now,
      };
      const relevance = computeRelevance({ priority: null, priorityExpiresAt: null, likeCount: 0, ...values }, now);
      const inserted = await insertPublicationRow(tx, { ...values, relevance });
      await writeImagePlan(tx, inserted.id, imagePlanOf(plan, stored), now);
      if (adding > 0) {
        await recountUploadBytes(tx, inserted.id);
        await assertStorageRoom(tx, deps.storageQuotaMb, user.id, 0);
      }
      if (claim) await settleClaim(tx, claim, inserted.id);
      return { row: inserted };
    });
  } catch (error) {
    await removeImageFiles(deps.storage, storedFiles(stored));
    throw error;
  }
  if ('earlier' in outcome) {
    // The twin that got there first stored its own files; these ones nobody points at.
    await removeImageFiles(deps.storage, storedFiles(stored));
    return replay(deps, user, outcome.earlier);
  }
  if (claim) await pruneExpiredClaims(deps.db, now);
  await rememberAddress(deps, user.id, input.address);
  return { publication: await publicationView(deps, outcome.row, user.id), replayed: false };
}

/**
 * Replaces a listing's fields with the form's and arranges its images by `order` (keep, reorder, remove, add).
 * The plan is checked against the current images before any file is stored, and again under the row lock.
 */
export async function updatePublication(
  deps: PublicationsDeps,
  user: UserRow,
  publicationId: number,
  body: Record<string, unknown>,
): Promise<Publication> {
  editableOrThrow(await findPublication(deps.db, publicationId), user.id);
  const { input, files } = await readPublicationForm(body);
  const draft = planMedia(input.order, await listPublicationMedia(deps.db, publicationId), files.length);
  const prepared = await prepareUploads(files);
  const adding = uploadBytes(prepared);
  if (adding > 0) {
    const freeing = draft.removed.reduce((sum, media) => sum + (media.size ?? 0) + (media.thumbnailSize ?? 0), 0);
    await assertStorageRoom(deps.db, deps.storageQuotaMb, user.id, adding - freeing);
  }
  const stored = await storeImages(deps.storage, user.id, prepared);
  const now = deps.clock.now();

  let removed: PublicationMediaRow[];
  let updated;
  let previousAddress: string | null = null;
  try {
    const result = await withLockedPublication(deps.db, publicationId, async (tx, row) => {
      editableOrThrow(row, user.id);
      if (adding > 0) await lockStorageOwner(tx, user.id);
      previousAddress = row.addressTitle;
      const plan = planMedia(input.order, await listPublicationMedia(tx, publicationId), stored.length);
      await writeImagePlan(tx, publicationId, imagePlanOf(plan, stored), now);
      // Removed images stop counting even when nothing new came.
      await recountUploadBytes(tx, publicationId);
      if (adding > 0) await assertStorageRoom(tx, deps.storageQuotaMb, user.id, 0);
      const changes = { ...toPublicationColumns(input), mediaCount: plan.slots.length, updatedAt: now };
      const relevance = computeRelevance({ ...row, ...changes }, now);
      const updated = await updatePublicationRow(tx, publicationId, { ...changes, relevance });
      // Who liked it hears of a lower price; a failure there never fails the edit.
      await bestEffort(tx, deps.log, 'price drop check failed', { publicationId }, async (sp) =>
        queuePriceDrops(
          sp,
          deps.clock,
          [await findEditDrop(sp, publicationId, row, deps.priceDropMinPercent)].filter((drop) => drop !== null),
        ),
      );
      return { row: updated, removed: plan.removed };
    });
    if (!result.found) throw notFound();
    ({ row: updated, removed } = result.value);
  } catch (error) {
    await removeImageFiles(deps.storage, storedFiles(stored));
    throw error;
  }
  // The replaced images' files go once the rows that pointed at them are gone.
  await removeUnusedImageFiles(
    deps.db,
    deps.storage,
    removed.flatMap((media) => [media.file, media.thumbnail]),
  );
  await rememberAddress(deps, user.id, input.address, previousAddress);
  return publicationView(deps, updated, user.id);
}
