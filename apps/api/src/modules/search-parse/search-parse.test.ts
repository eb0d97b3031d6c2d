// POST /search/parse (product.md, Searches: Query box): visitors and users alike, the 300-character limit, the API's
// per-IP limit under concurrent requests, and an answer POST /search takes as it is.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@vitrina/shared/messages';
import { queryParseMessages, queryParseResponseSchema } from '@vitrina/shared/query-parse/query-parse-api';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';

let ctx: TestContext;
let user: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  user = await actor(ctx, { name: 'Valentina Gómez' });
});
afterAll(() => ctx.close());

function parse(body: unknown, headers: Record<string, string> = {}, app = ctx.app) {
  return app.inject({ method: 'POST', url: '/api/search/parse', payload: body as object, headers });
}

describe('POST /search/parse', () => {
  it('reads a sentence for a visitor and for a signed-in user alike', async () => {
    const text = 'depto 3 ambientes en Palermo hasta 150 mil dólares con cochera y vista';
    for (const headers of [{}, user.headers]) {
      const response = await parse({ text }, headers);
      expect(response.statusCode, response.body).toBe(200);
      const body = queryParseResponseSchema.parse(response.json());
      expect(body.filters).toEqual([
        {
          type: 'property',
          category: 'departamento',
          amount: { min: null, max: 150_000 },
          currency: 'USD',
          extras: { rooms: { total: 3 }, parkings: 1 },
        },
      ]);
      expect(body.places).toEqual([
        expect.objectContaining({ reference: 'neighbourhood:caba:palermo', name: 'Palermo', kind: 'neighbourhood' }),
      ]);
      expect(body.order).toBe('relevance');
      expect(body.title).toBe('Departamento en Palermo hasta US$ 150.000');
      expect(body.unknown).toEqual(['vista']);
    }
  });

  it('answers what POST /search takes: the search is created with the same title', async () => {
    const parsed = (await parse({ text: 'casa o PH en venta en Villa Crespo con patio, más baratos primero' })).json();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: {
        uuid: randomUUID(),
        filters: parsed.filters,
        order: parsed.order,
        places: parsed.places.map((place: { reference: string }) => ({ reference: place.reference })),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Búsqueda con 2 filtros',
      order: 'price_asc',
      places: [{ reference: 'neighbourhood:caba:villa-crespo', name: 'Villa Crespo' }],
    });
  });

  it('answers no filter and every word as not understood when nothing is recognised', async () => {
    const response = await parse({ text: 'hola qué tal' });
    expect(response.json()).toEqual({ filters: [], places: [], order: 'relevance', title: null, unknown: ['tal'] });
  });

  it('refuses a missing text, a text that is not one, and one longer than 300 characters with 422', async () => {
    for (const body of [{}, { text: 42 }]) {
      const response = await parse(body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.text).toEqual([queryParseMessages.textRequired]);
    }
    const long = await parse({ text: 'depto en Palermo '.repeat(18) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.text).toEqual([queryParseMessages.textMax]);
    expect((await parse({ text: 'a'.repeat(300) })).statusCode).toBe(200);
    expect((await parse({ text: 'depto', extra: true })).statusCode).toBe(422);
  });

  it('is limited per IP like every visitor endpoint: one at a time, and when the requests arrive at once', async () => {
    const limitedApp = () => createTestContext({ database: ctx.database, env: { RATE_LIMIT_MAX: '5' } });
    const oneByOne = await limitedApp();
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 7; index++)
        statuses.push((await parse({ text: 'remera talle M' }, {}, oneByOne.app)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await oneByOne.close();
    }
    const atOnce = await limitedApp();
    try {
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => parse({ text: 'remera talle M' }, {}, atOnce.app)),
      );
      const passed = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode === 429);
      // Never more than the limit, whatever the interleaving; the rest are refused, none fails.
      expect(passed.length).toBeLessThanOrEqual(5);
      expect(passed.length + refused.length).toBe(12);
      expect(refused[0].json().message).toBe(messages.errors.tooManyRequests);
    } finally {
      await atOnce.close();
    }
  });
});
