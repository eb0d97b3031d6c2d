// The Publication (product.md, Listings) as every endpoint answers it (own listings, group portfolios, synchronizer,
// searches): `extras` and `address` assembled from the typed columns, media with their URLs, the publisher.
import type { Publication } from '@vitrina/shared/publications';
import { recentlyDropped } from '@vitrina/shared/price-insights';
import type { Database } from '../../db/client';
import type { PublicationMediaRow, PublicationRow, UserRow } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import { type BarrioPrice, listBarrioPrices } from '../price-insights';
import { listingFieldsOf } from './listing-columns';
import { findListingForView, listMediaOfPublications, listPublishers, type MediaFields } from './publications.queries';

export type PublisherRow = Pick<UserRow, 'id' | 'name' | 'slug' | 'avatarPath'>;

/** What a view shows of a listing's media (declared beside the statements that read it). */
export type { MediaFields };

type MediaView = Publication['medias'][number];

function toMediaView(media: MediaFields, storage: Storage): MediaView {
  return {
    id: media.id,
    type: 'image',
    location: 'local',
    file: media.file,
    file_url: storage.url(media.file),
    thumbnail_url: media.thumbnail ? storage.url(media.thumbnail) : null,
    card_url: storage.variantUrl(media.file, 480),
    wide_url: storage.variantUrl(media.file, 800),
    number: media.number,
    info: { color: media.color, size: { width: media.width, height: media.height } },
  };
}

/** A priority past its expiry shows as none, whether or not a job has cleared the column yet. */
function activePriority(row: PublicationRow, now: Date) {
  const active = row.priority !== null && (!row.priorityExpiresAt || row.priorityExpiresAt > now);
  return active
    ? {
        priority: row.priority,
        description: row.priorityDescription,
        expiresAt: row.priorityExpiresAt?.toISOString() ?? null,
      }
    : { priority: null, description: null, expiresAt: null };
}

/**
 * One listing as `viewerId` sees it. `medias` are the listing's media (any order; sorted here by number).
 * `pivot.creator` is true when the viewer owns the listing (for a synchronized one, the synchronizer's owner);
 * whether it may be edited is `created_by === 'user'` on top of that.
 */
export function toPublicationView(
  row: PublicationRow,
  medias: MediaFields[],
  publisher: PublisherRow,
  viewerId: number | null,
  storage: Storage,
  now: Date = new Date(),
  barrioPrice: BarrioPrice | null = null,
): Publication {
  const priority = activePriority(row, now);
  const publisherView = {
    id: publisher.id,
    name: publisher.name,
    slug: publisher.slug,
    avatar_url: publisher.avatarPath ? storage.url(publisher.avatarPath) : null,
  };
  const fields = listingFieldsOf(row);
  return {
    id: row.id,
    ...fields,
    priority: priority.priority as Publication['priority'],
    priority_description: priority.description,
    priority_expires_at: priority.expiresAt,
    medias: [...medias].sort((a, b) => a.number - b.number || a.id - b.id).map((media) => toMediaView(media, storage)),
    address: row.addressTitle
      ? {
          title: row.addressTitle,
          geolocation: row.lat !== null && row.lng !== null ? { type: 'Point', coordinates: [row.lat, row.lng] } : null,
        }
      : null,
    extras: { ...fields.extras, stock: row.stock },
    created_by: row.synchronizerId === null ? 'user' : 'synchronizer',
    pivot: { creator: viewerId !== null && viewerId === row.userId },
    users: [publisherView],
    code: row.code,
    // The publisher's name for synchronized listings too: the feed is theirs, and the row's note already says
    // 'Sincronizada automáticamente'.
    publicable: { name: publisher.name },
    listed_at: row.listedAt.toISOString(),
    like_count: row.likeCount,
    decisions_count: row.decisionsCount,
    // Decisions belong to searches, which fill these in once they exist.
    like: null,
    is_super: false,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...priceHistoryView(row, now),
    barrio_price: barrioPrice,
  };
}

/** The price history the row carries (the trigger of migration 0037 keeps it), with dates as ISO strings. */
function priceHistoryView(row: PublicationRow, now: Date) {
  const changes = row.priceChanges.map((change) => ({ ...change, at: new Date(change.at).toISOString() }));
  return { price_changes: changes, price_dropped: recentlyDropped(changes, now) };
}

/** One listing's row and view, read in one statement (publications.queries.ts); null when it does not exist. */
export async function findPublicationView(
  db: Database,
  storage: Storage,
  publicationId: number,
  viewerId: number | null,
  now: Date,
): Promise<{ row: PublicationRow; view: Publication } | null> {
  const found = await findListingForView(db, publicationId);
  if (!found) return null;
  const { publication, medias, publisher, barrioPrice } = found;
  return {
    row: publication,
    view: toPublicationView(publication, medias, publisher, viewerId, storage, now, barrioPrice),
  };
}

/**
 * The views of a page of listings in input order, with their media and publishers read in two queries whatever
 * the page size (no query per row).
 */
export async function loadPublicationViews(
  db: Database,
  storage: Storage,
  rows: PublicationRow[],
  viewerId: number | null,
  now: Date = new Date(),
): Promise<Publication[]> {
  if (rows.length === 0) return [];
  const [medias, publishers, barrioPrices] = await Promise.all([
    listMediaOfPublications(
      db,
      rows.map((row) => row.id),
    ),
    listPublishers(db, [...new Set(rows.map((row) => row.userId))]),
    listBarrioPrices(db, rows),
  ]);
  const mediaByPublication = new Map<number, PublicationMediaRow[]>();
  for (const media of medias) {
    const list = mediaByPublication.get(media.publicationId);
    if (list) list.push(media);
    else mediaByPublication.set(media.publicationId, [media]);
  }
  const publisherById = new Map(publishers.map((publisher) => [publisher.id, publisher]));
  return rows.map((row) => {
    const publisher = publisherById.get(row.userId);
    // The foreign key cascades, so a listing always has its owner; a miss is a bug worth a 500.
    if (!publisher) throw new Error(`Publication ${row.id} has no owner ${row.userId}`);
    const medias = mediaByPublication.get(row.id) ?? [];
    return toPublicationView(row, medias, publisher, viewerId, storage, now, barrioPrices.get(row.id) ?? null);
  });
}
