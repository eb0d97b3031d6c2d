// A group's portfolio (product.md, Listings: Portfolio): any member reads the members' listings the group's public flag
// lets through (null all, true only public, false only private), filtered by time, category and a title search. A
// non-member does not learn the group exists (404), as everywhere in groups.
import { categories } from '@vitrina/shared/enums';
import type { Paged } from '@vitrina/shared/pagination';
import type { Publication } from '@vitrina/shared/publications';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { pageWindow, toPaged } from '../../lib/pagination';
import type { Storage } from '../../lib/storage';
import { findGroupById, requireMember } from '../groups';
import { loadPublicationViews } from '../publications';
import {
  countPortfolioCategories,
  listPortfolioPage,
  searchPortfolio,
  type PortfolioFilter,
} from './portfolio.queries';

export type PortfolioDeps = { db: Database; clock: Clock; storage: Storage; publicUrl: string };

export type PortfolioQuery = {
  search?: string;
  time: 'any' | 'day' | 'week';
  category?: string;
  orderMethod: 'asc' | 'desc';
  take: number;
  page: number;
};

const hour = 60 * 60 * 1000;
const timeWindows = { day: 24 * hour, week: 7 * 24 * hour } as const;

/** The start of the time filter's window; null for any time. */
function listedSince(now: Date, time: PortfolioQuery['time']): Date | null {
  return time === 'any' ? null : new Date(now.getTime() - timeWindows[time]);
}

/** The group's public flag, once the user is known to be a member. */
async function memberVisibility(db: Database, user: UserRow, groupId: number): Promise<boolean | null> {
  // Both at once: a non-member gets the 404 of requireMember whatever the group lookup found.
  const [, group] = await Promise.all([requireMember(db, groupId, user.id), findGroupById(db, groupId)]);
  if (!group) throw notFound();
  return group.public;
}

export async function listGroupPublications(
  deps: PortfolioDeps,
  user: UserRow,
  groupId: number,
  query: PortfolioQuery,
  requestUrl: string,
): Promise<Paged<Publication>> {
  const now = deps.clock.now();
  const filter: PortfolioFilter = {
    groupId,
    visibility: await memberVisibility(deps.db, user, groupId),
    listedSince: listedSince(now, query.time),
    category: query.category,
    search: query.search || undefined,
  };
  const { rows, total } = await (filter.search ? searchPortfolio : listPortfolioPage)(
    deps.db,
    filter,
    query.orderMethod,
    pageWindow(query),
  );
  const data = await loadPublicationViews(deps.db, deps.storage, rows, user.id, now);
  return toPaged(data, total, query, { publicUrl: deps.publicUrl, requestUrl });
}

/**
 * The categories the portfolio holds, in the configuration's order, with how many listings each, under the same
 * time filter as the list (so a category's count is what choosing it shows).
 */
export async function listGroupPublicationCategories(
  deps: PortfolioDeps,
  user: UserRow,
  groupId: number,
  query: Pick<PortfolioQuery, 'time'> = { time: 'any' },
) {
  const visibility = await memberVisibility(deps.db, user, groupId);
  const since = listedSince(deps.clock.now(), query.time);
  const counts = new Map(
    (await countPortfolioCategories(deps.db, groupId, visibility, since)).map((row) => [row.category, row.count]),
  );
  return categories.flatMap((category) => {
    const count = counts.get(category.value);
    return count ? [{ value: category.value, title: category.title, count }] : [];
  });
}
