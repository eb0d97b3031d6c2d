import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categories, operations } from '@vitrina/shared/enums';
import { mapLimits, mapMessages, markersResponseSchema, type MapBounds } from '@vitrina/shared/search-map';
import { searchMessages, type SearchFilterInput } from '@vitrina/shared/searches';
import { publications, searchDecisions, searches, searchParticipants, type SearchRow } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, groupWithRoles, type Actor } from '../../groups/groups-test-helpers';
import { clearListings, countOf, decide, makeGarment, makeListing, makeSearch } from '../core/search-test-helpers';

let ctx: TestContext;
let owner: Actor;
let seller: Actor;
let stranger: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  seller = await actor(ctx, { name: 'Inmobiliaria Palermo' });
  stranger = await actor(ctx, { name: 'Santiago López' });
});
afterAll(() => ctx.close());
beforeEach(() => clearListings(ctx));

const flats: SearchFilterInput[] = [{ type: 'property', category: 'departamento' }];

// Web Mercator, as the map draws it: x and y across the world square, 0 to 1.
const mercatorX = (lng: number) => (lng + 180) / 360;
const mercatorY = (lat: number) => (1 - Math.asinh(Math.tan((lat * Math.PI) / 180)) / Math.PI) / 2;
const lngOf = (x: number) => x * 360 - 180;
const latOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** The bounds a phone of 400 × 800 px shows at `zoom` around a point. */
function phoneView(lat: number, lng: number, zoom: number, width = 400, height = 800): MapBounds {
  const world = 256 * 2 ** zoom;
  const x = mercatorX(lng) * world;
  const y = mercatorY(lat) * world;
  return {
    west: lngOf((x - width / 2) / world),
    east: lngOf((x + width / 2) / world),
    north: latOf((y - height / 2) / world),
    south: latOf((y + height / 2) / world),
  };
}

/** The grid of a map at zoom 13: the tiles of zoom 14. A point at (dx, dy) in cells from a cell's north-west corner. */
const level = 14;
const palermoCell = {
  x: Math.floor(mercatorX(-58.4306) * 2 ** level),
  y: Math.floor(mercatorY(-34.5889) * 2 ** level),
};
function inCell(dx: number, dy: number) {
  return { lat: latOf((palermoCell.y + dy) / 2 ** level), lng: lngOf((palermoCell.x + dx) / 2 ** level) };
}
/** The phone's view at zoom 13 centred on the middle of Palermo's cell, moved by (dx, dy) cells. */
const cellView = (dx = 0, dy = 0) => {
  const centre = inCell(0.5 + dx, 0.5 + dy);
  return phoneView(centre.lat, centre.lng, 13);
};

