// The counters decisions move are applied by the app shortly after, on its own (decision 009): a listing's likes and
// decisions, a search's likes and discards, the listing's relevance. On PostgreSQL (npm run test:pg) two app
// instances on one database apply at once, each move exactly once. The same moves keep the statistics' decisions per
// listing owner and day (decision 013).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { decisionCounterMoves, publications, searchDecisions, searches, statUserDays } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { makeListing } from '../core/search-test-helpers';
import { createSearchAs, decideOn } from '../core/searches-test-helpers';

let ctx: TestContext;
let second: TestContext;
let owner: Actor;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  second = await createTestContext({ database: ctx.database });
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

/** The counters as stored, read straight from the tables (nothing applied on the way). */
async function stored(searchId: number, publicationId: number) {
  const [listing] = await ctx.db
    .select({
      likes: publications.likeCount,
      decisions: publications.decisionsCount,
      relevance: publications.relevance,
    })
    .from(publications)
    .where(eq(publications.id, publicationId));
  const [search] = await ctx.db
    .select({ likes: searches.decisionsTrueCount, discards: searches.decisionsFalseCount })
    .from(searches)
    .where(eq(searches.id, searchId));
  const [moves] = await ctx.db.select({ total: count() }).from(decisionCounterMoves);
  return { listing, search, pending: moves.total };
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('decision counters', () => {
  it('follow a like within seconds with nobody asking: the listing, its relevance and the search', async () => {
    const search = await createSearchAs(ctx, owner);
    const listing = await makeListing(ctx, seller);
    const before = await stored(search.id, listing.id);
    const response = await decideOn(ctx, owner, search, { publication_id: listing.id, like: true });
    expect(response.statusCode, response.body).toBe(200);
    // The counters and the relevance follow in two statements: a read between them sees the like counted and the
    // relevance not yet raised, so both are waited for.
    const after = await eventually(
      () => stored(search.id, listing.id),
      (value) => value.pending === 0 && value.listing.likes === 1 && value.listing.relevance > before.listing.relevance,
    );
    expect(after).toMatchObject({ listing: { likes: 1, decisions: 1 }, search: { likes: 1, discards: 0 }, pending: 0 });
    expect(after.listing.relevance).toBeGreaterThan(before.listing.relevance);
  });

  it('are applied once when two instances apply at once', async () => {
    const search = await createSearchAs(ctx, owner);
    const listings = [];
    for (let index = 0; index < 12; index++) listings.push(await makeListing(ctx, seller));
    const answers = await Promise.all(
      listings.map((listing, index) =>
        decideOn(ctx, owner, search, { publication_id: listing.id, like: index % 3 !== 0 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(listings.map(() => 200));
    await Promise.all([ctx.app.decisionCounters.apply(), second.app.decisionCounters.apply()]);
    // The instance that found the other applying left its share to it; a last pass catches anything still pending.
    await second.app.decisionCounters.apply();
    const states = await Promise.all(listings.map((listing) => stored(search.id, listing.id)));
    expect(states.map((state) => state.listing)).toMatchObject(
      listings.map((_, index) => ({ likes: index % 3 !== 0 ? 1 : 0, decisions: 1 })),
    );
    expect(states[0]).toMatchObject({ search: { likes: 8, discards: 4 }, pending: 0 });
  });
});

describe('the statistics of decisions per listing owner and day (decision 013)', () => {
  /** The seller's rows of stat_user_days, after applying what is pending. */
  async function days(who: Actor) {
    await ctx.app.decisionCounters.apply();
    return ctx.db
      .select({
        day: statUserDays.day,
        decisions: statUserDays.decisions,
        likes: statUserDays.likes,
        superlikes: statUserDays.superlikes,
      })
      .from(statUserDays)
      .where(eq(statUserDays.userId, who.user.id))
      .orderBy(asc(statUserDays.day));
  }

  it('follow decisions, undos, re-decisions and predicted likes, on the day in Argentina the row was made', async () => {
    const client = await actor(ctx, { name: 'Carla Benítez' });
    const agency = await actor(ctx, { name: 'Inmobiliaria Sur' });
    const search = await createSearchAs(ctx, client);
    const [first, second, third] = [
      await makeListing(ctx, agency),
      await makeListing(ctx, agency),
      await makeListing(ctx, agency),
    ];
    const row = (publicationId: number, createdAt: string, values: Partial<typeof searchDecisions.$inferInsert> = {}) =>
      ctx.db.insert(searchDecisions).values({
        searchId: search.id,
        userId: client.user.id,
        publicationId,
        like: true,
        createdAt: new Date(createdAt),
        ...values,
      });
    // 02:30 UTC on the 2nd is 23:30 of the 1st in Buenos Aires.
    await row(first.id, '2026-03-02T02:30:00Z', { isSuper: true });
    await row(second.id, '2026-03-02T03:30:00Z', { like: false });
    await row(third.id, '2026-03-02T12:00:00Z', { predicted: true });
    expect(await days(agency)).toEqual([
      { day: '2026-03-01', decisions: 1, likes: 1, superlikes: 1 },
      { day: '2026-03-02', decisions: 1, likes: 0, superlikes: 0 },
    ]);

    // Deciding the predicted like makes it the client's own; a change of mind stays on the day it was first made.
    await ctx.db
      .update(searchDecisions)
      .set({ predicted: false })
      .where(and(eq(searchDecisions.searchId, search.id), eq(searchDecisions.publicationId, third.id)));
    await ctx.db
      .update(searchDecisions)
      .set({ like: true })
      .where(and(eq(searchDecisions.searchId, search.id), eq(searchDecisions.publicationId, second.id)));
    expect(await days(agency)).toEqual([
      { day: '2026-03-01', decisions: 1, likes: 1, superlikes: 1 },
      { day: '2026-03-02', decisions: 2, likes: 2, superlikes: 0 },
    ]);

    // An undo subtracts from the day it was counted on.
    await ctx.db
      .delete(searchDecisions)
      .where(and(eq(searchDecisions.searchId, search.id), eq(searchDecisions.publicationId, first.id)));
    expect(await days(agency)).toEqual([
      { day: '2026-03-01', decisions: 0, likes: 0, superlikes: 0 },
      { day: '2026-03-02', decisions: 2, likes: 2, superlikes: 0 },
    ]);
    // Nothing lands on the deciding client's own days.
    expect(await days(client)).toEqual([]);
  });

  it('counts a decision made through the API on the day of the app clock', async () => {
    const client = await actor(ctx, { name: 'Lucía Rodríguez' });
    const agency = await actor(ctx, { name: 'Inmobiliaria Oeste' });
    const search = await createSearchAs(ctx, client);
    const listing = await makeListing(ctx, agency);
    const response = await decideOn(ctx, client, search, { publication_id: listing.id, like: true, is_super: true });
    expect(response.statusCode, response.body).toBe(200);
    const day = new Date(ctx.clock.now().getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    expect(await days(agency)).toEqual([{ day, decisions: 1, likes: 1, superlikes: 1 }]);
  });
});
