// The listings a sync writes, each with its media at once: new ones in a single statement per batch, a changed
// one in a transaction that first takes a share lock on the synchronizer's row. Either way deleting the
// synchronizer and a sync's writes never interleave.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicationMedia, publications, synchronizers, type NewPublicationRow } from '../../db/schema/index';
import type { NewMedia } from '../publications/publication-media.queries';

export type SyncedListing = { id: number; code: string; contentHash: string | null };

/** The synchronizer's listings by code: what the feed is compared against. */
export async function listSyncedListings(db: Database, synchronizerId: number): Promise<SyncedListing[]> {
  const rows = await db
    .select({ id: publications.id, code: publications.code, contentHash: publications.contentHash })
    .from(publications)
    .where(eq(publications.synchronizerId, synchronizerId));
  return rows.filter((row): row is SyncedListing => row.code !== null);
}

export class SynchronizerGoneError extends Error {
  constructor() {
    super('The synchronizer was deleted during the sync');
    this.name = 'SynchronizerGoneError';
  }
}

/** Runs `work` in a transaction holding the synchronizer's row; throws SynchronizerGoneError when it is gone. */
export async function withSynchronizer<T>(
  db: Database,
  synchronizerId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: synchronizers.id })
      .from(synchronizers)
      .where(eq(synchronizers.id, synchronizerId))
      .for('share');
    if (!row) throw new SynchronizerGoneError();
    return work(tx);
  });
}

export async function findListingState(db: Database, publicationId: number) {
  const [row] = await db
    .select({
      priority: publications.priority,
      priorityExpiresAt: publications.priorityExpiresAt,
      listedAt: publications.listedAt,
      likeCount: publications.likeCount,
    })
    .from(publications)
    .where(eq(publications.id, publicationId))
    .for('update');
  return row ?? null;
}

/** The code of a foreign key violation: the synchronizer row a new listing points at is gone. */
function isMissingSynchronizer(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23503' && (!constraint || constraint.includes('synchronizer'))) return true;
  }
  return false;
}

export type NewListing = { values: NewPublicationRow & { code: string }; media: NewMedia[] };

// The columns a synced listing is inserted with, as json_to_recordset reads them.
const listingColumns = {
  user_id: 'bigint',
  synchronizer_id: 'bigint',
  code: 'text',
  title: 'text',
  description: 'text',
  url: 'text',
  type: 'text',
  category: 'text',
  operation: 'text',
  currency: 'text',
  amount: 'bigint',
  amount_sale: 'bigint',
  public: 'boolean',
  reference: 'text',
  agents: 'jsonb',
  address_title: 'text',
  lat: 'double precision',
  lng: 'double precision',
  brand: 'text',
  article_code: 'text',
  tags: 'text[]',
  last_season: 'boolean',
  gender: 'text',
  age_group: 'text',
  age: 'integer',
  area_total: 'numeric',
  area_covered: 'numeric',
  rooms_total: 'integer',
  bedrooms: 'integer',
  bathrooms: 'integer',
  parkings: 'integer',
  credit: 'boolean',
  reserved: 'boolean',
  stock: 'jsonb',
  sizes: 'text[]',
  colors: 'text[]',
  media_count: 'integer',
  relevance: 'real',
  content_hash: 'text',
  listed_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
} as const;
const columnList = sql.raw(Object.keys(listingColumns).join(', '));
const recordType = sql.raw(
  Object.entries(listingColumns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', '),
);

function toRecord(v: NewListing['values']): Record<keyof typeof listingColumns, unknown> {
  return {
    user_id: v.userId,
    synchronizer_id: v.synchronizerId,
    code: v.code,
    title: v.title,
    description: v.description,
    url: v.url,
    type: v.type,
    category: v.category,
    operation: v.operation,
    currency: v.currency,
    amount: v.amount,
    amount_sale: v.amountSale,
    public: v.public,
    reference: v.reference,
    agents: v.agents ?? [],
    address_title: v.addressTitle,
    lat: v.lat,
    lng: v.lng,
    brand: v.brand,
    article_code: v.articleCode,
    tags: v.tags ?? [],
    last_season: v.lastSeason,
    gender: v.gender,
    age_group: v.ageGroup,
    age: v.age,
    area_total: v.areaTotal,
    area_covered: v.areaCovered,
    rooms_total: v.roomsTotal,
    bedrooms: v.bedrooms,
    bathrooms: v.bathrooms,
    parkings: v.parkings,
    credit: v.credit,
    reserved: v.reserved,
    stock: v.stock ?? [],
    sizes: v.sizes ?? [],
    colors: v.colors ?? [],
    media_count: v.mediaCount,
    relevance: v.relevance,
    content_hash: v.contentHash,
    listed_at: v.listedAt,
    created_at: v.createdAt,
    updated_at: v.updatedAt,
  };
}

/**
 * Inserts new listings with their media in ONE statement: atomic without a transaction, and on the embedded
 * database each statement has a fixed cost that dwarfs a row's. The rows travel as two JSON parameters unpacked
 * by json_to_recordset (as the seed does), not as thousands of bound values. The foreign key check takes a share
 * lock on the synchronizer's row, so a concurrent delete either waits for it or makes it fail, as
 * SynchronizerGoneError. Codes must be distinct.
 */
export async function insertListingsWithMedia(db: Database, listings: NewListing[], now: Date): Promise<void> {
  if (listings.length === 0) return;
  const media = listings.flatMap((listing) =>
    listing.media.map((item) => ({
      code: listing.values.code,
      file: item.file,
      thumbnail: item.thumbnail,
      number: item.number,
      width: item.width,
      height: item.height,
      color: item.color,
      size: item.size,
      source_url: item.sourceUrl ?? null,
    })),
  );
  try {
    await db.execute(sql`
      with input as (select * from json_to_recordset(${JSON.stringify(listings.map((listing) => toRecord(listing.values)))}::json) as x(${recordType})),
      inserted as (insert into ${publications} (${columnList}) select ${columnList} from input returning id, code)
      insert into ${publicationMedia} (publication_id, type, location, file, thumbnail, number, width, height, color, size, source_url, created_at)
      select inserted.id, 'image', 'local', m.file, m.thumbnail, m.number, m.width, m.height, m.color, m.size, m.source_url, ${now}::timestamptz
      from inserted
      join json_to_recordset(${JSON.stringify(media)}::json)
        as m(code text, file text, thumbnail text, number integer, width integer, height integer, color text, size integer, source_url text)
        on m.code = inserted.code`);
  } catch (error) {
    if (isMissingSynchronizer(error)) throw new SynchronizerGoneError();
    throw error;
  }
}

/** A value the columns cannot hold (a number too large for its column): the listing is invalid, not the run. */
export function isDataError(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
  }
  return false;
}

export async function updateListing(
  db: Database,
  publicationId: number,
  values: Partial<NewPublicationRow>,
): Promise<void> {
  await db.update(publications).set(values).where(eq(publications.id, publicationId));
}

/** Deletes listings gone from the feed; returns their media files to remove once committed. */
export async function deleteListings(
  db: Database,
  synchronizerId: number,
  publicationIds: number[],
): Promise<string[]> {
  if (publicationIds.length === 0) return [];
  const media = await db
    .select({ file: publicationMedia.file, thumbnail: publicationMedia.thumbnail })
    .from(publicationMedia)
    .where(inArray(publicationMedia.publicationId, publicationIds));
  await db
    .delete(publications)
    .where(and(eq(publications.synchronizerId, synchronizerId), inArray(publications.id, publicationIds)));
  return media.flatMap((item) => [item.file, item.thumbnail]).filter((key): key is string => key !== null);
}
