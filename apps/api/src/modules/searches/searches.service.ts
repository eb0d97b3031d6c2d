// Searches themselves (product.md, Searches): creating one (a visitor's has no creator until sign-in), showing it to
// whoever may open it (search-access.ts) and renaming it (its creator only).
import {
  placeRadiusKm,
  searchMessages,
  searchTitle,
  type Search,
  type SearchFilter,
  type SearchOrder,
  type SearchPlace,
} from '@vitrina/shared/searches';
import type { Database } from '../../db/client';
import type { SearchRow, UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { findMembership } from '../groups/groups.service';
import { findKnownPlace } from '../map/map.service';
import { openSearch, searchNotFound } from './search-access';
import { loadSearchViews } from './search-view';
import { findSearchWithScope, insertSearch, updateSearchTitle, userExists } from './searches.queries';

export type SearchesDeps = { db: Database; clock: Clock; storage: Storage };

type CreateSearch = {
  uuid: string;
  microsite_id?: number | null;
  user_id?: number | null;
  group_id?: number | null;
  title?: string | null;
  filters: SearchFilter[];
  order: SearchOrder;
  places: { reference: string }[];
};

/** The Search view of one row, as `viewerId` sees it. */
async function searchView(deps: SearchesDeps, search: SearchRow, viewerId: number | null): Promise<Search> {
  const row = await findSearchWithScope(deps.db, search.id);
  if (!row) throw searchNotFound();
  const [view] = await loadSearchViews(deps.db, [row], viewerId, deps.storage);
  return view;
}

/** The search's places from their references: the gazetteer, or addresses the creator remembers; unknown is a 422. */
async function resolvePlaces(db: Database, userId: number | null, places: { reference: string }[]) {
  const resolved: SearchPlace[] = [];
  const seen = new Set<string>();
  for (const [index, { reference }] of places.entries()) {
    if (seen.has(reference)) continue;
    seen.add(reference);
    const place = await findKnownPlace(db, userId, reference);
    if (!place) throw fieldError(`places.${index}.reference`, searchMessages.placeUnknown);
    resolved.push({ ...place, radius_km: placeRadiusKm[place.kind] ?? placeRadiusKm.address });
  }
  return resolved;
}

export async function createSearch(deps: SearchesDeps, viewer: UserRow | null, input: CreateSearch): Promise<Search> {
  if (input.microsite_id != null) throw fieldError('microsite_id', searchMessages.micrositeUnavailable);
  if (input.user_id != null && !(await userExists(deps.db, input.user_id)))
    throw fieldError('user_id', searchMessages.storeUnknown);
  // A group's portfolio is its members' business: anyone else does not learn the group exists.
  if (input.group_id != null && !(viewer && (await findMembership(deps.db, input.group_id, viewer.id))))
    throw notFound();
  const places = await resolvePlaces(deps.db, viewer?.id ?? null, input.places);
  const title =
    input.title ??
    searchTitle(
      input.filters,
      places.map((place) => place.name),
    );
  const row = await insertSearch(deps.db, {
    uuid: input.uuid.toLowerCase(),
    title,
    userId: viewer?.id ?? null,
    scopeUserId: input.user_id ?? null,
    groupId: input.group_id ?? null,
    filters: input.filters,
    order: input.order,
    places,
    now: deps.clock.now(),
  });
  if (!row) throw new HttpError(409, searchMessages.uuidTaken, { uuid: [searchMessages.uuidTaken] });
  return searchView(deps, row, viewer?.id ?? null);
}

export async function showSearch(deps: SearchesDeps, viewer: UserRow | null, idOrUuid: string): Promise<Search> {
  const { search } = await openSearch(deps.db, idOrUuid, viewer?.id ?? null);
  return searchView(deps, search, viewer?.id ?? null);
}

/** Renames a search: its creator only; whoever else may open it is told why not (403), anyone else gets 404. */
export async function renameSearch(
  deps: SearchesDeps,
  viewer: UserRow,
  idOrUuid: string,
  title: string,
): Promise<Search> {
  const { search } = await openSearch(deps.db, idOrUuid, viewer.id);
  if (search.userId !== viewer.id) throw new HttpError(403, searchMessages.creatorOnly);
  await updateSearchTitle(deps.db, search.id, title, deps.clock.now());
  return searchView(deps, search, viewer.id);
}
