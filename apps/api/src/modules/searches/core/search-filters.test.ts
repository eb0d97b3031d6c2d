import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchFilterInput } from '@vitrina/shared/searches';
import type { NewPublicationRow } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import {
  clearListings,
  countOf,
  makeGarment,
  makeListing,
  makeSearch,
  resultIds,
  resultOf,
} from './search-test-helpers';

let ctx: TestContext;
let owner: Actor;
let seller: Actor;
let shop: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  seller = await actor(ctx, { name: 'Inmobiliaria Palermo' });
  shop = await actor(ctx, { name: 'Tienda Once' });
});
afterAll(() => ctx.close());
beforeEach(() => clearListings(ctx));

type Values = Partial<NewPublicationRow>;
const flat: SearchFilterInput = { type: 'property', category: 'departamento' };
const shirt: SearchFilterInput = { type: 'clothing', category: 'remeras' };

/** The ids a search with these filters shows, each listing made from its values (property unless clothing). */
async function shown(filters: SearchFilterInput[], listings: Values[]) {
  const ids: number[] = [];
  for (const [index, values] of listings.entries()) {
    const make = values.type === 'clothing' ? makeGarment : makeListing;
    ids.push((await make(ctx, seller, { relevance: listings.length - index, ...values })).id);
  }
  const search = await makeSearch(ctx, { creator: owner, filters });
  const result = await resultIds(ctx, search, owner);
  // Which of the listings (by position) came back.
  return result.map((id) => ids.indexOf(id));
}

const garment = (values: Values): Values => ({ type: 'clothing', category: 'remeras', operation: null, ...values });

// Each field alone: the first listing matches the filter, the second does not.
const alone: [string, SearchFilterInput, Values, Values][] = [
  ['type', shirt, garment({}), { type: 'property', category: 'departamento' }],
  ['category', flat, { category: 'departamento' }, { category: 'casa' }],
  ['operation', { ...flat, operation: 'alquiler' }, { operation: 'alquiler' }, { operation: 'venta' }],
  [
    'amount minimum (dólares on sale)',
    { ...flat, operation: 'venta', amount: { min: 100_000 } },
    { amount: 100_000 },
    { amount: 99_999 },
  ],
  [
    'amount maximum in its currency, never another',
    { ...flat, currency: 'ARS', amount: { max: 500_000 } },
    { currency: 'ARS', amount: 500_000 },
    { currency: 'USD', amount: 400 },
  ],
  [
    'amount range without a price',
    { ...flat, operation: 'venta', amount: { min: 1, max: 200_000 } },
    { amount: 150_000 },
    { amount: null },
  ],
  ['currency alone', { ...flat, currency: 'USD' }, { currency: 'USD' }, { currency: 'ARS' }],
  [
    'tags: any of the chosen',
    { ...shirt, extras: { tags: ['algodón', 'oversize'] } },
    garment({ tags: ['oversize', 'verano'] }),
    garment({ tags: ['lino'] }),
  ],
  [
    'brands: any of the chosen',
    { ...shirt, extras: { brands: ['Nike', 'Adidas'] } },
    garment({ brand: 'Adidas' }),
    garment({ brand: 'Puma' }),
  ],
  [
    'last season',
    { ...shirt, extras: { last_season: true } },
    garment({ lastSeason: true }),
    garment({ lastSeason: false }),
  ],
  [
    'not last season',
    { ...shirt, extras: { last_season: false } },
    garment({ lastSeason: false }),
    garment({ lastSeason: true }),
  ],
  ['gender', { ...shirt, extras: { gender: 'mujer' } }, garment({ gender: 'mujer' }), garment({ gender: 'hombre' })],
  [
    'sizes: any of the chosen',
    { ...shirt, extras: { stock: { sizes: ['M', 'L'] } } },
    garment({ sizes: ['S', 'L'] }),
    garment({ sizes: ['XS', 'S'] }),
  ],
  [
    'total area range',
    { ...flat, extras: { areas: { total: { min: 50, max: 80.5 } } } },
    { areaTotal: 80.5 },
    { areaTotal: 80.51 },
  ],
  [
    'covered area minimum',
    { ...flat, extras: { areas: { covered: { min: 40 } } } },
    { areaCovered: 40 },
    { areaCovered: 39.99 },
  ],
  ['rooms exact', { ...flat, extras: { rooms: { total: 2 } } }, { roomsTotal: 2 }, { roomsTotal: 3 }],
  ['rooms 5 or more', { ...flat, extras: { rooms: { total: 5 } } }, { roomsTotal: 7 }, { roomsTotal: 4 }],
  ['bedrooms exact', { ...flat, extras: { rooms: { bedrooms: 1 } } }, { bedrooms: 1 }, { bedrooms: 2 }],
  ['bedrooms 5 or more', { ...flat, extras: { rooms: { bedrooms: 5 } } }, { bedrooms: 5 }, { bedrooms: null }],
  ['bathrooms exact', { ...flat, extras: { rooms: { bathrooms: 2 } } }, { bathrooms: 2 }, { bathrooms: 1 }],
  ['bathrooms 5 or more', { ...flat, extras: { rooms: { bathrooms: 5 } } }, { bathrooms: 6 }, { bathrooms: 3 }],
  ['no parking', { ...flat, extras: { parkings: 0 } }, { parkings: 0 }, { parkings: 1 }],
  ['no parking told counts as none', { ...flat, extras: { parkings: 0 } }, { parkings: null }, { parkings: 2 }],
  ['one parking or more', { ...flat, extras: { parkings: 1 } }, { parkings: 3 }, { parkings: 0 }],
  ['two parkings or more', { ...flat, extras: { parkings: 2 } }, { parkings: 2 }, { parkings: 1 }],
  ['credit', { ...flat, extras: { credit: true } }, { credit: true }, { credit: false }],
  ['no credit', { ...flat, extras: { credit: false } }, { credit: false }, { credit: true }],
  ['reserved', { ...flat, extras: { reserved: true } }, { reserved: true }, { reserved: null }],
  [
    'not reserved',
    { ...shirt, extras: { reserved: false } },
    garment({ reserved: false }),
    garment({ reserved: true }),
  ],
];

