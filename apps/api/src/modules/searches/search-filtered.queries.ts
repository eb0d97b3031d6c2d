// The SQL of a search's filtered results (search-filtered.service.ts). Every statement starts from an index: of
// search_decisions, the title index (search_id, user_id, like, title, publication_id) for one participant's decisions
// in title order and their text search (decision 018), the listing's index for the answers on a page's listings; of
// search_listing_likes, the partial index of the listings with two likes or more for coincidences. Pages are
// LIMIT/OFFSET in SQL with a separate count, so a search's decisions never travel to Node, and a page's statement
// reads its listings whole with their publisher, media and every answer on them (decision 019).
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import {
  publications,
  searchDecisions,
  searchListingLikes,
  users,
  type PublicationRow,
  type SearchDecisionRow,
} from '../../db/schema/index';
import type { PageWindow } from '../../lib/pagination';
import type { MediaFields, PublisherRow } from '../publications/publication-view';
import { mediasOf } from './search-deck-page.queries';

const d = searchDecisions;
const l = searchListingLikes;
const p = publications;

export type DecisionFilter = {
  searchId: number;
  userId: number;
  like: boolean;
  search?: string;
  /** false leaves out the likes the prediction chose. */
  predicted?: boolean;
  orderBy: 'title' | 'created_at';
  orderMethod: 'asc' | 'desc';
};

type Decision = Pick<SearchDecisionRow, 'like' | 'isSuper' | 'comment' | 'tags' | 'createdAt' | 'predicted'>;
/** A decision on a page's listing as its statement reads it, in JSON: the time is a string. */
export type AnswerJson = Omit<Decision, 'createdAt'> & { userId: number; createdAt: string };
/** A listing of a page read whole, with its publisher, media and every answer on it, in the page's own statement. */
export type PageListing = {
  publication: PublicationRow;
  publisher: PublisherRow;
  medias: MediaFields[];
  answers: AnswerJson[];
};
export type DecidedListing = PageListing & { decision: Decision };

/**
 * Every decision in the search on the page's listing, through the listing's index: a page's answers cost no round
 * trip of their own. Whose they are is settled by the service, which reads the participants beside the page.
 */
const answersOf = (searchId: number) =>
  sql<AnswerJson[]>`(select coalesce(json_agg(json_build_object('userId', a.user_id, 'like', a."like",
    'isSuper', a.is_super, 'comment', a.comment, 'tags', a.tags, 'createdAt', a.created_at,
    'predicted', a.predicted)), '[]'::json) from ${d} as a where a.search_id = ${searchId}
    and a.publication_id = ${p.id})`;

/** What a page's statement reads of each listing beside its row. */
const listingParts = (searchId: number) => ({
  publication: p,
  publisher: { id: users.id, name: users.name, slug: users.slug, avatarPath: users.avatarPath },
  medias: mediasOf,
  answers: answersOf(searchId),
});

/** The text search on a title: the decision's copy for a participant's decisions, the listing's for coincidences. */
const titleMatches = (title: typeof p.title | typeof d.title, text: string | undefined): SQL | undefined =>
  text ? ilike(title, containsPattern(text)) : undefined;

const predictedShown = (predicted: boolean | undefined): SQL | undefined =>
  predicted === false ? sql`not ${d.predicted}` : undefined;

/**
 * One page of a participant's likes or discards, with their decision on each. The page is chosen in search_decisions
 * alone, on the title each decision keeps of its listing (decision 018): in title order it is a range of the title
 * index that stops at the page's end, the text search filters that range, and only the page's rows are joined with
 * the listings and read whole. By the decision's time, the participant's decisions of that kind are sorted for it.
 */
export async function listDecidedListings(
  db: Database,
  filter: DecisionFilter,
  window: PageWindow,
): Promise<DecidedListing[]> {
  const direction = filter.orderMethod === 'asc' ? asc : desc;
  const byTitle = filter.orderBy === 'title';
  const decided = and(
    eq(d.searchId, filter.searchId),
    eq(d.userId, filter.userId),
    eq(d.like, filter.like),
    titleMatches(d.title, filter.search),
    predictedShown(filter.predicted),
  );
  const columns = {
    publicationId: sql<number>`${d.publicationId}`.as('page_publication_id'),
    createdAt: sql<Date>`${d.createdAt}`.as('page_decided_at'),
    title: sql<string>`${d.title}`.as('page_title'),
  };
  // The listing's id settles ties, so pages never overlap.
  const page = db.$with('page').as(
    db
      .select(columns)
      .from(d)
      .where(decided)
      .orderBy(
        ...(byTitle
          ? [direction(d.title), direction(d.publicationId)]
          : [direction(d.createdAt), direction(d.publicationId)]),
      )
      .limit(window.limit)
      .offset(window.offset),
  );
  return db
    .with(page)
    .select({
      ...listingParts(filter.searchId),
      decision: {
        like: d.like,
        isSuper: d.isSuper,
        comment: d.comment,
        tags: d.tags,
        createdAt: d.createdAt,
        predicted: d.predicted,
      },
    })
    .from(page)
    .innerJoin(p, eq(p.id, page.publicationId))
    .innerJoin(users, eq(users.id, p.userId))
    .innerJoin(
      d,
      and(eq(d.searchId, filter.searchId), eq(d.userId, filter.userId), eq(d.publicationId, page.publicationId)),
    )
    .orderBy(
      ...(byTitle
        ? [direction(page.title), direction(page.publicationId)]
        : [direction(page.createdAt), direction(page.publicationId)]),
    );
}

