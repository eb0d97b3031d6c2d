// Writing feed listings. Unchanged (same content hash): nothing at all is written. New or changed: images not
// already stored under the same URL are fetched (prepareItem), then the listing and its media are written at
// once: a changed one in its own transaction, new ones together in one statement (a batch). A listing is never
// half-written. Files a listing stops using are left to the end of the run, since other listings may share them. A
// changed listing's update also says whether its price dropped; the drops are queued to be told in batches.
import { bestEffort, type ErrorLog } from '../../db/best-effort';
import type { Database } from '../../db/client';
import type { PublicationMediaRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { UsedAddress } from '../map';
import type { NewPublicationMedia } from '../../db/schema/index';
import {
  computeRelevance,
  type ImageSlot,
  listPublicationMedia,
  newMediaOf,
  type PublicationColumns,
  toPublicationColumns,
  writeImagePlan,
} from '../publications';
import { type PriceDrop, queuePriceDrops } from '../price-drops';
import { contentHash, type FeedItem } from './feed-item';
import type { ImageSource, SyncedImage } from './sync-images';
import {
  findListingState,
  insertListingsWithMedia,
  SynchronizerGoneError,
  updateListing,
  withSynchronizer,
  type NewListing,
  type SyncedListing,
} from './sync-writes.queries';

export type ItemContext = {
  db: Database;
  clock: Clock;
  synchronizerId: number;
  userId: number;
  images: ImageSource;
  /** The synchronizer's listings by code, as the run started. */
  existing: Map<string, SyncedListing>;
  /** Addresses of the listings written, remembered as map places at the end of the run (in one go). */
  places: UsedAddress[];
  /**
   * Addresses a listing of the run stopped using (it was removed, or moved elsewhere): forgotten as map places at the
   * end of the run when no listing of the owner uses them. A run that changes no address looks at none.
   */
  leftAddresses: Set<string>;
  /** Stored files a listing stopped pointing at: removed at the end of the run if no listing points at them. */
  maybeUnused: Set<string>;
  /** PRICE_DROP_MIN_PERCENT, and the drops written and not yet queued to be told (tellPriceDrops). */
  priceDropMinPercent: number;
  priceDrops: PriceDrop[];
  log: ErrorLog;
};

/** Drops queued in one job at most; the rest wait for the next (or the run's end). */
const priceDropsPerJob = 500;

/** A listing ready to write: its columns, its images in order, and what it no longer uses. */
export type PreparedItem = {
  code: string;
  existing: SyncedListing | null;
  columns: PublicationColumns;
  contentHash: string | null;
  slots: ImageSlot[];
  newMedia: NewPublicationMedia[];
  dropped: PublicationMediaRow[];
  imagesFailed: number;
};

function asNewImage(url: string, image: SyncedImage) {
  const { file, thumbnailFile, width, height, color, size } = image;
  return { file, thumbnail: thumbnailFile, width, height, color, size, sourceUrl: url };
}

async function fetchMissing(ctx: ItemContext, urls: string[]) {
  const fetched = new Map<string, SyncedImage>();
  let failed = 0;
  let transient = false;
  for (const url of urls) {
    const outcome = await ctx.images.get(url);
    if ('image' in outcome) fetched.set(url, outcome.image);
    else {
      failed += 1;
      transient ||= outcome.failure === 'transient';
    }
  }
  return { fetched, failed, transient };
}

/** null when the feed says what it said last time: nothing to write. */
export async function prepareItem(ctx: ItemContext, item: FeedItem): Promise<PreparedItem | null> {
  const hash = contentHash(item);
  const existing = ctx.existing.get(item.code) ?? null;
  if (existing && existing.contentHash === hash) return null;

  const current = existing ? await listPublicationMedia(ctx.db, existing.id) : [];
  const keptByUrl = new Map<string, PublicationMediaRow>();
  for (const media of current)
    if (media.sourceUrl && !keptByUrl.has(media.sourceUrl)) keptByUrl.set(media.sourceUrl, media);
  const { fetched, failed, transient } = await fetchMissing(
    ctx,
    item.images.filter((url) => !keptByUrl.has(url)),
  );
  const slots: ImageSlot[] = item.images.flatMap((url): ImageSlot[] => {
    const row = keptByUrl.get(url);
    if (row) return [{ kind: 'kept', row }];
    const image = fetched.get(url);
    return image ? [{ kind: 'new', image: asNewImage(url, image) }] : [];
  });
  const keptIds = new Set(slots.flatMap((slot) => (slot.kind === 'kept' ? [slot.row.id] : [])));
  return {
    code: item.code,
    existing,
    columns: toPublicationColumns(item.input),
    // An image that failed for a passing reason leaves the hash empty: the next sync tries that listing again.
    contentHash: transient ? null : hash,
    slots,
    newMedia: newMediaOf(slots),
    dropped: current.filter((media) => !keptIds.has(media.id)),
    imagesFailed: failed,
  };
}

function written(ctx: ItemContext, item: PreparedItem) {
  for (const media of item.dropped) {
    ctx.maybeUnused.add(media.file);
    if (media.thumbnail) ctx.maybeUnused.add(media.thumbnail);
  }
  const { addressTitle, lat, lng } = item.columns;
  if (addressTitle && lat !== null && lng !== null)
    ctx.places.push({ userId: ctx.userId, title: addressTitle, lat, lng });
  const before = item.existing?.addressTitle;
  if (before && before !== addressTitle) ctx.leftAddresses.add(before);
}

// A write that failed may leave freshly stored files unused; other listings may share them.
function failed(ctx: ItemContext, items: PreparedItem[]) {
  for (const item of items)
    for (const media of item.newMedia) ctx.maybeUnused.add(media.file).add(media.thumbnail ?? media.file);
}

/** Writes a changed listing in a transaction under the synchronizer's share lock. */
export async function writeChanged(ctx: ItemContext, item: PreparedItem & { existing: SyncedListing }): Promise<void> {
  const now = ctx.clock.now();
  const { existing, slots } = item;
  try {
    const drop = await withSynchronizer(ctx.db, ctx.synchronizerId, async (tx) => {
      const state = await findListingState(tx, existing.id);
      if (!state) throw new SynchronizerGoneError();
      const relevance = computeRelevance({ ...state, mediaCount: slots.length }, now);
      const values = {
        ...item.columns,
        contentHash: item.contentHash,
        mediaCount: slots.length,
        relevance,
        updatedAt: now,
      };
      const found = await updateListing(tx, existing.id, values, ctx.priceDropMinPercent);
      await writeImagePlan(tx, existing.id, { slots, removed: item.dropped }, now);
      return found;
    });
    if (drop) ctx.priceDrops.push(drop);
  } catch (error) {
    failed(ctx, [item]);
    throw error;
  }
  written(ctx, item);
  if (ctx.priceDrops.length >= priceDropsPerJob) await tellPriceDrops(ctx);
}

/**
 * Queues the drops written so far as one job (modules/price-drops). A failure is logged and does not stop the run:
 * its listings are written, and only that notice is lost.
 */
export async function tellPriceDrops(ctx: ItemContext): Promise<void> {
  const drops = ctx.priceDrops.splice(0);
  if (drops.length === 0) return;
  await bestEffort(ctx.db, ctx.log, 'price drops of a sync not queued', { synchronizerId: ctx.synchronizerId }, (tx) =>
    queuePriceDrops(tx, ctx.clock, drops),
  );
}

/** Writes new listings together, in one statement. */
export async function writeNew(ctx: ItemContext, items: PreparedItem[]): Promise<void> {
  const now = ctx.clock.now();
  const listings: NewListing[] = items.map((item) => ({
    values: {
      ...item.columns,
      userId: ctx.userId,
      synchronizerId: ctx.synchronizerId,
      code: item.code,
      contentHash: item.contentHash,
      mediaCount: item.slots.length,
      relevance: computeRelevance(
        { priority: null, priorityExpiresAt: null, listedAt: now, mediaCount: item.slots.length, likeCount: 0 },
        now,
      ),
      listedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    media: item.newMedia,
  }));
  try {
    await insertListingsWithMedia(ctx.db, listings, now);
  } catch (error) {
    failed(ctx, items);
    throw error;
  }
  for (const item of items) written(ctx, item);
}