describe('each filter field alone', () => {
  for (const [name, filter, matching, other] of alone)
    it(name, async () => {
      expect(await shown([filter], [matching, other])).toEqual([0]);
    });

  it('stores: the listings of the chosen publishers', async () => {
    const fromShop = await makeGarment(ctx, shop);
    await makeGarment(ctx, seller);
    const search = await makeSearch(ctx, {
      creator: owner,
      filters: [{ ...shirt, extras: { stock: { places: [shop.user.id] } } }],
    });
    expect(await resultIds(ctx, search, owner)).toEqual([fromShop.id]);
  });
});

describe('fields together and filters together', () => {
  it('a filter matches only when every set field matches', async () => {
    const filter: SearchFilterInput = {
      ...flat,
      operation: 'venta',
      amount: { max: 200_000 },
      extras: { rooms: { total: 3, bedrooms: 2 }, parkings: 1, areas: { total: { min: 60 } }, credit: true },
    };
    const good: Values = { amount: 180_000, roomsTotal: 3, bedrooms: 2, parkings: 1, areaTotal: 75, credit: true };
    expect(
      await shown(
        [filter],
        [
          good,
          { ...good, amount: 250_000 },
          { ...good, roomsTotal: 2 },
          { ...good, bedrooms: 1 },
          { ...good, parkings: 0 },
          { ...good, areaTotal: 55 },
          { ...good, credit: false },
          { ...good, operation: 'alquiler', currency: 'ARS' },
        ],
      ),
    ).toEqual([0]);
  });

  it('a clothing filter combines brand, gender, sizes and tags', async () => {
    const filter: SearchFilterInput = {
      ...shirt,
      amount: { max: 20_000 },
      extras: { brands: ['Nike'], gender: 'hombre', stock: { sizes: ['M'] }, tags: ['algodón'] },
    };
    const good = garment({ amount: 18_000, brand: 'Nike', gender: 'hombre', sizes: ['M', 'L'], tags: ['algodón'] });
    expect(
      await shown(
        [filter],
        [
          good,
          { ...good, amount: 25_000 },
          { ...good, brand: 'Puma' },
          { ...good, gender: 'mujer' },
          { ...good, sizes: ['S'] },
          { ...good, tags: [] },
        ],
      ),
    ).toEqual([0]);
  });

  it('a listing shows when it matches any filter, once even when it matches two', async () => {
    const filters: SearchFilterInput[] = [
      { ...flat, operation: 'venta' },
      { type: 'property', category: 'casa', extras: { rooms: { total: 4 } } },
      { ...shirt, extras: { brands: ['Nike'] } },
    ];
    expect(
      await shown(filters, [
        { operation: 'venta' },
        { category: 'casa', roomsTotal: 4 },
        garment({ brand: 'Nike' }),
        { operation: 'alquiler', currency: 'ARS' },
        { category: 'casa', roomsTotal: 3 },
        garment({ brand: 'Puma' }),
      ]),
    ).toEqual([0, 1, 2]);
    const both = await makeListing(ctx, seller, { relevance: 100, operation: 'venta' });
    const twice = await makeSearch(ctx, { creator: owner, filters: [flat, { ...flat, operation: 'venta' }] });
    const ids = await resultIds(ctx, twice, owner);
    expect(ids.filter((id) => id === both.id)).toHaveLength(1);
    expect((await countOf(ctx, twice, owner)).json()).toEqual({ count: 3 });
  });

  it('counts once a listing two filters match, and one an earlier filter cannot tell about', async () => {
    await makeListing(ctx, seller, { roomsTotal: 2 });
    await makeListing(ctx, seller, { roomsTotal: null, bedrooms: 1 });
    await makeListing(ctx, seller, { roomsTotal: 3, bedrooms: 1 });
    await makeListing(ctx, seller, { roomsTotal: 4 });
    const search = await makeSearch(ctx, {
      creator: owner,
      filters: [
        { ...flat, extras: { rooms: { total: 2 } } },
        { ...flat, extras: { rooms: { bedrooms: 1 } } },
      ],
    });
    expect((await resultIds(ctx, search, owner)).length).toBe(3);
    expect((await countOf(ctx, search, owner)).json()).toEqual({ count: 3 });
  });

  it('a property filter without an operation shows every operation', async () => {
    expect(
      await shown([flat], [{ operation: 'venta' }, { operation: 'alquiler' }, { operation: 'alquiler_temporario' }]),
    ).toEqual([0, 1, 2]);
  });
});

