// GET /search/listings-area: where a scope's property listings are, for the wizard's area picker to open on them. A
// store's and an active microsite's for anyone, a group's for its members only, the whole platform without a scope.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultMicrositeSettings, defaultMicrositeStyle } from '@vitrina/shared/microsites';
import { listingsAreaSchema, type MapBounds } from '@vitrina/shared/search-map';
import { micrositeUsers, microsites } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, groupWithRoles, notFoundBody, type Actor } from '../../groups/groups-test-helpers';
import { clearListings, makeGarment, makeListing } from '../core/search-test-helpers';

let ctx: TestContext;
let seller: Actor;
let other: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await actor(ctx, { name: 'Inmobiliaria Palermo' });
  other = await actor(ctx, { name: 'Propiedades Córdoba' });
});
afterAll(() => ctx.close());
beforeEach(() => clearListings(ctx));

async function areaOf(query: string, who: Actor | null = null) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/search/listings-area${query}`,
    headers: who?.headers ?? {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return listingsAreaSchema.parse(response.json()).area;
}

const inside = (area: MapBounds | null, point: { lat: number; lng: number }) =>
  area !== null &&
  point.lat >= area.south &&
  point.lat <= area.north &&
  point.lng >= area.west &&
  point.lng <= area.east;

// Six flats a few blocks apart in Palermo, and one in Córdoba.
const palermo = Array.from({ length: 6 }, (_, index) => ({
  lat: -34.588 + (index % 3) * 0.004,
  lng: -58.432 + Math.floor(index / 3) * 0.004,
}));
const cordoba = { lat: -31.4201, lng: -64.1888 };

async function palermoStore(owner: Actor) {
  for (const point of palermo) await makeListing(ctx, owner, point);
  await makeListing(ctx, owner, cordoba);
}

describe('GET /search/listings-area', () => {
  it("frames a store's listings where most of them are, leaving a stray one out", async () => {
    await palermoStore(seller);
    // Never counted: a private listing, a garment, a listing without a point, another store's.
    await makeListing(ctx, seller, { lat: -38.0055, lng: -57.5426, public: false });
    await makeGarment(ctx, seller, { lat: -38.0055, lng: -57.5426 });
    await makeListing(ctx, seller, { lat: null, lng: null });
    for (let index = 0; index < 10; index++) await makeListing(ctx, other, cordoba);

    const area = await areaOf(`?user_id=${seller.user.id}`);
    for (const point of palermo) expect(inside(area, point)).toBe(true);
    expect(inside(area, cordoba)).toBe(false);
    // A few blocks, not the city: at most a couple of kilometres a side.
    expect(area!.north - area!.south).toBeLessThan(0.03);
    expect(area!.east - area!.west).toBeLessThan(0.03);
  });

  it('without a scope, frames the platform’s listings; a store with none answers no area', async () => {
    await palermoStore(seller);
    for (let index = 0; index < 10; index++) await makeListing(ctx, other, cordoba);
    expect(inside(await areaOf(''), cordoba)).toBe(true);
    expect(await areaOf(`?user_id=${(await actor(ctx)).user.id}`)).toBeNull();
  });

  it('a store in one building opens on its blocks, not on a point', async () => {
    for (let index = 0; index < 3; index++) await makeListing(ctx, seller, palermo[0]);
    const area = await areaOf(`?user_id=${seller.user.id}`);
    expect(inside(area, palermo[0])).toBe(true);
    expect(area!.north - area!.south).toBeCloseTo(0.01, 6);
  });

  it("a group's portfolio for its members only", async () => {
    const { group, member, outsider } = await groupWithRoles(ctx);
    for (const point of palermo) await makeListing(ctx, member, point);
    const area = await areaOf(`?group_id=${group.id}`, member);
    for (const point of palermo) expect(inside(area, point)).toBe(true);
    for (const who of [outsider, null]) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/api/search/listings-area?group_id=${group.id}`,
        headers: who?.headers ?? {},
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(notFoundBody);
    }
  });

  it("an active microsite's users' listings; a pending one is not found", async () => {
    await palermoStore(seller);
    for (let index = 0; index < 10; index++) await makeListing(ctx, other, cordoba);
    const site = async (status: 'active' | 'pending') => {
      const [row] = await ctx.db
        .insert(microsites)
        .values({
          name: `Sitio ${status}`,
          host: `zona-${status}-${Date.now()}.ejemplo.com.ar`,
          status,
          style: defaultMicrositeStyle,
          settings: defaultMicrositeSettings,
        })
        .returning();
      await ctx.db.insert(micrositeUsers).values({ micrositeId: row.id, userId: seller.user.id });
      return row.id;
    };
    const area = await areaOf(`?microsite_id=${await site('active')}`);
    expect(inside(area, palermo[0])).toBe(true);
    expect(inside(area, cordoba)).toBe(false);
    const pending = await ctx.app.inject({
      method: 'GET',
      url: `/api/search/listings-area?microsite_id=${await site('pending')}`,
    });
    expect(pending.statusCode).toBe(404);
  });

  it('refuses two scopes at once, and a scope that is no number, in Spanish', async () => {
    const two = await ctx.app.inject({
      method: 'GET',
      url: `/api/search/listings-area?user_id=${seller.user.id}&microsite_id=1`,
    });
    expect(two.statusCode).toBe(422);
    expect(two.json()).toEqual({ message: 'Indica un solo alcance: user_id, group_id o microsite_id.' });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/search/listings-area?user_id=palermo' });
    expect(bad.statusCode).toBe(422);
  });
});
