// The signed-in user's searches (product.md, Searches: History): the paged list of every search they take part in,
// the latest few that GET /auth/user carries, and deleting one from the history (the owner deletes the search for
// everyone; any other participant leaves it, with their decisions).
import type { Paged } from '@vitrina/shared/pagination';
import { searchLimits, searchMessages, type Search } from '@vitrina/shared/searches';
import type { UserRow } from '../../../db/schema/index';
import { pageWindow, toPaged } from '../../../lib/pagination';
import { findSearch, searchNotFound } from './search-access';
import { loadSearchViews } from './search-view';
import { deleteSearch, findParticipant, leaveSearch, listSearchesOfParticipant } from './searches.queries';
import type { SearchesDeps, SearchReadDeps } from './searches.service';

type AccountSearchQuery = {
  search?: string;
  orderBy: 'created_at';
  orderMethod: 'asc' | 'desc';
  take: number;
  page: number;
};

export async function listAccountSearches(
  deps: SearchesDeps & { publicUrl: string },
  user: UserRow,
  query: AccountSearchQuery,
  requestUrl: string,
): Promise<Paged<Search>> {
  const { rows, total } = await listSearchesOfParticipant(deps.db, user.id, query, pageWindow(query));
  const data = await loadSearchViews(deps.db, rows, user.id, deps.storage);
  return toPaged(data, total, query, { publicUrl: deps.publicUrl, requestUrl });
}

/** The user's latest searches, newest first: what GET /auth/user answers beside the user. */
export async function latestSearches(deps: SearchReadDeps, user: UserRow): Promise<Search[]> {
  const take = searchLimits.historyShown;
  const { rows } = await listSearchesOfParticipant(
    deps.db,
    user.id,
    { orderMethod: 'desc' },
    { limit: take, offset: 0 },
  );
  return loadSearchViews(deps.db, rows, user.id, deps.storage);
}

export async function deleteAccountSearch(
  deps: SearchesDeps,
  user: UserRow,
  idOrUuid: string,
): Promise<{ message: string }> {
  const search = await findSearch(deps.db, idOrUuid);
  const participant = await findParticipant(deps.db, search.id, user.id);
  if (!participant) throw searchNotFound();
  if (participant.owner) await deleteSearch(deps.db, search.id);
  // Left meanwhile by another request of theirs: nothing of theirs is there any more.
  else if (!(await leaveSearch(deps.db, search.id, user.id)).left) throw searchNotFound();
  // Their decisions are gone: the listings' likes and relevance follow (decision-counters.ts).
  deps.counters.poke();
  return { message: searchMessages.deleted };
}
