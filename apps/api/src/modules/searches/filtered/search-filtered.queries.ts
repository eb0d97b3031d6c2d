// The SQL of a search's filtered results (search-filtered.service.ts). Every statement starts from an index: of
// search_decisions, the title index (search_id, user_id, like, title, publication_id) for one participant's decisions
// in title order and their text search (decision 018), the listing's index for the answers on a page's listings; of
// search_listing_likes, the partial index of the listings with two likes or more for coincidences. Pages are
// LIMIT/OFFSET in SQL with a separate count, so a search's decisions never travel to Node, and a page's statement
// reads its listings whole with their publisher, media and every answer on them (decision 019). Each statement is
// built once per shape (order, text or none) with placeholders for its values, and planned by PostgreSQL per run.
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { containsPattern } from '../../../db/like-pattern';
import { builtOnce, perHandleAndShape } from '../../../db/prepared';
import {
  publications,
  searchDecisions,
  searchListingLikes,
  searchMessages,
  users,
  type PublicationRow,
  type SearchDecisionRow,
} from '../../../db/schema/index';
import type { PageWindow } from '../../../lib/pagination';
import { mediasOf, type MediaFields, type PublisherRow } from '../../publications';

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
  /** The listing's thread in the search: its messages, which only participants see (modules/threads). */
  messageCount: number;
};
export type DecidedListing = PageListing & { decision: Decision };

const searchIdValue = sql.placeholder('searchId');
const userIdValue = sql.placeholder('userId');

/**
 * Every decision in the search on the page's listing, through the listing's index: a page's answers cost no round
 * trip of their own. Whose they are is settled by the service, which reads the participants beside the page.
 */
const answersOf = sql<AnswerJson[]>`(select coalesce(json_agg(json_build_object('userId', a.user_id, 'like', a."like",
    'isSuper', a.is_super, 'comment', a.comment, 'tags', a.tags, 'createdAt', a.created_at,
    'predicted', a.predicted)), '[]'::json) from ${d} as a where a.search_id = ${searchIdValue}
    and a.publication_id = ${p.id})`;

/** What a page's statement reads of each listing beside its row. */
const listingParts = {
  publication: p,
  publisher: { id: users.id, name: users.name, slug: users.slug, avatarPath: users.avatarPath },
  medias: mediasOf,
  answers: answersOf,
  // One probe of the threads' index per listing, in the page's statement rather than a round trip of its own.
  messageCount: sql<number>`(select count(*)::int from ${searchMessages}
    where ${searchMessages.searchId} = ${searchIdValue} and ${searchMessages.publicationId} = ${p.id})`,
};

/** The text search on a title: the decision's copy for a participant's decisions, the listing's for coincidences. */
const titleMatches = (title: typeof p.title | typeof d.title, text: boolean): SQL | undefined =>
  text ? ilike(title, sql.placeholder('pattern')) : undefined;

const predictedShown = (ownOnly: boolean): SQL | undefined => (ownOnly ? sql`not ${d.predicted}` : undefined);

/** A page's values, for its statement's placeholders. */
function pageValues(filter: { searchId: number; userId?: number; search?: string }, window?: PageWindow) {
  return {
    searchId: filter.searchId,
    userId: filter.userId ?? 0,
    pattern: filter.search ? containsPattern(filter.search) : '',
    ...(window ? { limit: window.limit, offset: window.offset } : {}),
  };
}

/** What changes the SQL that chooses a participant's decisions: a text search or none, predicted likes shown. */
type ChoiceShape = `${'text' | 'all'}:${'own' | 'all'}`;
/** What changes a decisions page's SQL: its order and direction, then how its decisions are chosen. */
type DecisionsShape = `${DecisionFilter['orderBy']}:${DecisionFilter['orderMethod']}:${ChoiceShape}`;

const choiceShape = (filter: Pick<DecisionFilter, 'search' | 'predicted'>): ChoiceShape =>
  `${filter.search ? 'text' : 'all'}:${filter.predicted === false ? 'own' : 'all'}`;

/** The participant's decisions a page and its counts choose from, in one shape. */
const decisionsOf = (text: boolean, ownOnly: boolean) =>
  and(eq(d.searchId, searchIdValue), eq(d.userId, userIdValue), titleMatches(d.title, text), predictedShown(ownOnly));

