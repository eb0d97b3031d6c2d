// Decisions sent at once: on PostgreSQL (npm run test:pg) the requests really run side by side on a pool of
// connections, so the upsert and the counter triggers must hold under contention; on PGlite the same file checks
// the same outcome with requests interleaved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, and, type SQL } from 'drizzle-orm';
import { searchDecisions, searchListingLikes, type PublicationRow } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, createGroupAs, joinGroup, type Actor } from '../../groups/groups-test-helpers';
import { makeListing } from '../core/search-test-helpers';
import { createSearchAs, decideOn, listingCounters, searchState, undoOn } from '../core/searches-test-helpers';

let ctx: TestContext;
let owner: Actor;
let members: Actor[];
let groupId: number;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  groupId = (await createGroupAs(ctx, owner, { public: 1 })).id;
  members = [];
  for (let index = 0; index < 6; index++) {
    const member = await actor(ctx, { name: `Integrante ${index + 1}` });
    await joinGroup(ctx, owner, groupId, member);
    members.push(member);
  }
});
afterAll(() => ctx.close());

/** The counters as stored beside what the decision rows say they should be. */
async function countersAgainstRows(searchId: number, publicationId: number) {
  const d = searchDecisions;
  const rowsWhere = async (...conditions: (SQL | undefined)[]) =>
    (
      await ctx.db
        .select({ total: count() })
        .from(d)
        .where(and(...conditions))
    )[0].total;
  const rows = (like?: boolean) =>
    rowsWhere(eq(d.publicationId, publicationId), like === undefined ? undefined : eq(d.like, like));
  const searchRows = (like: boolean) => rowsWhere(eq(d.searchId, searchId), eq(d.like, like));
  const { search } = await searchState(ctx, searchId);
  const listing = await listingCounters(ctx, publicationId);
  // The likes per (search, listing) that the coincidences view reads, kept in the decision's own statement.
  const [perSearch] = await ctx.db
    .select({ likes: searchListingLikes.likes })
    .from(searchListingLikes)
    .where(and(eq(searchListingLikes.searchId, searchId), eq(searchListingLikes.publicationId, publicationId)));
  const likesInSearch = await rowsWhere(eq(d.searchId, searchId), eq(d.publicationId, publicationId), eq(d.like, true));
  return {
    stored: {
      likes: listing.like_count,
      decisions: listing.decisions_count,
      searchLikes: search!.decisionsTrueCount,
      searchDiscards: search!.decisionsFalseCount,
      likesInSearch: perSearch?.likes ?? 0,
    },
    rows: {
      likes: await rows(true),
      decisions: await rows(),
      searchLikes: await searchRows(true),
      searchDiscards: await searchRows(false),
      likesInSearch,
    },
  };
}

describe('concurrent decisions', () => {
  it('keeps one row and right counters when one person sends the same decision many times at once', async () => {
    const search = await createSearchAs(ctx, owner, { group_id: groupId });
    const listing = await makeListing(ctx, members[0]);
    const body = { publication_id: listing.id, like: true };
    const responses = await Promise.all(Array.from({ length: 20 }, () => decideOn(ctx, owner, search, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const { stored, rows } = await countersAgainstRows(search.id, listing.id);
    expect(rows).toEqual({ likes: 1, decisions: 1, searchLikes: 1, searchDiscards: 0, likesInSearch: 1 });
    expect(stored).toEqual(rows);
  });

  it('keeps the counters equal to the rows when likes and discards of one listing flip at once', async () => {
    const search = await createSearchAs(ctx, owner, { group_id: groupId });
    const listing = await makeListing(ctx, members[1]);
    const everyone = [owner, ...members];
    const requests = everyone.flatMap((who, index) => [
      decideOn(ctx, who, search, { publication_id: listing.id, like: index % 2 === 0 }),
      decideOn(ctx, who, search, { publication_id: listing.id, like: index % 2 === 1 }),
      decideOn(ctx, who, search, { publication_id: listing.id, like: true, is_super: true }),
    ]);
    const responses = await Promise.all(requests);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const { stored, rows } = await countersAgainstRows(search.id, listing.id);
    expect(rows.decisions).toBe(everyone.length);
    expect(stored).toEqual(rows);
    // Every member who decided became a participant once.
    expect((await searchState(ctx, search.id)).participants).toHaveLength(everyone.length);
  });

  it('accepts every valid decision when eleven people send thirty each at once, first decisions included', async () => {
    const search = await createSearchAs(ctx, owner, { group_id: groupId });
    const more: Actor[] = [];
    for (let index = 0; index < 4; index++) {
      const member = await actor(ctx, { name: `Integrante extra ${index + 1}` });
      await joinGroup(ctx, owner, groupId, member);
      more.push(member);
    }
    const people = [owner, ...members, ...more];
    const listings: PublicationRow[] = [];
    for (let index = 0; index < 30; index++) listings.push(await makeListing(ctx, members[index % members.length]));
    // Each person's thirty decisions leave at the same instant; for all but the owner the first ones also make
    // them a participant. A like, a discard or a SuperLike, and a few repeated on the same listing.
    const requests = people.flatMap((who, person) =>
      listings.map((listing, n) => {
        const kind = (person + n) % 3;
        const publication_id = n % 10 === 9 ? listings[n - 1].id : listing.id;
        return decideOn(ctx, who, search, { publication_id, like: kind !== 1, is_super: kind === 2 });
      }),
    );
    const responses = await Promise.all(requests);
    const refused = responses.filter((response) => response.statusCode !== 200).map((response) => response.body);
    expect(refused).toEqual([]);
    expect(responses).toHaveLength(330);
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(searchDecisions)
      .where(eq(searchDecisions.searchId, search.id));
    expect(total).toBe(people.length * 27);
    expect((await searchState(ctx, search.id)).participants).toHaveLength(people.length);
    for (const listing of listings.slice(0, 3)) {
      const { stored, rows } = await countersAgainstRows(search.id, listing.id);
      expect(stored).toEqual(rows);
    }
    // On the embedded database the 330 requests queue on its one thread.
  }, 90_000);

  it('keeps the counters right when decisions and undos of one listing race', async () => {
    const search = await createSearchAs(ctx, owner, { group_id: groupId });
    const listing = await makeListing(ctx, members[2]);
    for (const who of members) await decideOn(ctx, who, search, { publication_id: listing.id, like: true });
    const responses = await Promise.all(
      members.flatMap((who) => [
        undoOn(ctx, who, search, listing.id),
        decideOn(ctx, who, search, { publication_id: listing.id, like: false }),
        undoOn(ctx, who, search, listing.id),
      ]),
    );
    // An undo that found nothing to undo answers 422; every other request succeeded.
    expect(responses.every((response) => [200, 204, 422].includes(response.statusCode))).toBe(true);
    const { stored, rows } = await countersAgainstRows(search.id, listing.id);
    expect(stored).toEqual(rows);
  });
});
