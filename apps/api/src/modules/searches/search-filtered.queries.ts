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
  orderBy: 'title' | 'created_at';
  orderMethod: 'asc' | 'desc';
};

type Decision = Pick<SearchDecisionRow, 'like' | 'isSuper' | 'comment' | 'tags' | 'createdAt'>;
export type DecidedListing = { publication: PublicationRow; decision: Decision };

const titleMatches = (text: string | undefined): SQL | undefined =>
  text ? ilike(p.title, containsPattern(text)) : undefined;

/** One page of a participant's likes or discards, with their decision on each. */
export async function listDecidedListings(
  db: Database,
  filter: DecisionFilter,
  window: PageWindow,
): Promise<DecidedListing[]> {
  const direction = filter.orderMethod === 'asc' ? asc : desc;
  // The listing's id settles ties, so pages never overlap.
  const order =
    filter.orderBy === 'title'
      ? [direction(p.title), direction(p.id)]
      : [direction(d.createdAt), direction(d.publicationId)];
  return db
    .select({
      publication: p,
      decision: { like: d.like, isSuper: d.isSuper, comment: d.comment, tags: d.tags, createdAt: d.createdAt },
    })
    .from(d)
    .innerJoin(p, eq(p.id, d.publicationId))
    .where(
      and(
        eq(d.searchId, filter.searchId),
        eq(d.userId, filter.userId),
        eq(d.like, filter.like),
        titleMatches(filter.search),
      ),
    )
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * How many listings matching `search` the participant likes and discards: one statement for the page's total and the
 * options panel's counts. Without a text it reads the primary key alone.
 */
export async function countDecisions(
  db: Database,
  filter: Pick<DecisionFilter, 'searchId' | 'userId' | 'search'>,
): Promise<{ liked: number; discarded: number }> {
  const columns = {
    liked: sql<number>`count(*) filter (where ${d.like})::int`,
    discarded: sql<number>`count(*) filter (where not ${d.like})::int`,
  };
  const where = and(eq(d.searchId, filter.searchId), eq(d.userId, filter.userId), titleMatches(filter.search));
  const [row] = filter.search
    ? await db.select(columns).from(d).innerJoin(p, eq(p.id, d.publicationId)).where(where)
    : await db.select(columns).from(d).where(where);
  return row;
}

/**
 * The listings two or more participants like, with how many. `like` is written as the bare column so the condition
 * is the partial index's own predicate, whatever the driver binds.
 */
function coincidentListings(db: Database, searchId: number) {
  return db
    .select({ publicationId: d.publicationId, likes: sql<number>`count(*)::int`.as('likes') })
    .from(d)
    .where(and(eq(d.searchId, searchId), sql`${d.like}`))
    .groupBy(d.publicationId)
    .having(sql`count(*) >= 2`)
    .as('coincident');
}

/** One page of coincidences: most likes first, then by title and id. */
export async function listCoincidences(
  db: Database,
  searchId: number,
  search: string | undefined,
  window: PageWindow,
): Promise<{ publication: PublicationRow; likes: number }[]> {
  const coincident = coincidentListings(db, searchId);
  return db
    .select({ publication: p, likes: coincident.likes })
    .from(coincident)
    .innerJoin(p, eq(p.id, coincident.publicationId))
    .where(titleMatches(search))
    .orderBy(desc(coincident.likes), asc(p.title), asc(p.id))
    .limit(window.limit)
    .offset(window.offset);
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