describe('places', () => {
  // Palermo, Buenos Aires, and a listing in Córdoba 650 km away.
  const palermo = {
    reference: 'palermo',
    name: 'Palermo',
    description: 'Ciudad Autónoma de Buenos Aires',
    kind: 'neighbourhood',
    lat: -34.5889,
    lng: -58.4306,
    radius_km: 1.5,
  };

  it('a property filter requires the listing within a place’s radius; clothing filters ignore places', async () => {
    const near = await makeListing(ctx, seller, { lat: -34.5895, lng: -58.4301, relevance: 3 });
    // Inside the box around the point but past the radius (its corner).
    await makeListing(ctx, seller, { lat: -34.5889 + 0.0125, lng: -58.4306 + 0.0155, relevance: 2 });
    await makeListing(ctx, seller, { lat: -31.4201, lng: -64.1888, relevance: 1 });
    await makeListing(ctx, seller, { lat: null, lng: null });
    const cordobaShirt = await makeGarment(ctx, shop, { lat: -31.4201, lng: -64.1888 });
    const search = await makeSearch(ctx, { creator: owner, filters: [flat, shirt], places: [palermo] });
    expect(await resultIds(ctx, search, owner)).toEqual([near.id, cordobaShirt.id]);
  });

  it('any of the places will do', async () => {
    const inPalermo = await makeListing(ctx, seller, { lat: -34.589, lng: -58.43, relevance: 2 });
    const inCordoba = await makeListing(ctx, seller, { lat: -31.4201, lng: -64.1888, relevance: 1 });
    await makeListing(ctx, seller, { lat: -38.0055, lng: -57.5426 });
    const cordoba = { ...palermo, reference: 'cordoba', name: 'Córdoba', lat: -31.42, lng: -64.19, radius_km: 12 };
    const search = await makeSearch(ctx, { creator: owner, filters: [flat], places: [palermo, cordoba] });
    expect(await resultIds(ctx, search, owner)).toEqual([inPalermo.id, inCordoba.id]);
  });
});

