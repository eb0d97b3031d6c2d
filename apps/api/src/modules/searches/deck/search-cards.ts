// The cards of a search's deck (product.md, Searches): the one Publication view of each listing, with the viewer's own
// decision in this search (like, superlike, comment) laid over it. A visitor has decided nothing.
import type { SearchCard } from '@vitrina/shared/searches';
import type { Database } from '../../../db/client';
import type { PublicationRow } from '../../../db/schema/index';
import type { Storage } from '../../../lib/storage';
import { loadPublicationViews, toPublicationView } from '../../publications';
import type { DeckRow } from './search-deck-page.queries';
import { listViewerDecisions } from './search-results.queries';

const undecided = { like: null, is_super: false, comment: null };

/**
 * The cards of the rows a deck's page statement read, with their media and publisher (none decided, as below), and
 * their thread's count when the statement counted it.
 */
export function deckCards(rows: DeckRow[], viewerId: number | null, storage: Storage, now: Date): SearchCard[] {
  return rows.map(({ publication, publisher, medias, barrioPrice, messageCount }) => ({
    ...toPublicationView(publication, medias, publisher, viewerId, storage, now, barrioPrice ?? null),
    ...undecided,
    ...(messageCount === null || messageCount === undefined ? {} : { message_count: messageCount }),
  }));
}

/**
 * The cards of a page: none of them is decided by the viewer (the page's statement leaves decided listings out), so
 * no decision is read; a decision racing the page is the viewer's own, and the deck already holds it.
 */
export async function loadUndecidedCards(
  db: Database,
  storage: Storage,
  rows: PublicationRow[],
  viewerId: number | null,
  now: Date,
): Promise<SearchCard[]> {
  const views = await loadPublicationViews(db, storage, rows, viewerId, now);
  return views.map((view) => ({ ...view, ...undecided }));
}

export async function loadSearchCards(
  db: Database,
  storage: Storage,
  searchId: number,
  rows: PublicationRow[],
  viewerId: number | null,
  now: Date,
): Promise<SearchCard[]> {
  const ids = rows.map((row) => row.id);
  const [views, decisions] = await Promise.all([
    loadPublicationViews(db, storage, rows, viewerId, now),
    viewerId === null ? Promise.resolve([]) : listViewerDecisions(db, searchId, viewerId, ids),
  ]);
  const decisionOf = new Map(decisions.map((decision) => [decision.publicationId, decision]));
  return views.map((view) => {
    const decision = decisionOf.get(view.id);
    return decision
      ? { ...view, like: decision.like, is_super: decision.isSuper, comment: decision.comment }
      : { ...view, like: null, is_super: false, comment: null };
  });
}
