// A deck's usual page in one statement (product.md, Searches; decision 008): the page of searchPageQuery, the
// participant's cursor moved over it (search-cursor.queries.ts) and the cards' rows with their publisher and media.
// Each statement costs a round trip and a wake-up of a PostgreSQL backend, which on a busy machine costs more than
// the SQL: one statement instead of five sequential ones. The rare pages that need more (a short page that sweeps
// without the cursor, the listings without a price) are completed by search-results.service.ts.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { idArrayParam } from '../../../db/id-array-param';
import { builtOnce, recentlyBuilt } from '../../../db/prepared';
import { publications, searchMessages, users, type PublicationRow, type SearchCursor } from '../../../db/schema/index';
import { type BarrioPrice, barrioPriceOf } from '../../price-insights';
import { mediasOf, type MediaFields, type PublisherRow } from '../../publications';
import { cursorUpdate, heldRows, orderSpec } from './search-cursor.queries';
import { searchPageQuery, type EngineSearch } from './search-results.queries';

const p = publications;

export type DeckRow = {
  publication: PublicationRow;
  publisher: PublisherRow;
  medias: MediaFields[];
  barrioPrice?: BarrioPrice | null;
  /** The listing's thread in this search, counted when the page is a participant's (else null). */
  messageCount?: number | null;
};

type DeckPageOptions = {
  cursor: SearchCursor | null;
  participantId: number | null;
  /** Each card's thread count in this search, for a participant, who may open the thread (modules/threads). */
  messageCounts?: boolean;
};

/**
 * What decides the page statement's text besides the search: which of the viewer, the participant and the cursor are
 * there (the cursor's bucket and whether it has a key decide which branches read from it), and the thread counts.
 * Their values are the statement's parameters.
 */
export type DeckShape = {
  viewer: boolean;
  participant: boolean;
  messageCounts: boolean;
  cursor: { bucket: number; keyed: boolean } | null;
};

const values = {
  viewer: sql.placeholder('viewer'),
  except: sql.placeholder('except'),
  limit: sql.placeholder('limit'),
  participant: sql.placeholder('participant'),
  cursorKey: sql.placeholder('cursorKey'),
  cursorId: sql.placeholder('cursorId'),
};

// Searches in use at once on a handle: past it, the least recently read search's statement is built again.
const statements = recentlyBuilt<ReturnType<typeof prepareDeckPage>>(500);

/**
 * The next `limit` cards from `cursor` on (the priced listings only, in a price order), in the search's order. With
 * `participantId`, the same statement moves that participant's cursor to the earliest of `except` and the page.
 * The statement is built once per search and shape (DeckShape), its values bound at each run: writing it cost more
 * CPU than reading the page's rows.
 */
export async function readDeckPage(
  db: Database,
  search: EngineSearch,
  viewerId: number | null,
  except: readonly number[],
  limit: number,
  options: DeckPageOptions,
): Promise<DeckRow[]> {
  const { shape, values: bound } = deckPageInput(search, viewerId, except, limit, options);
  const key = JSON.stringify([search, shape]);
  return statements(db, key, () => prepareDeckPage(db, search, shape)).execute(bound);
}

/** A page's shape (what its statement's text depends on) and the values its placeholders take. */
export function deckPageInput(
  search: EngineSearch,
  viewerId: number | null,
  except: readonly number[],
  limit: number,
  options: DeckPageOptions,
) {
  const { cursor, participantId } = options;
  // A cursor of another order (the search's order changed since) is no position in this one.
  const position = cursor && cursor.order === search.order ? cursor : null;
  const shape: DeckShape = {
    viewer: viewerId !== null,
    participant: participantId !== null,
    messageCounts: options.messageCounts ?? false,
    cursor: position && { bucket: position.bucket, keyed: position.key !== null },
  };
  return {
    shape,
    values: {
      viewer: viewerId,
      except: idArrayParam(except),
      limit,
      participant: participantId,
      cursorKey: position?.key ?? null,
      cursorId: position?.id ?? null,
    },
  };
}

// Run as PostgreSQL's unnamed statement (builtOnce): each page is planned for its own cursor and ids.
const prepareDeckPage = (db: Database, search: EngineSearch, shape: DeckShape) =>
  builtOnce(deckPageQuery(db, search, shape));

/** readDeckPage's statement for a shape, its values placeholders: apart so a measurement can run it through `pg`. */
export function deckPageQuery(db: Database, search: EngineSearch, shape: DeckShape) {
  const { direction, idDirection } = orderSpec(search.order);
  const cursor = shape.cursor && {
    order: search.order,
    bucket: shape.cursor.bucket,
    key: shape.cursor.keyed ? values.cursorKey : null,
    id: values.cursorId,
  };
  const statement = searchPageQuery(search, shape.viewer ? values.viewer : null, values.except, values.limit, {
    part: 'priced',
    cursor,
  });
  const page = db
    .$with('page', {
      pageId: sql<number>`page_id`.as('page_id'),
      pageBucket: sql<number>`page_bucket`.as('page_bucket'),
    })
    .as(sql`select id as page_id, bucket as page_bucket, key as page_key from (${statement}) ranked`);
  const held = sql`${heldRows(search.order, values.except)} union all select page_id, page_bucket, page_key from page`;
  const saved = db
    .$with('saved', {})
    .as(shape.participant ? cursorUpdate(search.id, values.participant, search.order, held) : sql`select 1`);
  return db
    .with(page, saved)
    .select({
      publication: p,
      publisher: { id: users.id, name: users.name, slug: users.slug, avatarPath: users.avatarPath },
      medias: mediasOf,
      // One probe of the medians' primary key per card (price-insights).
      barrioPrice: barrioPriceOf,
      // One probe of the threads' index per card, in this statement rather than a second round trip.
      messageCount: shape.messageCounts
        ? sql<number>`(select count(*)::int from ${searchMessages}
            where ${searchMessages.searchId} = ${search.id} and ${searchMessages.publicationId} = ${p.id})`
        : sql<null>`null`,
    })
    .from(p)
    .innerJoin(page, eq(page.pageId, p.id))
    .innerJoin(users, eq(users.id, p.userId))
    .orderBy(sql`page_bucket asc`, sql`page_key ${direction}`, sql`page_id ${idDirection}`);
}
