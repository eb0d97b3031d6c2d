// 'Publicar búsqueda' / 'Dejar de publicar' (product.md, Searches: Publishing): the owner of a search made in a group's
// scope shows it to the group's members, with an optional description. Whoever else may open the search is refused
// (403); a search of any other scope cannot be published (422); anyone who may not open it gets 404, as on every search
// route.
import { searchMessages, type Search } from '@vitrina/shared/searches';
import { searchTogetherMessages } from '@vitrina/shared/search-together';
import type { UserRow } from '../../../db/schema/index';
import { HttpError } from '../../../lib/errors';
import { findMembership } from '../../groups';
import { openSearch, searchNotFound } from '../core/search-access';
import { setSearchPublication } from './search-publish.queries';
import { loadSearchViews } from '../core/search-view';
import { findSearchWithScope } from '../core/searches.queries';
import type { SearchReadDeps } from '../core/searches.service';

type PublishInput = { public: boolean; description?: string | null };

/** The Search view of one search as `viewerId` sees it (the one builder, search-view.ts). */
export async function loadSearchView(deps: SearchReadDeps, searchId: number, viewerId: number): Promise<Search> {
  const row = await findSearchWithScope(deps.db, searchId);
  if (!row) throw searchNotFound();
  const [view] = await loadSearchViews(deps.db, [row], viewerId, deps.storage);
  return view;
}

export async function publishSearch(
  deps: SearchReadDeps,
  viewer: UserRow,
  idOrUuid: string,
  input: PublishInput,
): Promise<{ message: string; search: Search }> {
  const { search, owner } = await openSearch(deps.db, idOrUuid, viewer.id);
  if (!owner) throw new HttpError(403, searchMessages.creatorOnly);
  if (search.groupId === null) throw new HttpError(422, searchMessages.notPossible);
  // An owner who left the group still has the search, but no longer shows anything to that group.
  if (input.public && !(await findMembership(deps.db, search.groupId, viewer.id)))
    throw new HttpError(403, searchTogetherMessages.publishNeedsMembership);
  await setSearchPublication(deps.db, search.id, {
    public: input.public,
    description: input.description,
    now: deps.clock.now(),
  });
  return {
    message: input.public ? searchTogetherMessages.published : searchTogetherMessages.unpublished,
    search: await loadSearchView(deps, search.id, viewer.id),
  };
}
