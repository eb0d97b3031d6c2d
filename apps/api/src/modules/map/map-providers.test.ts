import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { sendJson, startLocalServer, type LocalServer } from '../../test/local-server';
import { actor, notFoundBody, type Actor } from '../groups/groups-test-helpers';

const unavailable = { message: 'El servicio de mapas no responde. Probá de nuevo en unos minutos.' };

// Nominatim as its API answers (jsonv2): /search by text, /lookup by OSM id.
const palermo = {
  place_id: 1,
  osm_type: 'relation',
  osm_id: 1224652,
  lat: '-34.5803',
  lon: '-58.4245',
  name: 'Palermo',
  display_name: 'Palermo, Comuna 14, Ciudad Autónoma de Buenos Aires, Argentina',
  category: 'boundary',
  type: 'administrative',
  addresstype: 'suburb',
};
const nominatimServer = () =>
  startLocalServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.searchParams.get('q') === 'lento' || url.searchParams.get('osm_ids') === 'N9') return; // never answers
    if (url.pathname === '/search')
      return sendJson(response, 200, url.searchParams.get('q') === 'palermo' ? [palermo, { osm_type: 'node' }] : []);
    if (url.pathname === '/lookup')
      return sendJson(response, 200, url.searchParams.get('osm_ids') === 'R1224652' ? [palermo] : []);
    if (url.pathname === '/caido') return sendJson(response, 500, {});
    sendJson(response, 404, {});
  });

// Google Places: Autocomplete and Details, each with its status field.
const googleServer = () =>
  startLocalServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.searchParams.get('key') !== 'clave-de-prueba')
      return sendJson(response, 200, { status: 'REQUEST_DENIED', predictions: [] });
    if (url.pathname === '/maps/api/place/autocomplete/json') {
      if (url.searchParams.get('input') === 'nada por aquí')
        return sendJson(response, 200, { status: 'ZERO_RESULTS', predictions: [] });
      return sendJson(response, 200, {
        status: 'OK',
        predictions: [
          {
            description: 'Av. Corrientes 1234, CABA, Argentina',
            place_id: 'ChIJcorrientes',
            structured_formatting: {},
          },
        ],
      });
    }
    if (url.pathname === '/maps/api/place/details/json') {
      if (url.searchParams.get('place_id') !== 'ChIJcorrientes')
        return sendJson(response, 200, { status: 'NOT_FOUND' });
      return sendJson(response, 200, {
        status: 'OK',
        result: {
          place_id: 'ChIJcorrientes',
          name: 'Av. Corrientes 1234',
          formatted_address: 'Av. Corrientes 1234, C1043 CABA, Argentina',
          geometry: { location: { lat: -34.6037, lng: -58.3868 } },
        },
      });
    }
    sendJson(response, 404, {});
  });

async function call(ctx: TestContext, who: Actor, path: 'autocomplete' | 'place', payload: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: `/api/map/${path}`, headers: who.headers, payload });
}

describe('MAP_PROVIDER=nominatim', () => {
  let server: LocalServer;
  let ctx: TestContext;
  let user: Actor;
  beforeAll(async () => {
    server = await nominatimServer();
    ctx = await createTestContext({
      config: {
        map: { provider: 'nominatim', nominatimUrl: server.url, googleKey: null, googleUrl: '', timeoutMs: 300 },
      },
    });
    user = await actor(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await server.close();
  });

  it('searches Argentina in Spanish and answers OSM references', async () => {
    const response = await call(ctx, user, 'autocomplete', { search: 'palermo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ description: palermo.display_name, reference: 'R1224652' }]);
    const asked = new URL(server.requests.at(-1)!.url, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      q: 'palermo',
      format: 'jsonv2',
      countrycodes: 'ar',
      'accept-language': 'es',
    });
    expect(server.requests.at(-1)!.headers['user-agent']).toMatch(/^Vitrina \(http:\/\/vitrina\.test\)$/);
  });

  it('looks the chosen place up by OSM id, with its kind (and its outline, when it has one)', async () => {
    const response = await call(ctx, user, 'place', { reference: 'R1224652' });
    expect(response.json()).toEqual({
      id: 'R1224652',
      name: 'Palermo',
      reference: 'R1224652',
      description: palermo.display_name,
      geolocation: { type: 'Point', coordinates: [-34.5803, -58.4245] },
      kind: 'neighbourhood',
    });
    expect(new URL(server.requests.at(-1)!.url, 'http://x').searchParams.get('polygon_geojson')).toBe('1');
    expect((await call(ctx, user, 'place', { reference: 'R1' })).json()).toEqual(notFoundBody);
    const requestsBefore = server.requests.length;
    expect((await call(ctx, user, 'place', { reference: 'neighbourhood:caba:palermo' })).statusCode).toBe(404);
    expect(server.requests.length).toBe(requestsBefore);
  });

  it('answers 503 in Spanish when Nominatim does not answer in time', async () => {
    const slow = await call(ctx, user, 'autocomplete', { search: 'lento' });
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual(unavailable);
    expect((await call(ctx, user, 'place', { reference: 'N9' })).statusCode).toBe(503);
  });
});

describe('MAP_PROVIDER=google', () => {
  let server: LocalServer;
  let ctx: TestContext;
  let user: Actor;
  const settings = (googleKey: string) => ({
    map: { provider: 'google' as const, nominatimUrl: '', googleKey, googleUrl: server.url, timeoutMs: 2000 },
  });
  beforeAll(async () => {
    server = await googleServer();
    ctx = await createTestContext({ config: settings('clave-de-prueba') });
    user = await actor(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await server.close();
  });

  it('answers Place Autocomplete predictions, restricted to Argentina, in Spanish', async () => {
    const response = await call(ctx, user, 'autocomplete', { search: 'corrientes 1234' });
    expect(response.json()).toEqual([
      { description: 'Av. Corrientes 1234, CABA, Argentina', reference: 'ChIJcorrientes' },
    ]);
    const asked = new URL(server.requests.at(-1)!.url, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      input: 'corrientes 1234',
      components: 'country:ar',
      language: 'es',
      key: 'clave-de-prueba',
    });
    expect((await call(ctx, user, 'autocomplete', { search: 'nada por aquí' })).json()).toEqual([]);
  });

  it('answers the Place Details of a prediction, asking only for the fields used', async () => {
    const response = await call(ctx, user, 'place', { reference: 'ChIJcorrientes' });
    expect(response.json()).toEqual({
      id: 'ChIJcorrientes',
      name: 'Av. Corrientes 1234',
      reference: 'ChIJcorrientes',
      description: 'Av. Corrientes 1234, C1043 CABA, Argentina',
      geolocation: { type: 'Point', coordinates: [-34.6037, -58.3868] },
      kind: 'address',
    });
    expect(new URL(server.requests.at(-1)!.url, 'http://x').searchParams.get('fields')).toBe(
      'place_id,name,formatted_address,types,geometry/location',
    );
    expect((await call(ctx, user, 'place', { reference: 'ChIJotro' })).statusCode).toBe(404);
  });

  it('answers 503 when Google refuses the key', async () => {
    const refused = await createTestContext({ config: settings('clave-vencida'), database: ctx.database });
    try {
      const response = await call(refused, user, 'autocomplete', { search: 'corrientes' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
    } finally {
      await refused.close();
    }
  });
});