function markersOf(search: SearchRow | string, who: Actor | null, body: unknown) {
  const path = typeof search === 'string' ? search : search.uuid;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/search/${path}/markers`,
    headers: who?.headers ?? {},
    payload: body as object,
  });
}

async function markers(search: SearchRow | string, who: Actor | null, bounds: MapBounds, zoom: number) {
  const response = await markersOf(search, who, { bounds, zoom });
  expect(response.statusCode, response.body).toBe(200);
  return markersResponseSchema.parse(response.json());
}

/** Listings around Palermo: cells of the zoom-13 grid, decisions, and listings the map must never show. */
async function palermoMap() {
  const search = await makeSearch(ctx, { creator: owner, filters: flats });
  const at = (dx: number, dy: number, values: Parameters<typeof makeListing>[2] = {}) =>
    makeListing(ctx, seller, { ...inCell(dx, dy), ...values });
  const cluster = [await at(0.4, 0.4), await at(0.5, 0.6, { amount: 99_000 }), await at(0.6, 0.5)];
  const single = await at(1.5, 0.5, { operation: 'alquiler', currency: 'ARS', amount: 650_000 });
  const decidedPair = [await at(0.3, -1.5), await at(0.7, -1.5)];
  await decide(ctx, search, owner, cluster[0].id);
  await decide(ctx, search, owner, single.id, false);
  for (const listing of decidedPair) await decide(ctx, search, owner, listing.id);
  // Never on the map: a private listing, a house (no filter matches it), one out of view, one without a point.
  await at(1.5, 2.5, { public: false });
  await at(1.5, 2.5, { category: 'casa' });
  await at(12.5, 0.5);
  await makeListing(ctx, seller, { lat: null, lng: null });
  return { search, cluster, single, decidedPair };
}

describe('POST /search/{id}/markers below zoom 16', () => {
  it('groups the results in view in cells that add up, a cell of one being its listing', async () => {
    const { search, cluster, single, decidedPair } = await palermoMap();
    const answer = await markers(search, owner, cellView(), 13);
    expect(answer.clustered).toBe(true);
    expect(answer.total).toBe(6);
    expect(answer.markers.reduce((sum, marker) => sum + marker.count, 0)).toBe(6);
    // North to south: the decided pair's row, then Palermo's with the cluster and the single listing.
    expect(answer.markers.map((marker) => [marker.count, marker.viewed])).toEqual([
      [2, true],
      [3, false],
      [1, true],
    ]);
    const [pair, grouped, alone] = answer.markers;
    expect(pair).toMatchObject({ id: null, amount: null, currency: null });
    expect(grouped).toMatchObject({ id: null, amount: null, currency: null });
    expect(grouped.lat).toBeCloseTo(cluster.reduce((sum, item) => sum + item.lat!, 0) / 3, 9);
    expect(grouped.lng).toBeCloseTo(cluster.reduce((sum, item) => sum + item.lng!, 0) / 3, 9);
    expect(alone).toEqual({
      lat: single.lat,
      lng: single.lng,
      count: 1,
      id: single.id,
      amount: 650_000,
      currency: 'ARS',
      viewed: true,
      cell: [palermoCell.x + 1, palermoCell.y],
    });
    expect(pair.lat).toBeCloseTo((decidedPair[0].lat! + decidedPair[1].lat!) / 2, 9);
    // Each marker names its cell, the tile of the grid's zoom, for a client to keep its icon inside.
    expect(answer.level).toBe(level);
    expect(pair.cell).toEqual([palermoCell.x, palermoCell.y - 2]);
    expect(grouped.cell).toEqual([palermoCell.x, palermoCell.y]);
  });

  it('names the cell of every marker as the tile that holds its listings, whatever the view', async () => {
    // Listings a hair inside the four edges of Palermo's cell and of its neighbours, seen from views moved around.
    const search = await makeSearch(ctx, { creator: owner, filters: flats });
    const near = [0.001, 0.999];
    for (const dx of [-1, 0, 1])
      for (const dy of [-1, 0, 1])
        for (const fx of near) for (const fy of near) await makeListing(ctx, seller, inCell(dx + fx, dy + fy));
    for (const [vx, vy] of [
      [0, 0],
      [0.3, -0.4],
      [-0.45, 0.2],
    ]) {
      const answer = await markers(search, owner, cellView(vx, vy), 13);
      expect(answer.level).toBe(level);
      for (const marker of answer.markers) {
        const tile = [Math.floor(mercatorX(marker.lng) * 2 ** level), Math.floor(mercatorY(marker.lat) * 2 ** level)];
        expect(marker.cell).toEqual(tile);
      }
      expect(new Set(answer.markers.map((marker) => marker.cell!.join())).size).toBe(answer.markers.length);
    }
  });

  it('shows the filter’s operation only: a flat for rent is not on the map of flats for sale', async () => {
    const forSale = await makeListing(ctx, seller, inCell(0.5, 0.5));
    await makeListing(ctx, seller, { ...inCell(0.5, 0.5), operation: 'alquiler', currency: 'ARS' });
    const search = await makeSearch(ctx, { creator: owner, filters: [{ ...flats[0], operation: 'venta' }] });
    const answer = await markers(search, owner, cellView(), 13);
    expect(answer.total).toBe(1);
    expect(answer.markers.map((marker) => marker.id)).toEqual([forSale.id]);
  });

  it('gives every category and operation of a property its own kind in the map’s index, and nothing else one', async () => {
    // The map's index is keyed by publication_map_kind (migration 0030): a category it did not know would be off the map.
    const kinds = categories
      .filter((category) => (category.types as readonly string[]).includes('property'))
      .flatMap((category) => operations.map((operation) => [category.value, operation.value]));
    const asked = sql.join(
      kinds.map(([category, operation]) => sql`publication_map_kind('property', ${category}, ${operation})`),
      sql`, `,
    );
    const result = (await ctx.db.execute(sql`select array[${asked}]::int[] as kinds,
      publication_map_kind('clothing', 'remeras', null) as garment,
      publication_map_kind('property', 'departamento', null) as no_operation`)) as unknown as {
      rows: { kinds: number[]; garment: number | null; no_operation: number | null }[];
    };
    const [row] = result.rows;
    expect(row.kinds).toHaveLength(kinds.length);
    expect(row.kinds.every((kind) => Number.isInteger(kind))).toBe(true);
    expect(new Set(row.kinds).size).toBe(kinds.length);
    expect(row).toMatchObject({ garment: null, no_operation: null });
  });

  it('counts what a search limited to the view counts, decided listings included', async () => {
    const { search } = await palermoMap();
    const bounds = cellView();
    const answer = await markers(search, owner, bounds, 13);
    const inArea = await makeSearch(ctx, { creator: owner, filters: [{ ...flats[0], area: bounds }] });
    // The area search's count leaves out what the viewer decided: nothing in that search.
    expect((await countOf(ctx, inArea, owner)).json()).toEqual({ count: answer.total });
  });

  it('keeps its cells while the map pans by a fraction of a cell', async () => {
    const { search } = await palermoMap();
    const still = await markers(search, owner, cellView(), 13);
    for (const [dx, dy] of [
      [0.3, 0],
      [-0.25, 0.4],
      [0.1, -0.35],
    ])
      expect(await markers(search, owner, cellView(dx, dy), 13)).toEqual(still);
  });

  it('puts listings a hair either side of a cell’s edge in the cells of their own tiles', async () => {
    const search = await makeSearch(ctx, { creator: owner, filters: flats });
    const west = await makeListing(ctx, seller, inCell(0.99999, 0.5));
    const east = await makeListing(ctx, seller, inCell(1.00001, 0.5));
    const north = await makeListing(ctx, seller, inCell(-0.5, 0.99999));
    const south = await makeListing(ctx, seller, inCell(-0.5, 1.00001));
    const answer = await markers(search, owner, cellView(), 13);
    expect(answer.markers.map((marker) => [marker.count, marker.id])).toEqual([
      [1, west.id],
      [1, east.id],
      [1, north.id],
      [1, south.id],
    ]);
  });

  it('marks viewed only what this caller decided', async () => {
    const { search } = await palermoMap();
    const client = await actor(ctx, { name: 'Lucía Rodríguez' });
    await ctx.db.insert(searchParticipants).values({ searchId: search.id, userId: client.user.id, owner: false });
    const answer = await markers(search, client, cellView(), 13);
    expect(answer.total).toBe(6);
    expect(answer.markers.every((marker) => !marker.viewed)).toBe(true);
  });

  it('shows only the scope’s listings: a search over one publisher leaves the rest out', async () => {
    const other = await actor(ctx, { name: 'Inmobiliaria Centro' });
    const mine = await makeListing(ctx, seller, inCell(0.5, 0.5));
    await makeListing(ctx, other, inCell(0.5, 0.5));
    const search = await makeSearch(ctx, { creator: owner, filters: flats, scopeUserId: seller.user.id });
    const answer = await markers(search, owner, cellView(), 13);
    expect(answer.markers.map((marker) => marker.id)).toEqual([mine.id]);
  });

  it('counts once a listing two filters match', async () => {
    const both = await makeListing(ctx, seller, inCell(0.5, 0.5));
    const rented = await makeListing(ctx, seller, { ...inCell(0.5, 0.5), operation: 'alquiler' });
    const search = await makeSearch(ctx, { creator: owner, filters: [...flats, { ...flats[0], operation: 'venta' }] });
    const answer = await markers(search, owner, cellView(), 13);
    expect(answer.total).toBe(2);
    const centre = inCell(0.5, 0.5);
    const single = await markers(search, owner, phoneView(centre.lat, centre.lng, 16), 16);
    expect(single.markers.map((marker) => marker.id).sort()).toEqual([both.id, rented.id].sort());
  });

  it('takes coarser cells for a view too large for its zoom', async () => {
    await makeListing(ctx, seller, { lat: -34.6, lng: -58.4 });
    await makeListing(ctx, seller, { lat: -31.42, lng: -64.19 });
    const search = await makeSearch(ctx, { creator: owner, filters: flats });
    const argentina = { north: -21, south: -55, west: -74, east: -53 };
    const answer = await markers(search, owner, argentina, 13);
    expect(answer.total).toBe(2);
    expect(answer.markers).toHaveLength(2);
  });
});

describe('POST /search/{id}/markers from zoom 16', () => {
  it('answers every listing in view, with its price, decided ones viewed', async () => {
    const { search, cluster } = await palermoMap();
    const centre = inCell(0.5, 0.5);
    const answer = await markers(search, owner, phoneView(centre.lat, centre.lng, 16), 16);
    expect(answer.clustered).toBe(false);
    expect(answer.total).toBe(3);
    // North to south.
    const expected = [...cluster].sort((a, b) => b.lat! - a.lat!);
    expect(answer.markers).toEqual(
      expected.map((listing) => ({
        lat: listing.lat,
        lng: listing.lng,
        count: 1,
        id: listing.id,
        amount: listing.amount,
        currency: 'USD',
        viewed: listing.id === cluster[0].id,
        cell: null,
      })),
    );
    expect(answer.level).toBeNull();
  });

  it('never answers a private listing, and draws a like the prediction made as not seen', async () => {
    const search = await makeSearch(ctx, { creator: owner, filters: flats });
    const seen = await makeListing(ctx, seller, inCell(0.4, 0.5));
    const predicted = await makeListing(ctx, seller, inCell(0.5, 0.5));
    await makeListing(ctx, seller, { ...inCell(0.6, 0.5), public: false });
    await decide(ctx, search, owner, seen.id);
    await ctx.db
      .insert(searchDecisions)
      .values({ searchId: search.id, userId: owner.user.id, publicationId: predicted.id, like: true, predicted: true });
    const centre = inCell(0.5, 0.5);
    const near = await markers(search, owner, phoneView(centre.lat, centre.lng, 16), 16);
    expect(near.markers.map((marker) => [marker.id, marker.viewed])).toEqual([
      [seen.id, true],
      [predicted.id, false],
    ]);
    const far = await markers(search, owner, cellView(), 13);
    expect(far.markers.map((marker) => [marker.count, marker.viewed])).toEqual([[2, false]]);
  });

  it(`groups a view of more than ${mapLimits.markersMax} listings on the grid`, async () => {
    const centre = inCell(0.5, 0.5);
    const many = Array.from({ length: mapLimits.markersMax + 1 }, (_, index) => ({
      userId: seller.user.id,
      title: 'Departamento en Palermo',
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      lat: centre.lat + (index % 40) * 0.00001,
      lng: centre.lng + Math.floor(index / 40) * 0.00001,
    }));
    await ctx.db.insert(publications).values(many);
    const search = await makeSearch(ctx, { creator: owner, filters: flats });
    const answer = await markers(search, owner, phoneView(centre.lat, centre.lng, 16), 16);
    expect(answer.clustered).toBe(true);
    expect(answer.total).toBe(mapLimits.markersMax + 1);
    expect(answer.markers.length).toBeLessThanOrEqual(4);
  });
});

describe('who may read the map', () => {
  const bounds = cellView();

  it('the owner, a participant, and nobody else of a private search', async () => {
    const listing = await makeListing(ctx, seller, inCell(0.5, 0.5));
    const search = await makeSearch(ctx, { creator: owner, filters: flats });
    const client = await actor(ctx, { name: 'Lucía Rodríguez' });
    await ctx.db.insert(searchParticipants).values({ searchId: search.id, userId: client.user.id, owner: false });
    for (const who of [owner, client])
      expect((await markers(search, who, bounds, 13)).markers.map((marker) => marker.id)).toEqual([listing.id]);
    for (const [who, path] of [
      [stranger, search.uuid],
      [stranger, String(search.id)],
      [null, search.uuid],
    ] as const) {
      const response = await markersOf(path, who, { bounds, zoom: 13 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: searchMessages.notFound });
    }
  });

  it('a group search for the group’s members', async () => {
    const { group, owner: groupOwner, member, outsider } = await groupWithRoles(ctx);
    const listing = await makeListing(ctx, member, inCell(0.5, 0.5));
    const search = await makeSearch(ctx, { creator: member, filters: flats, groupId: group.id });
    expect((await markers(search, groupOwner, bounds, 13)).markers.map((marker) => marker.id)).toEqual([listing.id]);
    expect((await markersOf(search, outsider, { bounds, zoom: 13 })).statusCode).toBe(404);
  });

  it('a shared search for anyone with its link, a visitor included', async () => {
    await makeListing(ctx, seller, inCell(0.5, 0.5));
    const search = await makeSearch(ctx, { creator: owner, filters: flats });
    await ctx.db.update(searches).set({ shareable: true }).where(eq(searches.id, search.id));
    for (const who of [null, stranger]) expect((await markers(search, who, bounds, 13)).total).toBe(1);
    expect((await markersOf(String(search.id), stranger, { bounds, zoom: 13 })).statusCode).toBe(404);
  });

  it('a visitor’s search by its uuid, never by its id', async () => {
    await makeListing(ctx, seller, inCell(0.5, 0.5));
    const search = await makeSearch(ctx, { creator: null, filters: flats });
    expect((await markers(search, null, bounds, 13)).total).toBe(1);
    expect((await markersOf(String(search.id), null, { bounds, zoom: 13 })).statusCode).toBe(404);
  });
});

describe('bad requests', () => {
  const bounds = { north: -34.55, south: -34.65, east: -58.35, west: -58.5 };

  it('refuses bounds and zooms out of shape with 422 and the shared messages', async () => {
    const search = await makeSearch(ctx, { creator: owner, filters: flats });
    for (const [body, message] of [
      [{ bounds: { ...bounds, north: -34.65, south: -34.55 }, zoom: 13 }, mapMessages.inverted],
      [{ bounds: { ...bounds, west: 170, east: -170 }, zoom: 13 }, mapMessages.antimeridian],
      [{ bounds: { ...bounds, south: bounds.north }, zoom: 13 }, mapMessages.empty],
      [{ bounds: { ...bounds, east: bounds.west }, zoom: 13 }, mapMessages.empty],
      [{ bounds, zoom: 0 }, mapMessages.zoom],
      [{ bounds, zoom: 40 }, mapMessages.zoom],
      [{ bounds, zoom: 13.5 }, mapMessages.zoom],
    ] as const) {
      const response = await markersOf(search, owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().message).toBe(message);
      expect(Object.values(response.json().errors).flat()).toContain(message);
    }
    for (const body of [{ zoom: 13 }, { bounds: { ...bounds, north: 91 }, zoom: 13 }, { bounds, zoom: 13, extra: 1 }])
      expect((await markersOf(search, owner, body)).statusCode, JSON.stringify(body)).toBe(422);
  });

  it('answers 422 for a search without property filters', async () => {
    await makeGarment(ctx, seller, inCell(0.5, 0.5));
    const search = await makeSearch(ctx, { creator: owner, filters: [{ type: 'clothing', category: 'remeras' }] });
    const response = await markersOf(search, owner, { bounds, zoom: 13 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: mapMessages.noPropertyFilter });
  });

  it('leaves the clothing filters of a mixed search off the map', async () => {
    await makeGarment(ctx, seller, inCell(0.5, 0.5));
    const flat = await makeListing(ctx, seller, inCell(0.5, 0.5));
    const search = await makeSearch(ctx, {
      creator: owner,
      filters: [...flats, { type: 'clothing', category: 'remeras' }],
    });
    expect((await markers(search, owner, cellView(), 13)).markers.map((marker) => marker.id)).toEqual([flat.id]);
  });
});