describe('area chosen on the map', () => {
  // A rectangle over Palermo: a listing inside, one just past its east edge, one without a point.
  const area = { north: -34.57, south: -34.6, east: -58.41, west: -58.45 };

  it('a property filter requires the listing’s point inside the area, in results, count and one result', async () => {
    const inside = await makeListing(ctx, seller, { lat: -34.589, lng: -58.43, relevance: 3 });
    const onEdge = await makeListing(ctx, seller, { lat: -34.6, lng: -58.45, relevance: 2 });
    const outside = await makeListing(ctx, seller, { lat: -34.589, lng: -58.4099, relevance: 4 });
    await makeListing(ctx, seller, { lat: null, lng: null, relevance: 5 });
    const search = await makeSearch(ctx, { creator: owner, filters: [{ ...flat, area }] });
    expect(await resultIds(ctx, search, owner)).toEqual([inside.id, onEdge.id]);
    expect((await countOf(ctx, search, owner)).json()).toEqual({ count: 2 });
    expect((await resultOf(ctx, search, owner, inside.id)).statusCode).toBe(200);
    expect((await resultOf(ctx, search, owner, outside.id)).statusCode).toBe(404);
  });

  it('holds together with places: inside the area and near a place', async () => {
    const palermo = {
      reference: 'palermo',
      name: 'Palermo',
      description: 'Ciudad Autónoma de Buenos Aires',
      kind: 'neighbourhood',
      lat: -34.5889,
      lng: -58.4306,
      radius_km: 1.5,
    };
    const both = await makeListing(ctx, seller, { lat: -34.5895, lng: -58.4301, relevance: 3 });
    // Inside the area, 2.5 km from the place.
    await makeListing(ctx, seller, { lat: -34.5755, lng: -58.4125, relevance: 2 });
    // 1.3 km from the place, just past the area's south edge.
    await makeListing(ctx, seller, { lat: -34.6005, lng: -58.4306, relevance: 1 });
    const search = await makeSearch(ctx, { creator: owner, filters: [{ ...flat, area }], places: [palermo] });
    expect(await resultIds(ctx, search, owner)).toEqual([both.id]);
    expect((await countOf(ctx, search, owner)).json()).toEqual({ count: 1 });
  });

  it('applies to its own filter only: another filter without an area still shows the rest', async () => {
    const inside = await makeListing(ctx, seller, { lat: -34.589, lng: -58.43, relevance: 3 });
    const houseAway = await makeListing(ctx, seller, { category: 'casa', lat: -31.42, lng: -64.19, relevance: 2 });
    await makeListing(ctx, seller, { lat: -31.42, lng: -64.19, relevance: 1 });
    const search = await makeSearch(ctx, {
      creator: owner,
      filters: [
        { ...flat, area },
        { type: 'property', category: 'casa' },
      ],
    });
    expect(await resultIds(ctx, search, owner)).toEqual([inside.id, houseAway.id]);
    expect((await countOf(ctx, search, owner)).json()).toEqual({ count: 2 });
  });
});
