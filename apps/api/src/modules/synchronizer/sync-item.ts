// Writing one feed listing. Unchanged (same content hash): nothing at all is written. New or changed: images
// not already stored under the same URL are fetched, then the listing and its media are written in one
// transaction; files of dropped images go once it commits, new files go if it fails. A listing is never
// half-written.
import type { Database } from '../../db/client';
import type { PublicationMediaRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../lib/storage';
import { rememberPlace } from '../map/map.service';
import { removeImageFiles, storeImages, type PreparedImage, type StoredImage } from '../publications/publication-images';
import { deleteMedia, insertMedia, listMediaOf, renumberMedia, type NewMedia } from '../publications/publication-media.queries';
import { toPublicationColumns } from '../publications/publications.queries';
import { computeRelevance } from '../publications/relevance';
import { contentHash, type FeedItem } from './feed-item';
import type { ImageSource } from './sync-images';
import { findListingState, insertListing, updateListing, withSynchronizer, type SyncedListing } from './sync-writes.queries';

export type ItemContext = {
  db: Database;
  storage: Storage;
  clock: Clock;
  synchronizerId: number;
  userId: number;
  images: ImageSource;
  /** The synchronizer's listings by code, as the run started. */
  existing: Map<string, SyncedListing>;
};

export type ItemResult = { outcome: 'created' | 'updated' | 'unchanged'; imagesFailed: number };

type Slot = { kind: 'kept'; media: PublicationMediaRow } | { kind: 'new'; url: string; image: StoredImage };

async function fetchMissing(ctx: ItemContext, urls: string[]) {
  const fetched: { url: string; image: PreparedImage }[] = [];
  let failed = 0;
  let transient = false;
  for (const url of urls) {
    const outcome = await ctx.images.get(url);
    if ('image' in outcome) fetched.push({ url, image: outcome.image });
    else {
      failed += 1;
      transient ||= outcome.failure === 'transient';
    }
  }
  return { fetched, failed, transient };
}

export async function writeItem(ctx: ItemContext, item: FeedItem): Promise<ItemResult> {
  const hash = contentHash(item);
  const existing = ctx.existing.get(item.code);
  if (existing && existing.contentHash === hash) return { outcome: 'unchanged', imagesFailed: 0 };

  const current = existing ? await listMediaOf(ctx.db, existing.id) : [];
  const keptByUrl = new Map<string, PublicationMediaRow>();
  for (const media of current) if (media.sourceUrl && !keptByUrl.has(media.sourceUrl)) keptByUrl.set(media.sourceUrl, media);
  const { fetched, failed, transient } = await fetchMissing(ctx, item.images.filter((url) => !keptByUrl.has(url)));
  const stored = await storeImages(ctx.storage, ctx.userId, fetched.map((entry) => entry.image));
  const storedByUrl = new Map(fetched.map((entry, index) => [entry.url, stored[index]]));

  const slots: Slot[] = item.images.flatMap((url): Slot[] => {
    const media = keptByUrl.get(url);
    if (media) return [{ kind: 'kept', media }];
    const image = storedByUrl.get(url);
    return image ? [{ kind: 'new', url, image }] : [];
  });
  const keptIds = new Set(slots.flatMap((slot) => (slot.kind === 'kept' ? [slot.media.id] : [])));
  const dropped = current.filter((media) => !keptIds.has(media.id));
  const newMedia: NewMedia[] = slots.flatMap((slot, position) =>
    slot.kind === 'new'
      ? [{ file: slot.image.file, thumbnail: slot.image.thumbnailFile, number: position + 1, width: slot.image.width, height: slot.image.height, color: slot.image.color, size: slot.image.size, sourceUrl: slot.url }]
      : [],
  );

  const now = ctx.clock.now();
  const columns = toPublicationColumns(item.input);
  // An image that failed for a passing reason leaves the hash empty: the next sync tries that listing again.
  const values = { ...columns, contentHash: transient ? null : hash, mediaCount: slots.length, updatedAt: now };
  try {
    await withSynchronizer(ctx.db, ctx.synchronizerId, async (tx) => {
      let publicationId: number;
      const state = existing ? await findListingState(tx, existing.id) : null;
      if (existing && state) {
        publicationId = existing.id;
        await updateListing(tx, publicationId, { ...values, relevance: computeRelevance({ ...state, mediaCount: slots.length }, now) });
        await deleteMedia(tx, publicationId, dropped.map((media) => media.id));
        await renumberMedia(tx, slots.flatMap((slot, position) => (slot.kind === 'kept' ? [{ row: slot.media, number: position + 1 }] : [])));
      } else {
        const relevance = computeRelevance({ priority: null, priorityExpiresAt: null, listedAt: now, mediaCount: slots.length, likeCount: 0 }, now);
        publicationId = await insertListing(tx, {
          ...values, userId: ctx.userId, synchronizerId: ctx.synchronizerId, code: item.code, relevance, listedAt: now, createdAt: now,
        });
      }
      await insertMedia(tx, publicationId, newMedia, now);
    });
  } catch (error) {
    await removeImageFiles(ctx.storage, stored.flatMap((image) => [image.file, image.thumbnailFile]));
    throw error;
  }
  await removeImageFiles(ctx.storage, dropped.flatMap((media) => [media.file, media.thumbnail]));
  if (columns.addressTitle && columns.lat !== null && columns.lng !== null) {
    await rememberPlace(ctx.db, { title: columns.addressTitle, lat: columns.lat, lng: columns.lng });
  }
  return { outcome: existing ? 'updated' : 'created', imagesFailed: failed };
}
