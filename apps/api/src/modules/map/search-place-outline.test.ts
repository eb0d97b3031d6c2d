// A search's place chosen from a provider that knows its outline (Nominatim, for a barrio): the search keeps the
// outline, simplified, and its listings are those inside it, not those within the 1.5 km circle a barrio known only
// as a point gets. Results, count, one result and the map agree.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placeOutlineLimits } from '@vitrina/shared/map';
import { markersResponseSchema } from '@vitrina/shared/search-map';
import type { SearchPlace } from '@vitrina/shared/searches';
import { createTestContext, type TestContext } from '../../test/context';
import { sendJson, startLocalServer, type LocalServer } from '../../test/local-server';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { clearListings, countOf, makeListing, resultIds, resultOf } from '../searches/core/search-test-helpers';

// A barrio four kilometres long and six hundred metres wide, north to south, around its point.
const centre = { lat: -34.6, lng: -58.44 };
const halfLength = 0.018; // about 2 km of latitude
const halfWidth = 0.0033; // about 300 m of longitude here
/** The barrio's boundary as GeoJSON ([lng, lat], closed), with `perSide` points along each long side. */
function boundary(perSide = 2): number[][] {
  const east: number[][] = [];
  const west: number[][] = [];
  for (let index = 0; index < perSide; index++) {
    const lat = centre.lat - halfLength + (2 * halfLength * index) / (perSide - 1);
    // A little wobble, as a street-by-street boundary has, far under the simplifier's first metres.
    const wobble = index % 2 === 0 ? 0 : 0.000002;
    east.push([centre.lng + halfWidth + wobble, lat]);
    west.unshift([centre.lng - halfWidth - wobble, lat]);
  }
  const ring = [...east, ...west];
  return [...ring, ring[0]];
}

const barrio = (geojson: unknown, overrides: Record<string, unknown> = {}) => ({
  place_id: 7,
  osm_type: 'relation',
  osm_id: 4001,
  lat: String(centre.lat),
  lon: String(centre.lng),
  name: 'Villa Larga',
  display_name: 'Villa Larga, Ciudad Autónoma de Buenos Aires, Argentina',
  category: 'boundary',
  type: 'administrative',
  addresstype: 'suburb',
  boundingbox: ['-34.618', '-34.582', '-58.4433', '-58.4367'],
  geojson,
  ...overrides,
});

// Nominatim's /lookup: R4001 with its outline, R4002 with a detailed one, N4003 the same barrio as a point only.
const lookups: Record<string, unknown> = {
  R4001: barrio({ type: 'Polygon', coordinates: [boundary()] }),
  R4002: barrio({ type: 'Polygon', coordinates: [boundary(600)] }, { osm_id: 4002 }),
  N4003: barrio({ type: 'Point', coordinates: [centre.lng, centre.lat] }, { osm_type: 'node', osm_id: 4003 }),
};

let server: LocalServer;
let ctx: TestContext;
let owner: Actor;
let seller: Actor;
beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/lookup') {
      const found = lookups[url.searchParams.get('osm_ids') ?? ''];
      return sendJson(response, 200, found ? [found] : []);
    }
    if (url.pathname === '/caido/lookup') return sendJson(response, 502, {});
    sendJson(response, 404, {});
  });
  ctx = await createTestContext({
    config: {
      map: { provider: 'nominatim', nominatimUrl: server.url, googleKey: null, googleUrl: '', timeoutMs: 2000 },
    },
  });
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  seller = await actor(ctx, { name: 'Inmobiliaria Villa Larga' });
});
afterAll(async () => {
  await ctx.close();
  await server.close();
});
beforeEach(() => clearListings(ctx));

const flats = { type: 'property', category: 'departamento', operation: 'venta' };

async function searchIn(reference: string, who: Actor | null = owner) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/search',
    headers: who?.headers ?? {},
    payload: { uuid: randomUUID(), filters: [flats], places: [{ reference }] },
  });
}

/** The three listings every case looks at. */
async function listings() {
  // 1.8 km north of the point: inside the barrio, outside its 1.5 km circle.
  const north = await makeListing(ctx, seller, { lat: centre.lat + 0.0165, lng: centre.lng, relevance: 3 });
  // 800 m east of the point: inside the circle, outside the barrio.
  const east = await makeListing(ctx, seller, { lat: centre.lat, lng: centre.lng + 0.0088, relevance: 2 });
  // At the point: inside both.
  const middle = await makeListing(ctx, seller, { lat: centre.lat + 0.0005, lng: centre.lng, relevance: 1 });
  return { north, east, middle };
}

