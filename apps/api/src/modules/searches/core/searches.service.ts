// Searches themselves (product.md, Searches): creating one (a visitor's has no creator until sign-in), showing it to
// whoever may open it (search-access.ts) and renaming it (its creator only).
import { micrositeMessages } from '@vitrina/shared/microsites';
import {
  placeRadiusKm,
  searchMessages,
  searchTitle,
  type Search,
  type SearchFilter,
  type SearchOrder,
  type SearchPlace,
} from '@vitrina/shared/searches';
import type { Database } from '../../../db/client';
import type { SearchRow, UserRow } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import { fieldError, HttpError, notFound } from '../../../lib/errors';
import type { Storage } from '../../../lib/storage';
import { findMembership } from '../../groups';
import { belongsToMicrosite, findActiveMicrosite } from '../../microsites';
import { findSearchPlace, type MapProvider } from '../../map';
import { findForJoining, openSearch, searchNotFound, type PrefetchedSearch } from './search-access';
import { loadSearchViews } from './search-view';
import {
  findSearchWithParticipant,
  findSearchWithScope,
  insertParticipant,
  insertSearch,
  updateSearchFields,
  userExists,
  type SearchChanges,
} from './searches.queries';
import type { DecisionCounters } from '../decisions/decision-counters';

/** What reading searches needs. */
export type SearchReadDeps = { db: Database; clock: Clock; storage: Storage };
/**
 * Writing decisions also needs `counters`, which applies the counter moves they leave (decision-counters.ts).
 * `prefetched`: the search as the request's session lookup read it (search-session.ts), for the routes that ask.
 */
export type SearchesDeps = SearchReadDeps & {
  counters: DecisionCounters;
  prefetched?: PrefetchedSearch | null;
  /** Where a place not of our own is looked up (map.service.ts, findSearchPlace); none: our own places only. */
  mapProvider?: MapProvider | null;
};

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
async function searchView(deps: SearchReadDeps, search: SearchRow, viewerId: number | null): Promise<Search> {
  const row = await findSearchWithScope(deps.db, search.id);
  if (!row) throw searchNotFound();
  const [view] = await loadSearchViews(deps.db, [row], viewerId, deps.storage);
  return view;
}

/**
 * The search's places from their references: the gazetteer, addresses the creator remembers, or the map provider's
 * places (map.service.ts, findSearchPlace); unknown is a 422.
 */
async function resolvePlaces(
  db: Database,
  provider: MapProvider | null,
  userId: number | null,
  places: { reference: string }[],
) {
  const resolved: SearchPlace[] = [];
  const seen = new Set<string>();
  for (const [index, { reference }] of places.entries()) {
    if (seen.has(reference)) continue;
    seen.add(reference);
    const place = await findSearchPlace(db, provider, userId, reference);
    if (!place) throw fieldError(`places.${index}.reference`, searchMessages.placeUnknown);
    resolved.push({ ...place, radius_km: placeRadiusKm[place.kind] ?? placeRadiusKm.address });
  }
  return resolved;
}

/** Creates a search; `created` is false when the same person sent the same search again (the one stored answers). */
export async function createSearch(
  deps: SearchesDeps,
  viewer: UserRow | null,
  input: CreateSearch,
): Promise<{ search: Search; created: boolean }> {
  if (input.microsite_id != null) {
    // A microsite's search looks at its users' public listings, or at one of them (its user switcher).
    if (!(await findActiveMicrosite(deps.db, input.microsite_id)))
      throw fieldError('microsite_id', searchMessages.micrositeUnavailable);
    if (input.user_id != null && !(await belongsToMicrosite(deps.db, input.microsite_id, input.user_id)))
      throw fieldError('user_id', micrositeMessages.userNotInMicrosite);
  } else if (input.user_id != null && !(await userExists(deps.db, input.user_id)))
    throw fieldError('user_id', searchMessages.storeUnknown);
  // A group's portfolio is its members' business: anyone else does not learn the group exists.
  if (input.group_id != null && !(viewer && (await findMembership(deps.db, input.group_id, viewer.id))))
    throw notFound();
  const places = await resolvePlaces(deps.db, deps.mapProvider ?? null, viewer?.id ?? null, input.places);
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
    micrositeId: input.microsite_id ?? null,
    filters: input.filters,
    order: input.order,
    places,
    now: deps.clock.now(),
  });
  if (row) return { search: await searchView(deps, row, viewer?.id ?? null), created: true };
  // The uuid is taken. The same person sending the same search again (a retry after a lost answer) gets the
  // search they made; anyone else, or different content under the same uuid, is refused.
  const taken = await findSearchWithParticipant(deps.db, { uuid: input.uuid.toLowerCase() }, null);
  if (taken && isSameSearch(taken.search, viewer?.id ?? null, input, places))
    return { search: await searchView(deps, taken.search, viewer?.id ?? null), created: false };
  throw new HttpError(409, searchMessages.uuidTaken, { uuid: [searchMessages.uuidTaken] });
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

