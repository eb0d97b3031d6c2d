// The cards of a search's deck (product.md, Searches): the one Publication view of each listing, with the viewer's own
// decision in this search (like, superlike, comment) laid over it. A visitor has decided nothing.
import type { SearchCard } from '@vitrina/shared/searches';
import type { Database } from '../../db/client';
import type { PublicationRow } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import { loadPublicationViews } from '../publications/publication-view';
import { listViewerDecisions } from './search-results.queries';

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
