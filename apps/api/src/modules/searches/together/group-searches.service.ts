// A group's searches (product.md, Searches: The group's searches): the searches its members published to it, for its
// members only (a non-member does not learn the group exists: 404, as the portfolio), newest publication first, with
// the portfolio's time and category filters. Deleting one from the list: the group's admins and the search's owner.
// Only published searches are the group's list: an unpublished one is its owner's work in progress, not found here.
import { categories } from '@vitrina/shared/enums';
import type { Paged } from '@vitrina/shared/pagination';
import { searchTogetherMessages, type GroupSearchQuery } from '@vitrina/shared/search-together';
import type { Search } from '@vitrina/shared/searches';
import type { UserRow } from '../../../db/schema/index';
import { HttpError, notFound } from '../../../lib/errors';
import { pageWindow, toPaged } from '../../../lib/pagination';
import { requireMember } from '../../groups';
import {
  countGroupSearchCategories,
  deleteGroupSearch,
  findGroupSearch,
  listGroupSearchesPage,
} from './group-searches.queries';
import { loadSearchViews } from '../core/search-view';
import type { SearchesDeps } from '../core/searches.service';

export type GroupSearchesDeps = SearchesDeps & { publicUrl: string };

const hour = 60 * 60 * 1000;
const timeWindows = { day: 24 * hour, week: 7 * 24 * hour } as const;

/** The start of the time filter's window on the publication time; null for any time. */
function publishedSince(now: Date, time: GroupSearchQuery['time']): Date | null {
  return time === 'any' ? null : new Date(now.getTime() - timeWindows[time]);
}

export async function listGroupSearches(
  deps: GroupSearchesDeps,
  user: UserRow,
  groupId: number,
  query: GroupSearchQuery,
  requestUrl: string,
): Promise<Paged<Search>> {
  await requireMember(deps.db, groupId, user.id);
  const filter = {
    groupId,
    publishedSince: publishedSince(deps.clock.now(), query.time),
    category: query.category,
    search: query.search || undefined,
  };
  const { rows, total } = await listGroupSearchesPage(deps.db, filter, query.orderMethod, pageWindow(query));
  const data = await loadSearchViews(deps.db, rows, user.id, deps.storage);
  return toPaged(data, total, query, { publicUrl: deps.publicUrl, requestUrl });
}

/** The categories among the group's published searches, in the configuration's order, under the time filter. */
export async function listGroupSearchCategories(
  deps: GroupSearchesDeps,
  user: UserRow,
  groupId: number,
  query: Pick<GroupSearchQuery, 'time'>,
) {
  await requireMember(deps.db, groupId, user.id);
  const since = publishedSince(deps.clock.now(), query.time);
  const counts = new Map(
    (await countGroupSearchCategories(deps.db, groupId, since)).map((row) => [row.category, row.count]),
  );
  return categories.flatMap((category) => {
    const count = counts.get(category.value);
    return count ? [{ value: category.value, title: category.title, count }] : [];
  });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A search path's id or uuid, as the other search routes take it; anything else names nothing. */
function searchKey(value: string): { id: number } | { uuid: string } {
  if (uuidPattern.test(value)) return { uuid: value.toLowerCase() };
  if (/^\d{1,15}$/.test(value) && Number(value) > 0) return { id: Number(value) };
  throw notFound();
}

export async function deleteFromGroup(
  deps: GroupSearchesDeps,
  user: UserRow,
  groupId: number,
  searchIdOrUuid: string,
): Promise<{ message: string }> {
  const membership = await requireMember(deps.db, groupId, user.id);
  const search = await findGroupSearch(deps.db, groupId, searchKey(searchIdOrUuid));
  if (!search) throw notFound();
  if (!membership.admin && search.userId !== user.id) throw new HttpError(403, searchTogetherMessages.deleteForbidden);
  // Gone, or unpublished, meanwhile: nothing of the group's is left to delete.
  if (!(await deleteGroupSearch(deps.db, groupId, search.id))) throw notFound();
  // Its decisions went with it: the listings' likes and relevance follow (decision-counters.ts).
  deps.counters.poke();
  return { message: searchTogetherMessages.deleted };
}