/** A participant's page of likes or discards, per shape: the page's rows chosen first, then read whole. */
const decidedPage = perHandleAndShape((db: Database, shape: DecisionsShape) => {
  const [orderBy, orderMethod, text, shown] = shape.split(':');
  const direction = orderMethod === 'asc' ? asc : desc;
  const byTitle = orderBy === 'title';
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
      .where(and(decisionsOf(text === 'text', shown === 'own'), eq(d.like, sql.placeholder('like'))))
      .orderBy(
        ...(byTitle
          ? [direction(d.title), direction(d.publicationId)]
          : [direction(d.createdAt), direction(d.publicationId)]),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return builtOnce(
    db
      .with(page)
      .select({
        ...listingParts,
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
        and(eq(d.searchId, searchIdValue), eq(d.userId, userIdValue), eq(d.publicationId, page.publicationId)),
      )
      .orderBy(
        ...(byTitle
          ? [direction(page.title), direction(page.publicationId)]
          : [direction(page.createdAt), direction(page.publicationId)]),
      ),
  );
});

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
  const shape: DecisionsShape = `${filter.orderBy}:${filter.orderMethod}:${choiceShape(filter)}`;
  return decidedPage(db, shape).execute({ ...pageValues(filter, window), like: filter.like });
}

/** A participant's likes and discards, counted in one pass over their decisions. */
const decisionCounts = {
  liked: sql<number>`count(*) filter (where ${d.like})::int`,
  discarded: sql<number>`count(*) filter (where not ${d.like})::int`,
};

const decisionsCounted = perHandleAndShape((db: Database, shape: ChoiceShape) => {
  const [text, shown] = shape.split(':');
  return builtOnce(
    db
      .select(decisionCounts)
      .from(d)
      .where(decisionsOf(text === 'text', shown === 'own')),
  );
});

/**
 * How many listings matching `search` the participant likes and discards: one statement for the page's total and the
 * options panel's counts, on the participant's decisions alone (the text matches their copy of the title).
 */
export async function countDecisions(
  db: Database,
  filter: Pick<DecisionFilter, 'searchId' | 'userId' | 'search' | 'predicted'>,
): Promise<{ liked: number; discarded: number }> {
  const [row] = await decisionsCounted(db, choiceShape(filter)).execute(pageValues(filter));
  return row;
}

/**
 * The listings two or more participants like, with how many: the partial index of the likes per listing
 * (search_listing_likes, kept by the decisions' trigger; decision 017), read alone and in its own order.
 */
const coincident = (text: boolean) =>
  and(eq(l.searchId, searchIdValue), sql`${l.likes} >= 2`, titleMatches(p.title, text));

/**
 * The coincidences view's order: most likes first, then the latest like, then the newest listing (ids settle ties).
 * NULLS LAST as the partial index is declared: `desc` alone means NULLS FIRST, which the index cannot give in either
 * direction, and PostgreSQL then sorts every coincidence of the search for a page (4.4 ms for 16,000 of them, against
 * 0.5 ms reading the index to the 77th page).
 */
const coincidenceOrder = [l.likes, l.likedAt, l.publicationId].map((column) => sql`${column} desc nulls last`);

const coincidencesPage = perHandleAndShape((db: Database, shape: 'text' | 'all') => {
  const chosen = {
    publicationId: sql<number>`${l.publicationId}`.as('page_publication_id'),
    likes: sql<number>`${l.likes}`.as('page_likes'),
    likedAt: sql<Date>`${l.likedAt}`.as('page_liked_at'),
  };
  const choosing =
    shape === 'text'
      ? db.select(chosen).from(l).innerJoin(p, eq(p.id, l.publicationId)).where(coincident(true))
      : db.select(chosen).from(l).where(coincident(false));
  const page = db.$with('page').as(
    choosing
      .orderBy(...coincidenceOrder)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return builtOnce(
    db
      .with(page)
      .select({ ...listingParts, likes: page.likes })
      .from(page)
      .innerJoin(p, eq(p.id, page.publicationId))
      .innerJoin(users, eq(users.id, p.userId))
      .orderBy(desc(page.likes), desc(page.likedAt), desc(page.publicationId)),
  );
});

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
  return coincidencesPage(db, search ? 'text' : 'all').execute(pageValues({ searchId, search }, window));
}

const coincidencesCounted = perHandleAndShape((db: Database, shape: 'text' | 'all') => {
  const coincidences =
    shape === 'text'
      ? db.select({ total: count() }).from(l).innerJoin(p, eq(p.id, l.publicationId)).where(coincident(true))
      : db.select({ total: count() }).from(l).where(coincident(false));
  return builtOnce(
    db
      .select({ ...decisionCounts, total: sql<number>`(${coincidences})::int` })
      .from(d)
      .where(decisionsOf(shape === 'text', false)),
  );
});

/**
 * The coincidences view's total (the coincidences matching `search`) and the participant's counts, in one statement:
 * the total is a scalar subquery of the partial index beside countDecisions's columns.
 */
export async function countCoincidencesAndDecisions(
  db: Database,
  filter: Pick<DecisionFilter, 'searchId' | 'userId' | 'search'>,
): Promise<{ total: number; liked: number; discarded: number }> {
  const [row] = await coincidencesCounted(db, filter.search ? 'text' : 'all').execute(pageValues(filter));
  return row;
}