async function mapTotal(uuid: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/search/${uuid}/markers`,
    headers: owner.headers,
    payload: { bounds: { north: -34.57, south: -34.63, east: -58.41, west: -58.47 }, zoom: 13 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return markersResponseSchema.parse(response.json()).total;
}

describe('a barrio chosen from Nominatim', () => {
  it('keeps its outline and matches the listings inside it, not those in its circle', async () => {
    const { north, east, middle } = await listings();
    const created = await searchIn('R4001');
    expect(created.statusCode, created.body).toBe(201);
    const search = created.json() as { uuid: string; title: string; places: SearchPlace[] };
    expect(search.title).toBe('Departamento en venta en Villa Larga');
    const [place] = search.places;
    expect(place).toMatchObject({ reference: 'R4001', name: 'Villa Larga', kind: 'neighbourhood', radius_km: 1.5 });
    expect(place.outline).toHaveLength(1);
    expect(place.outline![0]).toContainEqual([centre.lat - halfLength, centre.lng + halfWidth]);
    const asked = new URL(server.requests.at(-1)!.url, 'http://x').searchParams;
    expect(asked.get('polygon_geojson')).toBe('1');

    expect(await resultIds(ctx, search.uuid, owner)).toEqual([north.id, middle.id]);
    expect((await countOf(ctx, search.uuid, owner)).json()).toEqual({ count: 2 });
    expect((await resultOf(ctx, search.uuid, owner, north.id)).statusCode).toBe(200);
    expect((await resultOf(ctx, search.uuid, owner, east.id)).statusCode).toBe(404);
    expect(await mapTotal(search.uuid)).toBe(2);
  });

  it('a detailed outline is simplified within the shared limit and still draws the same barrio', async () => {
    const { north, middle } = await listings();
    const created = await searchIn('R4002');
    expect(created.statusCode, created.body).toBe(201);
    const search = created.json() as { uuid: string; places: SearchPlace[] };
    const points = search.places[0].outline!.flat().length;
    expect(points).toBeLessThanOrEqual(placeOutlineLimits.pointsMax);
    expect(points).toBeGreaterThanOrEqual(4);
    expect(await resultIds(ctx, search.uuid, owner)).toEqual([north.id, middle.id]);
  });

  it('a barrio known only as a point keeps the 1.5 km circle', async () => {
    const { east, middle } = await listings();
    const created = await searchIn('N4003');
    expect(created.statusCode, created.body).toBe(201);
    const search = created.json() as { uuid: string; places: SearchPlace[] };
    expect(search.places[0]).toMatchObject({ kind: 'neighbourhood', radius_km: 1.5 });
    expect(search.places[0].outline).toBeUndefined();
    expect(await resultIds(ctx, search.uuid, owner)).toEqual([east.id, middle.id]);
    expect(await mapTotal(search.uuid)).toBe(2);
  });

  it('a reference nobody knows is a 422 in Spanish; a visitor is offered our own places only', async () => {
    const unknown = await searchIn('R999');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { 'places.0.reference': ['No se encontró el lugar elegido.'] } });
    const asked = server.requests.length;
    const visitor = await searchIn('R4001', null);
    expect(visitor.statusCode).toBe(422);
    expect(server.requests.length).toBe(asked);
  });
});

describe('a provider that does not answer', () => {
  let down: TestContext;
  beforeAll(async () => {
    down = await createTestContext({
      config: {
        map: {
          provider: 'nominatim',
          nominatimUrl: `${server.url}/caido`,
          googleKey: null,
          googleUrl: '',
          timeoutMs: 2000,
        },
      },
    });
  });
  afterAll(() => down.close());

  it('is a 503 in Spanish, and a gazetteer place still works', async () => {
    const who = await actor(down);
    const post = (reference: string) =>
      down.app.inject({
        method: 'POST',
        url: '/api/search',
        headers: who.headers,
        payload: { uuid: randomUUID(), filters: [flats], places: [{ reference }] },
      });
    const failed = await post('R4001');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ message: 'El servicio de mapas no responde. Probá de nuevo en unos minutos.' });
    const gazetteer = await post('neighbourhood:caba:palermo');
    expect(gazetteer.statusCode, gazetteer.body).toBe(201);
    expect((gazetteer.json() as { places: SearchPlace[] }).places[0]).toMatchObject({
      name: 'Palermo',
      radius_km: 1.5,
    });
  });
});
