// GET /search/{id}/summary (product.md, Searches: What one likes): what a participant's likes have in common, and who
// may read it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filteredMessages } from '@vitrina/shared/search-filtered';
import { likesSummarySchema } from '@vitrina/shared/search-summary';
import { searchDecisions } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { makeGarment, makeListing } from '../core/search-test-helpers';
import { createSearchAs, decideOn, guestBody, searchNotFoundBody, sharedSearchOf } from '../core/searches-test-helpers';

let ctx: TestContext;
let owner: Actor;
let client: Actor;
let stranger: Actor;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  client = await actor(ctx, { name: 'Carla Benítez' });
  stranger = await actor(ctx, { name: 'Bruno Acosta' });
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());

function summaryOf(who: Actor | null, id: number | string, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/search/${id}/summary${query}`, headers: who?.headers ?? {} });
}

async function decided(who: Actor, search: { uuid: string }, publicationId: number, like: boolean) {
  const response = await decideOn(ctx, who, search, { publication_id: publicationId, like });
  expect(response.statusCode, response.body).toBe(200);
}

describe("a participant's likes at a glance", () => {
  it('gives the median price per currency, the median areas and rooms, and the places and tags that recur', async () => {
    const search = await sharedSearchOf(ctx, owner, [client]);
    const flat = (amount: number, address: string, values: Parameters<typeof makeListing>[2] = {}) =>
      makeListing(ctx, seller, { amount, addressTitle: address, areaTotal: 60, roomsTotal: 3, ...values });
    const liked = [
      await flat(100_000, 'Honduras 5000, Palermo, CABA', { tags: ['balcón', 'luminoso'], roomsTotal: 2 }),
      await flat(150_000, 'Gorriti 4100, Palermo, CABA', { tags: ['balcón'], areaTotal: 80 }),
      await flat(200_000, 'Av. Cabildo 2040, Belgrano', { areaTotal: 100, roomsTotal: 4 }),
      await flat(95_000_000, 'Thames 1500, Palermo', { currency: 'ARS', areaTotal: null, roomsTotal: null }),
    ];
    const discarded = await flat(500_000, 'Libertador 4000, Núñez', { tags: ['balcón'] });
    for (const listing of liked) await decided(owner, search, listing.id, true);
    await decided(owner, search, discarded.id, false);

    const response = await summaryOf(owner, search.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(likesSummarySchema.parse(response.json())).toEqual({
      likes: 4,
      prices: [
        { currency: 'USD', median: 150_000, min: 100_000, max: 200_000, count: 3 },
        { currency: 'ARS', median: 95_000_000, min: 95_000_000, max: 95_000_000, count: 1 },
      ],
      area_total: 80,
      area_covered: null,
      rooms: 3,
      bedrooms: null,
      places: [{ name: 'Palermo', count: 3 }],
      tags: [{ name: 'balcón', count: 2 }],
      brands: [],
      sizes: [],
    });
    // A like the prediction chose is not the person's own: the summary leaves it out.
    await ctx.db
      .update(searchDecisions)
      .set({ predicted: true })
      .where(and(eq(searchDecisions.searchId, search.id), eq(searchDecisions.publicationId, liked[3].id)));
    expect((await summaryOf(owner, search.uuid)).json()).toMatchObject({
      likes: 3,
      prices: [{ currency: 'USD', count: 3 }],
      places: [{ name: 'Palermo', count: 2 }],
    });
    // Another participant reads it through `user_id`; the client has liked nothing yet.
    const seen = await summaryOf(client, search.id, `?user_id=${owner.user.id}`);
    expect(seen.json()).toMatchObject({ likes: 3, places: [{ name: 'Palermo', count: 2 }] });
    expect((await summaryOf(client, search.id)).json()).toMatchObject({ likes: 0, prices: [], places: [] });
  });

  it('names the brands and sizes that recur among clothing', async () => {
    const search = await createSearchAs(ctx, owner, { filters: [{ type: 'clothing', category: 'remeras' }] });
    const garments = [
      await makeGarment(ctx, seller, { brand: 'Nike', sizes: ['M', 'L'], amount: 20_000 }),
      await makeGarment(ctx, seller, { brand: 'Nike', sizes: ['M'], amount: 30_000 }),
      await makeGarment(ctx, seller, { brand: 'Adidas', sizes: ['S'], amount: 25_000 }),
    ];
    for (const garment of garments) await decided(owner, search, garment.id, true);
    expect((await summaryOf(owner, search.uuid)).json()).toMatchObject({
      likes: 3,
      prices: [{ currency: 'ARS', median: 25_000, min: 20_000, max: 30_000, count: 3 }],
      brands: [{ name: 'Nike', count: 2 }],
      sizes: [{ name: 'M', count: 2 }],
      rooms: null,
    });
  });

  it('answers participants only: 404 for anyone else, 401 for a visitor, 422 for someone outside the search', async () => {
    const search = await sharedSearchOf(ctx, owner, [client]);
    expect((await summaryOf(owner, search.id)).statusCode).toBe(200);
    const other = await summaryOf(stranger, search.uuid);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(searchNotFoundBody);
    const visitor = await summaryOf(null, search.uuid);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(guestBody);
    const outsider = await summaryOf(owner, search.uuid, `?user_id=${stranger.user.id}`);
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json()).toMatchObject({ errors: { user_id: [filteredMessages.notParticipant] } });
    expect((await summaryOf(owner, search.uuid, '?user_id=cero')).statusCode).toBe(422);
  });
});
