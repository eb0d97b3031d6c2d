// A search made together, decided all at once: eleven people of a group send thirty decisions each in the same
// moment (on PostgreSQL, through `npm run test:pg`, the requests run side by side on the pool's connections). Some
// are not participants yet (their first decision makes them one), each repeats decisions on the same listings (a
// like sent twice, a like then a discard then a like), some carry a comment or answer tags, and everyone likes the
// same five listings, so likes meet. Every valid decision is taken, and what is stored is what was sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { searchCoincidenceNotices, searchDecisions, searchListingLikes } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { runDueJobs } from '../../../test/jobs';
import { actor, createGroupAs, joinGroup, type Actor } from '../../groups/groups-test-helpers';
import { makeListing } from '../core/search-test-helpers';
import { createSearchAs, decideOn, listingCounters, searchState } from '../core/searches-test-helpers';

let ctx: TestContext;
let people: Actor[];
let search: { id: number; uuid: string };
let listings: number[];
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  const owner = await actor(ctx, { name: 'Valentina Gómez' });
  const groupId = (await createGroupAs(ctx, owner, { public: 1 })).id;
  people = [owner];
  for (let n = 1; n <= 10; n++) {
    const member = await actor(ctx, { name: `Integrante ${n}` });
    await joinGroup(ctx, owner, groupId, member);
    people.push(member);
  }
  listings = [];
  for (let n = 0; n < 10; n++) {
    const seller = people[n % people.length];
    listings.push((await makeListing(ctx, seller, { title: `Departamento ${n + 1} en Palermo` })).id);
  }
  search = await createSearchAs(ctx, owner, { group_id: groupId });
});
afterAll(() => ctx.close());

type Sent = { who: number; body: { publication_id: number; like: boolean; [key: string]: unknown } };

/**
 * Thirty decisions of person `who`: the five shared listings liked three times each (once as a SuperLike, once with
 * answer tags), and five more decided like, discard, like (the last with a comment).
 */
function decisionsOf(who: number): Sent[] {
  const shared = listings
    .slice(0, 5)
    .flatMap((id, n): Sent['body'][] => [
      { publication_id: id, like: true },
      n === who % 5 ? { publication_id: id, like: true, is_super: true } : { publication_id: id, like: true },
      n === (who + 1) % 5 ? { publication_id: id, like: true, tags: ['visited'] } : { publication_id: id, like: true },
    ]);
  const flipped = listings.slice(5).flatMap((id): Sent['body'][] => [
    { publication_id: id, like: true },
    { publication_id: id, like: false },
    { publication_id: id, like: true, comment: 'Lo vemos el sábado' },
  ]);
  return [...shared, ...flipped].map((body) => ({ who, body }));
}

async function rowsWhere(...conditions: ReturnType<typeof eq>[]) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(searchDecisions)
    .where(and(eq(searchDecisions.searchId, search.id), ...conditions));
  return row.n;
}

describe('330 decisions of 11 people sent at once', () => {
  let answers: { sent: Sent; status: number; body: string }[];
  beforeAll(async () => {
    // Half the members took part before (the owner always does); the others join with their first decision.
    for (const member of people.slice(1, 6)) {
      const response = await decideOn(ctx, member, search, { publication_id: listings[9], like: false });
      expect(response.statusCode, response.body).toBe(200);
    }
    const sent = people.flatMap((_, who) => decisionsOf(who));
    const responses = await Promise.all(sent.map(({ who, body }) => decideOn(ctx, people[who], search, body)));
    answers = responses.map((response, n) => ({ sent: sent[n], status: response.statusCode, body: response.body }));
  });

  it('takes every one of them', () => {
    expect(answers).toHaveLength(330);
    // Any refusal is listed with its body, so its cause can be read.
    expect(
      answers.filter((answer) => answer.status !== 200).map(({ sent, status, body }) => ({ sent, status, body })),
    ).toEqual([]);
  });

  it('stores one decision per person and listing, as sent, and makes each person a participant once', async () => {
    const { participants, decisions } = await searchState(ctx, search.id);
    expect(participants.map((row) => row.userId).sort()).toEqual(people.map((who) => who.user.id).sort());
    expect(decisions).toHaveLength(11 * 10);
    for (const [n, who] of people.entries()) {
      const own = decisions.filter((row) => row.userId === who.user.id);
      expect(own.map((row) => row.publicationId).sort()).toEqual([...listings].sort());
      // The shared listings were only ever liked; the others' last word is whichever decision came last.
      for (const row of own) if (listings.indexOf(row.publicationId) < 5) expect(row.like).toBe(true);
      // Answer tags sent once with a like stay when the likes after it send none.
      const tagged = own.find((row) => row.publicationId === listings[(n + 1) % 5]);
      expect(tagged?.tags).toEqual(['visited']);
    }
  });

  it('keeps every counter equal to the rows', async () => {
    const { search: row } = await searchState(ctx, search.id);
    expect(row!.decisionsTrueCount).toBe(await rowsWhere(eq(searchDecisions.like, true)));
    expect(row!.decisionsFalseCount).toBe(await rowsWhere(eq(searchDecisions.like, false)));
    for (const id of listings) {
      const likes = await rowsWhere(eq(searchDecisions.publicationId, id), eq(searchDecisions.like, true));
      expect(await listingCounters(ctx, id)).toMatchObject({
        like_count: likes,
        decisions_count: await rowsWhere(eq(searchDecisions.publicationId, id)),
      });
      const [perSearch] = await ctx.db
        .select({ likes: searchListingLikes.likes })
        .from(searchListingLikes)
        .where(and(eq(searchListingLikes.searchId, search.id), eq(searchListingLikes.publicationId, id)));
      expect(perSearch?.likes ?? 0, `listing ${id}`).toBe(likes);
    }
  });

  it('answers the likes that met others, and records each coincidence once', async () => {
    for (const id of listings.slice(0, 5)) {
      const met = answers.filter(
        (answer) => answer.sent.body.publication_id === id && JSON.parse(answer.body).coincidences.exists,
      );
      expect(met.length, `listing ${id}`).toBeGreaterThan(0);
    }
    await runDueJobs(ctx);
    const notices = await ctx.db
      .select({ publicationId: searchCoincidenceNotices.publicationId })
      .from(searchCoincidenceNotices)
      .where(eq(searchCoincidenceNotices.searchId, search.id));
    expect(notices.map((row) => row.publicationId).sort()).toEqual(
      expect.arrayContaining([...listings.slice(0, 5)].sort()),
    );
  });

  it('lets a repeated decision afterwards replace the stored one', async () => {
    const [who, id] = [people[3], listings[0]];
    const response = await decideOn(ctx, who, search, { publication_id: id, like: false });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await ctx.db
      .select({ like: searchDecisions.like })
      .from(searchDecisions)
      .where(
        and(
          eq(searchDecisions.searchId, search.id),
          eq(searchDecisions.userId, who.user.id),
          eq(searchDecisions.publicationId, id),
        ),
      );
    expect(rows).toEqual([{ like: false }]);
  });
});
