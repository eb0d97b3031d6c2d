// Visits in the statistics (product.md, Visits): a person's report counts the visits asked for their listings in the
// range, how many of them now stand confirmed and done, by where they were asked from (a search or outside one),
// against the range before; a group's counts its members', a microsite's its users' on the listings it shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statReportSchema } from '@vitrina/shared/stats';
import { visits } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, groupWithRoles, type Actor } from '../groups/groups-test-helpers';
import { makeMicrosite } from '../microsites/host-test-helpers';
import { makeListing } from '../searches/core/search-test-helpers';
import { sharedSearchOf } from '../searches/core/searches-test-helpers';
import {
  agentWithListing,
  askVisit,
  changeVisitAs,
  wednesdayEleven,
  wednesdayTen,
} from '../visits/visits-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  // The clock stands at Tuesday 2024-08-06 12:00 UTC (09:00 in Argentina).
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

const range = ['2024-08-04', '2024-08-06'];
const day = 86_400_000;

async function report(who: Actor, source: { type: string; id: number }) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/stat/general',
    headers: who.headers,
    payload: { source, dates: range },
  });
  return response;
}

async function visitsOf(who: Actor, source: { type: string; id: number }) {
  const response = await report(who, source);
  expect(response.statusCode, response.body).toBe(200);
  return statReportSchema.parse(response.json()).visits;
}

async function ask(client: Actor, publicationId: number, startsAt: string, searchId?: number) {
  const response = await askVisit(ctx, client, publicationId, {
    starts_at: startsAt,
    ...(searchId ? { search_id: searchId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

describe('visits in the statistics', () => {
  it('counts requested, confirmed and done by where they were asked, for a person, a group and a microsite', async () => {
    const team = await groupWithRoles(ctx);
    const agent = team.member;
    const flat = await agentWithListing(ctx, agent, { title: 'Departamento en Belgrano' });
    const hidden = await makeListing(ctx, agent, { title: 'Casa sin publicar', public: false });
    const microsite = await makeMicrosite(ctx.db, { userIds: [agent.user.id] });
    const clients = await Promise.all([1, 2, 3, 4].map(() => actor(ctx)));
    const search = await sharedSearchOf(ctx, agent, [clients[1]]);

    // One asked in the range before (on Friday 2024-08-02), never answered.
    ctx.clock.advance(-4 * day);
    await ask(clients[0], flat.id, '2024-08-06T10:00:00-03:00');
    ctx.clock.advance(4 * day);

    // In the range: one from the shared search, confirmed and then done; one from the listing, confirmed; one waiting.
    const fromSearch = await ask(clients[1], flat.id, wednesdayTen, search.id);
    const fromListing = await ask(clients[2], flat.id, wednesdayEleven);
    await ask(clients[3], flat.id, '2024-08-13T10:00:00-03:00');
    for (const visit of [fromSearch, fromListing])
      expect((await changeVisitAs(ctx, agent, visit.id, { status: 'confirmed' })).statusCode).toBe(200);
    ctx.clock.advance(26 * 3600_000);
    try {
      expect((await changeVisitAs(ctx, agent, fromSearch.id, { status: 'done' })).statusCode).toBe(200);
    } finally {
      ctx.clock.advance(-26 * 3600_000);
    }
    // And one on a listing that is not public, which a microsite does not show.
    const now = ctx.clock.now();
    await ctx.db.insert(visits).values({
      publicationId: hidden.id,
      agentId: agent.user.id,
      clientId: clients[3].user.id,
      status: 'confirmed',
      startsAt: new Date('2024-08-14T13:00:00Z'),
      endsAt: new Date('2024-08-14T14:00:00Z'),
      createdAt: now,
      updatedAt: now,
    });

    expect(await visitsOf(agent, { type: 'user', id: agent.user.id })).toEqual({
      requested: 4,
      confirmed: 3,
      done: 1,
      previous: { requested: 1, confirmed: 0, done: 0 },
      by_source: [
        { source: 'publication', requested: 3, confirmed: 2, done: 0 },
        { source: 'search', requested: 1, confirmed: 1, done: 1 },
      ],
    });
    // The group counts its members' visits; its owner, who shows nothing, has none of their own.
    expect(await visitsOf(team.owner, { type: 'group', id: team.group.id })).toMatchObject({
      requested: 4,
      confirmed: 3,
      done: 1,
    });
    expect(await visitsOf(team.owner, { type: 'user', id: team.owner.user.id })).toEqual({
      requested: 0,
      confirmed: 0,
      done: 0,
      previous: { requested: 0, confirmed: 0, done: 0 },
      by_source: [],
    });
    // The microsite counts its users' visits on the listings it shows (public ones).
    expect(await visitsOf(agent, { type: 'microsite', id: microsite.id })).toMatchObject({
      requested: 3,
      confirmed: 2,
      done: 1,
    });
    // Nobody else reads them: a stranger, and the client who asked.
    expect((await report(team.outsider, { type: 'user', id: agent.user.id })).statusCode).toBe(403);
    expect((await report(clients[1], { type: 'group', id: team.group.id })).statusCode).toBe(403);
  });
});
