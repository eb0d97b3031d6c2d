// The SQL of a search's filtered results (search-filtered.service.ts). Every statement starts from an index of
// search_decisions: the primary key (search_id, user_id, publication_id) for one participant's decisions and for the
// answers on a page's listings, the partial index (search_id, publication_id) WHERE like for coincidences. Pages are
// LIMIT/OFFSET in SQL with a separate count, so a search's decisions never travel to Node.
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import {
  publications,
  searchDecisions,
  searchParticipants,
  users,
  type PublicationRow,
  type SearchDecisionRow,
} from '../../db/schema/index';
import type { PageWindow } from '../../lib/pagination';
import { idArray } from './search-filter-sql.queries';

const d = searchDecisions;
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
export type DecidedListing = { publication: PublicationRow; decision: Decision };

const titleMatches = (text: string | undefined): SQL | undefined =>
  text ? ilike(p.title, containsPattern(text)) : undefined;

const predictedShown = (predicted: boolean | undefined): SQL | undefined =>
  predicted === false ? sql`not ${d.predicted}` : undefined;

/**
 * One page of a participant's likes or discards, with their decision on each. The page is chosen on narrow rows (the
 * listing's id, its title when the order or the text needs it, the decision's time) and only its rows are joined with
 * the listings and read whole: sorting every decided listing's full row made a participant's 3,000 decisions cost
 * twice as much (decision 010).
 */
