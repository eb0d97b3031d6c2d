// A search's filtered results (product.md, Searches: Filtered results): one participant's likes or discards as
// cards, or the coincidences view, each card with every participant's answers on the listing.
// Who may call: the search's participants and, for a group search, the group's members; anyone else gets 404 as on
// every search route, a visitor 401 (route). A visitor's search has no participants until its maker signs in and
// claims it, so it answers 404 here. Unlike the deck, the link of a shared search is not enough: the filtered view
// shows what each participant decided.
import {
  coincidenceBadge,
  filteredMessages,
  type FilteredAnswer,
  type FilteredCard,
  type FilteredPage,
  type FilteredQuery,
} from '@vitrina/shared/search-filtered';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import { fieldError } from '../../../lib/errors';
import { pageWindow, toPaged } from '../../../lib/pagination';
import type { Storage } from '../../../lib/storage';
import { findMembership } from '../../groups';
import { toPublicationView } from '../../publications';
import { openSearch, searchNotFound, type PrefetchedSearch } from '../core/search-access';
import {
  countCoincidencesAndDecisions,
  countDecisions,
  listCoincidences,
  listDecidedListings,
  type AnswerJson,
  type DecidedListing,
  type PageListing,
} from './search-filtered.queries';
import { listParticipants, type ParticipantWithUser } from '../core/searches.queries';

/** `prefetched`: the search as the request's session lookup read it (search-session.ts). */
export type FilteredDeps = {
  db: Database;
  clock: Clock;
  storage: Storage;
  publicUrl: string;
  prefetched?: PrefetchedSearch | null;
};

type Decision = DecidedListing['decision'];

/** The search, if `viewer` takes part in it or belongs to its group. */
export async function openForFiltered(
  db: Database,
  idOrUuid: string,
  viewer: UserRow,
  prefetched?: PrefetchedSearch | null,
) {
  const { search, participant } = await openSearch(db, idOrUuid, viewer.id, prefetched);
  if (search.userId === null) throw searchNotFound();
  if (!participant && (search.groupId === null || !(await findMembership(db, search.groupId, viewer.id))))
    throw searchNotFound();
  return search;
}

/** Whose page it is: the search, the caller, and the participant whose decisions it shows. */
type PageContext = { searchId: number; viewerId: number; userId: number };

type PageRow = PageListing & { decision?: Decision };

/** A participant as a page shows them, and their place in the search's order (owner first, then by joining). */
type Named = { position: number; name: string; avatar_url: string | null };

/** The page's participants by id, each named and their avatar's address made once for every card. */
function nameParticipants(participants: readonly ParticipantWithUser[], storage: Storage): Map<number, Named> {
  return new Map(
    participants.map((participant, position) => [
      participant.userId,
      {
        position,
        name: participant.name,
        avatar_url: participant.avatarPath ? storage.url(participant.avatarPath) : null,
      },
    ]),
  );
}

/**
 * A listing's answers as its card shows them: the participants' decisions in the search's order of participants.
 * Decisions of people no longer in the search are left out, as they are everywhere else.
 */
function toAnswers(answers: readonly AnswerJson[], named: ReadonlyMap<number, Named>): FilteredAnswer[] {
  const kept: { position: number; answer: FilteredAnswer }[] = [];
  for (const answer of answers) {
    const person = named.get(answer.userId);
    if (!person) continue;
    kept.push({
      position: person.position,
      answer: {
        user_id: answer.userId,
        name: person.name,
        avatar_url: person.avatar_url,
        like: answer.like,
        is_super: answer.isSuper,
        comment: answer.comment,
        tags: answer.tags,
      },
    });
  }
  return kept.sort((a, b) => a.position - b.position).map((item) => item.answer);
}

/** The caller's own decision among a listing's answers, if they still take part. */
function ownDecision(answers: readonly AnswerJson[], viewerId: number, named: ReadonlyMap<number, Named>) {
  const own = named.has(viewerId) ? answers.find((answer) => answer.userId === viewerId) : undefined;
  return own ? { ...own, createdAt: new Date(own.createdAt) } : null;
}

