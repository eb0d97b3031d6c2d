// Statistics (product.md, Statistics; decision 013): the sources a person may report on (their own account, the active
// microsites they belong to, then the groups they administer), a source's report over a range of days in Argentina
// compared with the range just before it, and the people who superliked a listing. A source the caller may not see is a
// 403, whatever the reason (another user, a group they do not administer or that does not exist, a microsite they do
// not belong to, or one pending, suspended or gone).
import { general } from '@vitrina/shared/enums';
import type { Paged } from '@vitrina/shared/pagination';
import {
  isCalendarDay,
  previousRange,
  rangeDays,
  statMessages,
  type StatFigures,
  type StatGeneralRequest,
  type StatReport,
  type StatSource,
  type Superlike,
  type SuperlikesPage,
  type SuperlikesQuery,
} from '@vitrina/shared/stats';
import type { Database } from '../../db/client';
import type { MicrositeRow, UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { pageWindow, toPaged } from '../../lib/pagination';
import type { Storage } from '../../lib/storage';
import { activeMicrositesOf } from '../microsites';
import { countLeads } from './stats-leads.queries';
import { countVisits } from './stats-visits.queries';
import { findPublicationById, loadPublicationViews, mayPrioritize } from '../publications';
import {
  countDays,
  countFigures,
  findAdministeredGroup,
  findPublicationRows,
  listAdministeredGroups,
  listSuperlikes,
  rankMembers,
  topDecidedIds,
  type StatFigureCounts,
  type StatScope,
} from './stats.queries';

export type StatsDeps = { db: Database; clock: Clock; storage: Storage; publicUrl: string };

const sourceNotAllowed = () => new HttpError(403, statMessages.sourceNotAllowed);

/** The caller's own account first, then each active microsite they belong to, then each group they administer. */
export async function listSources(deps: StatsDeps, user: UserRow): Promise<StatSource[]> {
  const [microsites, groups] = await Promise.all([
    activeMicrositesOf(deps.db, user.id),
    listAdministeredGroups(deps.db, user.id),
  ]);
  return [
    ownSource(deps.storage, user),
    ...microsites.map((microsite) => micrositeSource(deps.storage, microsite)),
    ...groups.map((group) => ({
      type: 'group' as const,
      id: group.id,
      entity: { name: group.name, avatar_url: group.logoPath ? deps.storage.url(group.logoPath) : null },
    })),
  ];
}

function ownSource(storage: Storage, user: UserRow): StatSource {
  return {
    type: 'user',
    id: user.id,
    entity: { name: user.name, avatar_url: user.avatarPath ? storage.url(user.avatarPath) : null },
  };
}

function micrositeSource(storage: Storage, microsite: MicrositeRow): StatSource {
  return {
    type: 'microsite',
    id: microsite.id,
    entity: {
      name: microsite.name,
      avatar_url: microsite.logoSquarePath ? storage.url(microsite.logoSquarePath) : null,
    },
  };
}

/** The range's rules beyond its shape: real days, in order, at most GENERAL.stat.range.max of them. */
function checkRange([from, to]: [string, string]): void {
  const errors: Record<string, string[]> = {};
  if (!isCalendarDay(from)) errors['dates.0'] = [statMessages.notADate];
  if (!isCalendarDay(to)) errors['dates.1'] = [statMessages.notADate];
  if (Object.keys(errors).length) throw new HttpError(422, statMessages.notADate, errors);
  const days = rangeDays(from, to);
  if (days < 1) throw new HttpError(422, statMessages.rangeReversed, { dates: [statMessages.rangeReversed] });
  const max = general.stat.range.max;
  if (days > max) throw new HttpError(422, statMessages.rangeTooLong(max), { dates: [statMessages.rangeTooLong(max)] });
}

/** The source as the caller may report on it, or the 403. */
async function openSource(
  deps: StatsDeps,
  user: UserRow,
  source: StatGeneralRequest['source'],
): Promise<{ scope: StatScope; view: StatSource }> {
  if (source.type === 'user') {
    if (source.id !== user.id) throw sourceNotAllowed();
    return { scope: { type: 'user', userId: user.id }, view: ownSource(deps.storage, user) };
  }
  if (source.type === 'group') {
    const group = await findAdministeredGroup(deps.db, source.id, user.id);
    if (!group) throw sourceNotAllowed();
    return {
      scope: { type: 'group', groupId: group.id, visibility: group.visibility },
      view: {
        type: 'group',
        id: group.id,
        entity: { name: group.name, avatar_url: group.logoPath ? deps.storage.url(group.logoPath) : null },
      },
    };
  }
  // The whole site of an active microsite the caller is one of the users of.
  const microsite = (await activeMicrositesOf(deps.db, user.id)).find((item) => item.id === source.id);
  if (!microsite) throw sourceNotAllowed();
  return {
    scope: { type: 'microsite', micrositeId: microsite.id },
    view: micrositeSource(deps.storage, microsite),
  };
}

function toFigures(counts: StatFigureCounts): StatFigures {
  return {
    SearchCount: counts.searches,
    SearchPublishedCount: counts.published,
    SearchShareableCount: counts.shareable,
    SearchShareableAnsweredCount: counts.answered,
    PublicationByUserCount: counts.listings,
    SearchByUserPublishedCount: counts.publishedInRange,
    SearchByUserShareableCount: counts.joinedInRange,
    PublicationLikedCount: counts.liked,
  };
}

export async function statReport(deps: StatsDeps, user: UserRow, request: StatGeneralRequest): Promise<StatReport> {
  checkRange(request.dates);
  const { scope, view } = await openSource(deps, user, request.source);
  const [from, to] = request.dates;
  const previous = previousRange(from, to);
  const [figures, previousFigures, days, ranked, topIds, leads, visits] = await Promise.all([
    countFigures(deps.db, scope, from, to),
    countFigures(deps.db, scope, previous[0], previous[1]),
    countDays(deps.db, scope, from, to),
    scope.type === 'group' ? rankMembers(deps.db, scope.groupId, from, to) : Promise.resolve([]),
    topDecidedIds(deps.db, scope),
    countLeads(deps.db, scope, [from, to], previous),
    countVisits(deps.db, scope, [from, to], previous),
  ]);
  const rows = await findPublicationRows(deps.db, topIds);
  return {
    source: view,
    dates: [from, to],
    previous_dates: previous,
    figures: toFigures(figures),
    previous: toFigures(previousFigures),
    days,
    users: ranked.map((member) => ({
      id: member.id,
      name: member.name,
      avatar_url: member.avatarPath ? deps.storage.url(member.avatarPath) : null,
      searches_count: member.searches,
      publications_count: member.listings,
      searches_answered_count: member.answered,
      searches_shareable_count: member.shareable,
    })),
    publications: await loadPublicationViews(deps.db, deps.storage, rows, user.id, deps.clock.now()),
    leads,
    visits,
  };
}

/**
 * Who superliked a listing: its owner may look, and anyone who sees it in a group's portfolio (a group of both whose
 * public flag lets the listing through, as a listing's page decides).
 */
export async function superlikesOf(
  deps: StatsDeps,
  user: UserRow,
  id: string,
  query: SuperlikesQuery,
  requestUrl: string,
): Promise<SuperlikesPage> {
  const publicationId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  const row = publicationId > 0 ? await findPublicationById(deps.db, publicationId) : null;
  if (!row) throw new HttpError(404, statMessages.publicationMissing);
  // The rule of a listing's priority: the owner, or a member of a group of the owner's whose flag shows it.
  if (!(await mayPrioritize(deps.db, row, user.id))) throw new HttpError(403, statMessages.superlikesNotAllowed);
  const window = pageWindow(query);
  const [[view], { rows, total }] = await Promise.all([
    loadPublicationViews(deps.db, deps.storage, [row], user.id, deps.clock.now()),
    listSuperlikes(deps.db, publicationId, {
      search: query.search || undefined,
      orderMethod: query.orderMethod,
      limit: window.limit,
      offset: window.offset,
    }),
  ]);
  const data: Superlike[] = rows.map((superlike) => ({
    user: {
      id: superlike.userId,
      name: superlike.name,
      avatar_url: superlike.avatarPath ? deps.storage.url(superlike.avatarPath) : null,
    },
    search: { uuid: superlike.searchUuid, title: superlike.searchTitle },
    created_at: superlike.createdAt,
  }));
  const paged: Paged<Superlike> = toPaged(data, total, query, { publicUrl: deps.publicUrl, requestUrl });
  return {
    publication: {
      id: view.id,
      title: view.title,
      image_url: view.medias[0]?.file_url ?? null,
      address: view.address?.title ?? null,
      priority: view.priority,
      priority_description: view.priority_description,
    },
    ...paged,
  };
}
