// A search's results (product.md, Searches): a page of cards, one card in the search's context, and how many
// listings remain for the caller. Who may open the search is search-access.ts's rule; the engine is
// search-results.queries.ts.
import { general } from '@vitrina/shared/enums';
import { impliedCurrency, searchMessages, type SearchCard, type SearchFilter } from '@vitrina/shared/searches';
import type { Database } from '../../../db/client';
import type { SearchRow, UserRow } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/errors';
import type { Storage } from '../../../lib/storage';
import { findGroupById } from '../../groups';
import { withMessageCounts } from './message-counts.queries';
import { deckCards, loadSearchCards, loadUndecidedCards } from './search-cards';
import { readDeckPage } from './search-deck-page.queries';
import { openSearch, type PrefetchedSearch, type SearchAccess } from '../core/search-access';
import { saveCursor } from './search-cursor.queries';
import {
  countSearchMatches,
  listPublicationsByIds,
  matchesSearch,
  searchPageIds,
  type EngineSearch,
  type SearchScopeFilter,
} from './search-results.queries';

/**
 * `readDb`: where the pages, cards and counts are read (the read copy, or the primary for who just decided);
 * `prefetched`: the search as the request's session lookup read it (search-session.ts).
 */
export type SearchResultsDeps = {
  db: Database;
  clock: Clock;
  storage: Storage;
  readDb?: Database;
  prefetched?: PrefetchedSearch | null;
};

/**
 * Where the search looks. A user's store and a microsite's chosen user are the same scope (that user's public
 * listings); a microsite's whole site is its users' public listings, whoever they are when the search is read.
 */
async function scopeOf(db: Database, search: SearchRow): Promise<SearchScopeFilter> {
  if (search.scopeUserId !== null) return { kind: 'user', userId: search.scopeUserId };
  if (search.micrositeId !== null) return { kind: 'microsite', micrositeId: search.micrositeId };
  if (search.groupId !== null) {
    const group = await findGroupById(db, search.groupId);
    // The group is gone (the foreign key cascades, so only mid-deletion): nothing to look at.
    if (!group) return { kind: 'group', groupId: search.groupId, visibility: false };
    return { kind: 'group', groupId: search.groupId, visibility: group.public };
  }
  return { kind: 'platform' };
}

/** A stored filter with its implied currency, whatever wrote it. */
function normalFilter(filter: SearchFilter): SearchFilter {
  return { ...filter, currency: filter.currency ?? impliedCurrency(filter) };
}

/** The search as the engine reads it: its filters with their implied currencies, its places, order and scope. */
export async function engineSearch(db: Database, search: SearchRow): Promise<EngineSearch> {
  return {
    id: search.id,
    filters: (search.filters ?? []).map(normalFilter),
    places: search.places ?? [],
    order: search.order,
    scope: await scopeOf(db, search),
  };
}

/** Whether the listing exists, is inside the search's scope and matches at least one of its filters (and places). */
export async function listingInSearch(db: Database, search: SearchRow, publicationId: number): Promise<boolean> {
  return matchesSearch(db, await engineSearch(db, search), publicationId);
}

/**
 * The next page: listings the viewer has not decided in this search and are not in `except`, in its order. The usual
 * page is one statement from the participant's cursor (search-deck-page.queries.ts); a short one is completed here.
 */
export async function searchResults(
  deps: SearchResultsDeps,
  idOrUuid: string,
  viewer: UserRow | null,
  except: number[],
): Promise<SearchCard[]> {
  const viewerId = viewer?.id ?? null;
  const access = await openSearch(deps.db, idOrUuid, viewerId, deps.prefetched);
  // The thread's count only for who may open the thread, the search's participants: deckPage reads it.
  return deckPage(deps, access, viewerId, except);
}

async function deckPage(
  deps: SearchResultsDeps,
  { search, participant }: SearchAccess,
  viewerId: number | null,
  except: number[],
): Promise<SearchCard[]> {
  const engine = await engineSearch(deps.db, search);
  if (!engine.filters.length) return [];
  const size = general.results.pageSize;
  const now = deps.clock.now();
  // A visitor or a member who has not decided yet has no cursor: nothing decided to step over, nothing to save.
  const cursor = participant?.cursor ?? null;
  const participantId = participant && viewerId !== null ? viewerId : null;
  const reader = deps.readDb ?? deps.db;
  const onPrimary = reader === deps.db;
  const rows = await readDeckPage(reader, engine, viewerId, except, size, {
    cursor,
    participantId: onPrimary ? participantId : null,
    messageCounts: !!participant,
  });
  // A read copy takes no write: the cursor moves on the primary, where the page's one statement would have moved it.
  if (!onPrimary && participantId !== null) {
    const held = [...except, ...rows.map((row) => row.publication.id)];
    await saveCursor(deps.db, search.id, participantId, search.order, held);
  }
  const cards = deckCards(rows, viewerId, deps.storage, now);
  const priceOrder = engine.order === 'price_asc' || engine.order === 'price_desc';
  if (cards.length >= size || (!cursor && !priceOrder)) return cards;
  // A short page: the listings without a price come after the priced ones in a price order, and before the final
  // slide one sweep from the top catches listings whose score moved above the cursor and cards a reloaded deck dropped.
  const held = [...except, ...cards.map((card) => card.id)];
  let ids = await searchPageIds(reader, engine, viewerId, held, size - cards.length, cursor);
  if (cursor && cards.length + ids.length < size)
    ids = [
      ...ids,
      ...(await searchPageIds(reader, engine, viewerId, [...held, ...ids], size - cards.length - ids.length)),
    ];
  if (!ids.length) return cards;
  const [more] = await Promise.all([
    listPublicationsByIds(reader, ids),
    participantId !== null && saveCursor(deps.db, search.id, participantId, search.order, [...held, ...ids]),
  ]);
  const moreCards = await loadUndecidedCards(reader, deps.storage, more, viewerId, now);
  return [...cards, ...(participant ? await withMessageCounts(reader, search.id, moreCards) : moreCards)];
}

/** One listing as a card of this search; 404 when it does not exist or is outside the search. */
export async function searchResult(
  deps: SearchResultsDeps,
  idOrUuid: string,
  viewer: UserRow | null,
  publicationId: number,
): Promise<SearchCard> {
  const viewerId = viewer?.id ?? null;
  const { search, participant } = await openSearch(deps.db, idOrUuid, viewerId, deps.prefetched);
  const reader = deps.readDb ?? deps.db;
  const engine = await engineSearch(deps.db, search);
  if (!(await matchesSearch(reader, engine, publicationId))) throw new HttpError(404, searchMessages.outsideSearch);
  const rows = await listPublicationsByIds(reader, [publicationId]);
  if (!rows.length) throw new HttpError(404, searchMessages.outsideSearch);
  const cards = await loadSearchCards(reader, deps.storage, search.id, rows, viewerId, deps.clock.now());
  const [card] = participant ? await withMessageCounts(reader, search.id, cards) : cards;
  return card;
}

/** How many listings match the search that the viewer has not decided yet. */
export async function searchCount(
  deps: SearchResultsDeps,
  idOrUuid: string,
  viewer: UserRow | null,
): Promise<{ count: number }> {
  const viewerId = viewer?.id ?? null;
  const { search } = await openSearch(deps.db, idOrUuid, viewerId, deps.prefetched);
  const engine = await engineSearch(deps.db, search);
  return { count: await countSearchMatches(deps.readDb ?? deps.db, engine, viewerId) };
}