/** A participant's likes and discards, counted in one pass over their decisions. */
const decisionCounts = {
  liked: sql<number>`count(*) filter (where ${d.like})::int`,
  discarded: sql<number>`count(*) filter (where not ${d.like})::int`,
};

const decisionsCounted = (filter: Pick<DecisionFilter, 'searchId' | 'userId' | 'search' | 'predicted'>) =>
  and(
    eq(d.searchId, filter.searchId),
    eq(d.userId, filter.userId),
    titleMatches(d.title, filter.search),
    predictedShown(filter.predicted),
  );

/**
 * How many listings matching `search` the participant likes and discards: one statement for the page's total and the
 * options panel's counts, on the participant's decisions alone (the text matches their copy of the title).
 */
export async function countDecisions(
  db: Database,
  filter: Pick<DecisionFilter, 'searchId' | 'userId' | 'search' | 'predicted'>,
): Promise<{ liked: number; discarded: number }> {
  const [row] = await db.select(decisionCounts).from(d).where(decisionsCounted(filter));
  return row;
}

/**
 * The listings two or more participants like, with how many: the partial index of the likes per listing
 * (search_listing_likes, kept by the decisions' trigger; decision 017), read alone and in its own order.
 */
const coincidentIn = (searchId: number) => and(eq(l.searchId, searchId), sql`${l.likes} >= 2`);

/**
 * The coincidences view's order: most likes first, then the latest like, then the newest listing (ids settle ties).
 * NULLS LAST as the partial index is declared: `desc` alone means NULLS FIRST, which the index cannot give in either
 * direction, and PostgreSQL then sorts every coincidence of the search for a page (4.4 ms for 16,000 of them, against
 * 0.5 ms reading the index to the 77th page).
 */
const coincidenceOrder = [l.likes, l.likedAt, l.publicationId].map((column) => sql`${column} desc nulls last`);

/**
 * One page of coincidences in the view's order, read whole: without a text, the page is read off the partial index
 * and only its 20 listings are joined; with one, every coincidence's title is matched, then the page is taken.
 */
export async function listCoincidences(
  db: Database,
  searchId: number,
  search: string | undefined,
  window: PageWindow,
): Promise<(PageListing & { likes: number })[]> {
  const chosen = {
    publicationId: sql<number>`${l.publicationId}`.as('page_publication_id'),
    likes: sql<number>`${l.likes}`.as('page_likes'),
    likedAt: sql<Date>`${l.likedAt}`.as('page_liked_at'),
  };
  const where = and(coincidentIn(searchId), titleMatches(p.title, search));
  const choosing = search
    ? db.select(chosen).from(l).innerJoin(p, eq(p.id, l.publicationId)).where(where)
    : db.select(chosen).from(l).where(where);
  const page = db.$with('page').as(
    choosing
      .orderBy(...coincidenceOrder)
      .limit(window.limit)
      .offset(window.offset),
  );
  return db
    .with(page)
    .select({ ...listingParts(searchId), likes: page.likes })
    .from(page)
    .innerJoin(p, eq(p.id, page.publicationId))
    .innerJoin(users, eq(users.id, p.userId))
    .orderBy(desc(page.likes), desc(page.likedAt), desc(page.publicationId));
}

/**
 * The coincidences view's total (the coincidences matching `search`) and the participant's counts, in one statement:
 * the total is a scalar subquery of the partial index beside countDecisions's columns.
 */
export async function countCoincidencesAndDecisions(
  db: Database,
  filter: Pick<DecisionFilter, 'searchId' | 'userId' | 'search'>,
): Promise<{ total: number; liked: number; discarded: number }> {
  const where = and(coincidentIn(filter.searchId), titleMatches(p.title, filter.search));
  const coincidences = filter.search
    ? db.select({ total: count() }).from(l).innerJoin(p, eq(p.id, l.publicationId)).where(where)
    : db.select({ total: count() }).from(l).where(where);
  const [row] = await db
    .select({ ...decisionCounts, total: sql<number>`(${coincidences})::int` })
    .from(d)
    .where(decisionsCounted(filter));
  return row;
}