function isSameSearch(row: SearchRow, viewerId: number | null, input: CreateSearch, places: SearchPlace[]): boolean {
  // jsonb keeps its own key order: compare with the keys sorted.
  const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
  return (
    row.userId === viewerId &&
    row.scopeUserId === (input.user_id ?? null) &&
    row.groupId === (input.group_id ?? null) &&
    row.micrositeId === (input.microsite_id ?? null) &&
    row.order === input.order &&
    same(row.filters, input.filters) &&
    same(row.places, places)
  );
}

export async function showSearch(deps: SearchesDeps, viewer: UserRow | null, idOrUuid: string): Promise<Search> {
  const { search } = await openSearch(deps.db, idOrUuid, viewer?.id ?? null);
  return searchView(deps, search, viewer?.id ?? null);
}

/**
 * The owner changes the title, turns sharing on ('Invitar') or off ('Detener': nobody new joins, who is in stays) or
 * sets the mode. Anyone else who may open the search is told why not (403); whoever may not open it gets 404.
 */
export async function updateSearch(
  deps: SearchesDeps,
  viewer: UserRow,
  idOrUuid: string,
  changes: SearchChanges,
): Promise<Search> {
  const { search } = await openSearch(deps.db, idOrUuid, viewer.id);
  if (search.userId !== viewer.id) throw new HttpError(403, searchMessages.creatorOnly);
  const { title, shareable, filtered } = changes;
  const updated = await updateSearchFields(deps.db, search.id, { title, shareable, filtered }, deps.clock.now());
  return searchView(deps, updated, viewer.id);
}

/**
 * Joins a search shared by link ('Invitar'), or a group search as one of the group's members. A search that is not
 * shared cannot be joined ('No es posible realizar esta acción.'); someone already in is told so (409).
 */
export async function joinSearch(deps: SearchesDeps, viewer: UserRow, idOrUuid: string): Promise<Search> {
  const { search, participant, member } = await findForJoining(deps.db, idOrUuid, viewer.id);
  if (participant) throw new HttpError(409, searchMessages.alreadyJoined);
  if (!search.shareable && !member) throw new HttpError(403, searchMessages.notPossible);
  if (!(await insertParticipant(deps.db, search.id, viewer.id, deps.clock.now())))
    throw new HttpError(409, searchMessages.alreadyJoined);
  return searchView(deps, search, viewer.id);
}

/**
 * The search, with the viewer as a participant: someone who may open it without taking part yet (a member of its
 * group, someone with a shared search's link) becomes one, as their first decision would make them (turning on
 * "Avisarme de nuevas publicaciones" is taking part). A visitor's search belongs to nobody yet: 404.
 */
export async function openAsParticipant(deps: SearchReadDeps, viewer: UserRow, idOrUuid: string): Promise<SearchRow> {
  const { search, participant } = await openSearch(deps.db, idOrUuid, viewer.id);
  if (search.userId === null) throw searchNotFound();
  if (!participant) await insertParticipant(deps.db, search.id, viewer.id, deps.clock.now());
  return search;
}