/**
 * The cards of a page's listings (read with their publisher, media and answers by the page's statement). Each card
 * shows `decision` when given (the chosen participant's), else the caller's own answer, or none.
 */
function toCards(
  deps: FilteredDeps,
  context: PageContext,
  named: ReadonlyMap<number, Named>,
  listings: readonly PageRow[],
): FilteredCard[] {
  const now = deps.clock.now();
  return listings.map((listing) => {
    const { publication, medias, publisher } = listing;
    const view = toPublicationView(publication, medias, publisher, context.viewerId, deps.storage, now);
    const answers = toAnswers(listing.answers, named);
    const decision = listing.decision ?? ownDecision(listing.answers, context.viewerId, named);
    const likers = answers.filter((answer) => answer.like);
    return {
      ...view,
      like: decision?.like ?? null,
      is_super: decision?.isSuper ?? false,
      comment: decision?.comment ?? null,
      tags: decision?.tags ?? [],
      decided_at: decision?.createdAt.toISOString() ?? null,
      predicted: decision?.predicted ?? false,
      answers,
      likes_count: likers.length,
      likers: likers.map((answer) => ({ id: answer.user_id, name: answer.name, avatar_url: answer.avatar_url })),
      badge: coincidenceBadge(likers.length, named.size),
      message_count: listing.messageCount,
    };
  });
}

type Page = { rows: PageRow[]; total: number; counts: { liked: number; discarded: number } };

/** One participant's likes or discards; the total is the count of the chosen kind. */
async function decisionsPage(deps: FilteredDeps, context: PageContext, query: FilteredQuery): Promise<Page> {
  const filter = {
    searchId: context.searchId,
    userId: context.userId,
    search: query.search,
    predicted: query.predicted,
  };
  const [rows, counts] = await Promise.all([
    listDecidedListings(
      deps.db,
      { ...filter, like: query.like, orderBy: query.orderBy, orderMethod: query.orderMethod },
      pageWindow(query),
    ),
    countDecisions(deps.db, filter),
  ]);
  return { rows, total: query.like ? counts.liked : counts.discarded, counts };
}

/** Listings two or more participants like: most likes first, then the latest like first. */
async function coincidencesPage(deps: FilteredDeps, context: PageContext, query: FilteredQuery): Promise<Page> {
  const [rows, { total, ...counts }] = await Promise.all([
    listCoincidences(deps.db, context.searchId, query.search, pageWindow(query)),
    countCoincidencesAndDecisions(deps.db, {
      searchId: context.searchId,
      userId: context.userId,
      search: query.search,
    }),
  ]);
  return { rows, total, counts };
}

/**
 * After the search is opened, every statement of a page is sent at once (decision 019): the participants, the page
 * (listings, publishers, media and answers) and its counts. A `user_id` outside the search is refused once the
 * participants are known; the page read for it meanwhile is dropped unseen.
 */
export async function filteredResults(
  deps: FilteredDeps,
  viewer: UserRow,
  idOrUuid: string,
  query: FilteredQuery,
  requestUrl: string,
): Promise<FilteredPage> {
  const search = await openForFiltered(deps.db, idOrUuid, viewer, deps.prefetched);
  // The caller may always ask for their own view: a group member who has not decided yet sees it empty.
  const userId = query.user_id ?? viewer.id;
  const context = { searchId: search.id, viewerId: viewer.id, userId };
  const [participants, page] = await Promise.all([
    listParticipants(deps.db, [search.id]),
    (query.view === 'coincidences' ? coincidencesPage : decisionsPage)(deps, context, query),
  ]);
  if (userId !== viewer.id && !participants.some((participant) => participant.userId === userId))
    throw fieldError('user_id', filteredMessages.notParticipant);
  const named = nameParticipants(participants, deps.storage);
  const cards = toCards(deps, context, named, page.rows);
  return {
    ...toPaged(cards, page.total, query, { publicUrl: deps.publicUrl, requestUrl }),
    participants: participants.map((participant) => ({
      id: participant.userId,
      name: participant.name,
      avatar_url: named.get(participant.userId)!.avatar_url,
      owner: participant.owner,
    })),
    decisions_true_count: page.counts.liked,
    decisions_false_count: page.counts.discarded,
  };
}