export async function listDecidedListings(
  db: Database,
  filter: DecisionFilter,
  window: PageWindow,
): Promise<DecidedListing[]> {
  const direction = filter.orderMethod === 'asc' ? asc : desc;
  const byTitle = filter.orderBy === 'title';
  const withTitle = byTitle || Boolean(filter.search);
  const decided = and(
    eq(d.searchId, filter.searchId),
    eq(d.userId, filter.userId),
    eq(d.like, filter.like),
    titleMatches(filter.search),
    predictedShown(filter.predicted),
  );
  const columns = {
    publicationId: sql<number>`${d.publicationId}`.as('page_publication_id'),
    createdAt: sql<Date>`${d.createdAt}`.as('page_decided_at'),
    title: withTitle ? sql<string>`${p.title}`.as('page_title') : sql<string>`null::text`.as('page_title'),
  };
  const choosing = withTitle
    ? db.select(columns).from(d).innerJoin(p, eq(p.id, d.publicationId)).where(decided)
    : db.select(columns).from(d).where(decided);
  // The listing's id settles ties, so pages never overlap.
  const page = db.$with('page').as(
    choosing
      .orderBy(
        ...(byTitle ? [direction(p.title), direction(p.id)] : [direction(d.createdAt), direction(d.publicationId)]),
      )
      .limit(window.limit)
      .offset(window.offset),
  );
  return db
    .with(page)
    .select({
      publication: p,
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

/**
 * How many listings matching `search` the participant likes and discards: one statement for the page's total and the
 * options panel's counts. Without a text it reads the primary key alone.
 */
export async function countDecisions(
  db: Database,
  filter: Pick<DecisionFilter, 'searchId' | 'userId' | 'search' | 'predicted'>,
): Promise<{ liked: number; discarded: number }> {
  const columns = {
    liked: sql<number>`count(*) filter (where ${d.like})::int`,
    discarded: sql<number>`count(*) filter (where not ${d.like})::int`,
  };
  const where = and(
    eq(d.searchId, filter.searchId),
    eq(d.userId, filter.userId),
    titleMatches(filter.search),
    predictedShown(filter.predicted),
  );
  const [row] = filter.search
    ? await db.select(columns).from(d).innerJoin(p, eq(p.id, d.publicationId)).where(where)
    : await db.select(columns).from(d).where(where);
  return row;
}

/**
 * The listings two or more participants like, with how many. `like` is written as the bare column so the condition
 * is the partial index's own predicate, whatever the driver binds.
 */
function coincidentQuery(db: Database, searchId: number) {
  return db
    .select({ publicationId: d.publicationId, likes: sql<number>`count(*)::int`.as('likes') })
    .from(d)
    .where(and(eq(d.searchId, searchId), sql`${d.like}`))
    .groupBy(d.publicationId)
    .having(sql`count(*) >= 2`);
}

const coincidentListings = (db: Database, searchId: number) => coincidentQuery(db, searchId).as('coincident');

/**
 * One page of coincidences: most likes first, then by title and id. Ordering by title needs every listing's title, one
 * index probe of publications each (thousands in a search of 20 participants); but the page lies within one or a few
 * "levels" of likes (every listing liked by 4, by 3...), and the levels before it only need counting. So without a
 * text the page reads the titles of the levels it touches alone: the first pages, the most liked listings, read a
 * few dozen. The chosen rows are then joined with the listings and read whole (decision 010).
 */
export async function listCoincidences(
  db: Database,
  searchId: number,
  search: string | undefined,
  window: PageWindow,
): Promise<{ publication: PublicationRow; likes: number }[]> {
  if (search) return listCoincidencesMatching(db, searchId, search, window);
  const coincident = db.$with('coincident').as(coincidentQuery(db, searchId));
  // Each level of likes, with how many listings come before it in the order.
  const levels = db.$with('levels').as(
    db
      .select({
        likes: sql<number>`${coincident.likes}`.as('level_likes'),
        before: sql<number>`(sum(count(*)) over (order by ${coincident.likes} desc) - count(*))::int`.as('before'),
        size: sql<number>`count(*)::int`.as('size'),
      })
      .from(coincident)
      .groupBy(coincident.likes),
  );
  const start = window.offset;
  const end = window.offset + window.limit;
  // The levels the page's rows are in.
  const touched = db.$with('touched').as(
    db
      .select({ likes: levels.likes, before: levels.before })
      .from(levels)
      .where(sql`${levels.before} < ${end} and ${levels.before} + ${levels.size} > ${start}`),
  );
  const ranked = db.$with('ranked').as(
    db
      .select({
        publicationId: sql<number>`${coincident.publicationId}`.as('ranked_publication_id'),
        likes: sql<number>`${coincident.likes}`.as('ranked_likes'),
        // Its place in the whole order, from 0.
        position: sql<number>`(${touched.before} - 1 + row_number() over (partition by ${touched.likes}
          order by ${p.title}, ${p.id}))::int`.as('position'),
      })
      .from(coincident)
      .innerJoin(touched, eq(touched.likes, coincident.likes))
      .innerJoin(p, eq(p.id, coincident.publicationId)),
  );
  return db
    .with(coincident, levels, touched, ranked)
    .select({ publication: p, likes: ranked.likes })
    .from(ranked)
    .innerJoin(p, eq(p.id, ranked.publicationId))
    .where(sql`${ranked.position} >= ${start} and ${ranked.position} < ${end}`)
    .orderBy(asc(ranked.position));
}

/** A page of the coincidences whose title matches `search`: every title is read, the page's rows alone whole. */
async function listCoincidencesMatching(db: Database, searchId: number, search: string, window: PageWindow) {
  const coincident = coincidentListings(db, searchId);
  const page = db.$with('page').as(
    db
      .select({
        publicationId: sql<number>`${coincident.publicationId}`.as('page_publication_id'),
        likes: sql<number>`${coincident.likes}`.as('page_likes'),
        title: sql<string>`${p.title}`.as('page_title'),
      })
      .from(coincident)
      .innerJoin(p, eq(p.id, coincident.publicationId))
      .where(titleMatches(search))
      .orderBy(desc(coincident.likes), asc(p.title), asc(p.id))
      .limit(window.limit)
      .offset(window.offset),
  );
  return db
    .with(page)
    .select({ publication: p, likes: page.likes })
    .from(page)
    .innerJoin(p, eq(p.id, page.publicationId))
    .orderBy(desc(page.likes), asc(page.title), asc(page.publicationId));
}

export async function countCoincidences(db: Database, searchId: number, search: string | undefined): Promise<number> {
  const coincident = coincidentListings(db, searchId);
  const [row] = search
    ? await db
        .select({ total: count() })
        .from(coincident)
        .innerJoin(p, eq(p.id, coincident.publicationId))
        .where(titleMatches(search))
    : await db.select({ total: count() }).from(coincident);
  return row.total;
}

export type AnswerRow = {
  publicationId: number;
  userId: number;
  name: string;
  avatarPath: string | null;
  like: boolean;
  isSuper: boolean;
  comment: string | null;
  tags: SearchDecisionRow['tags'];
  createdAt: Date;
  predicted: boolean;
};

/**
 * Every participant's decision on these listings, owner first then by joining: one primary-key probe per participant
 * and listing, whatever the size of the search.
 */
export async function listAnswers(db: Database, searchId: number, publicationIds: number[]): Promise<AnswerRow[]> {
  if (!publicationIds.length) return [];
  const sp = searchParticipants;
  return db
    .select({
      publicationId: d.publicationId,
      userId: d.userId,
      name: users.name,
      avatarPath: users.avatarPath,
      like: d.like,
      isSuper: d.isSuper,
      comment: d.comment,
      tags: d.tags,
      createdAt: d.createdAt,
      predicted: d.predicted,
    })
    .from(sp)
    .innerJoin(
      d,
      and(
        eq(d.searchId, sp.searchId),
        eq(d.userId, sp.userId),
        sql`${d.publicationId} = any(${idArray(publicationIds)})`,
      ),
    )
    .innerJoin(users, eq(users.id, sp.userId))
    .where(eq(sp.searchId, searchId))
    .orderBy(desc(sp.owner), asc(sp.joinedAt), asc(sp.userId));
}
