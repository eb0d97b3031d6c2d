// POST /api/map/locate: where the map opens for an address typed rather than chosen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, guestBody, type Actor } from '../groups/groups-test-helpers';
import { mapRateLimits } from './map.routes';

let ctx: TestContext;
let user: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await actor(ctx);
});
afterAll(() => ctx.close());

const locate = (search: unknown, who: Actor | null = user) =>
  ctx.app.inject({ method: 'POST', url: '/api/map/locate', headers: who?.headers, payload: { search } });
const located = async (search: string) => {
  const response = await locate(search);
  expect(response.statusCode, search).toBe(200);
  return (response.json() as { place: { id: string } | null }).place?.id ?? null;
};

describe('POST /api/map/locate', () => {
  it('answers the barrio a street address names, with its point and kind', async () => {
    const response = await locate('Av. Cabildo 2040, Belgrano');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      place: {
        id: 'neighbourhood:caba:belgrano',
        name: 'Belgrano',
        reference: 'neighbourhood:caba:belgrano',
        description: 'Belgrano, Ciudad Autónoma de Buenos Aires',
        kind: 'neighbourhood',
        geolocation: { type: 'Point', coordinates: [-34.5627, -58.4583] },
      },
    });
  });

  it('reads the place after the street, without accents or commas, the most precise one first', async () => {
    expect(await located('av cabildo 2040 belgrano')).toBe('neighbourhood:caba:belgrano');
    expect(await located('Honduras 4800, PALERMO, Buenos Aires')).toBe('neighbourhood:caba:palermo');
    expect(await located('Juncal 1200, Nunez, CABA')).toBe('neighbourhood:caba:nunez');
    expect(await located('Bv. Oroño 1500, Rosario, Santa Fe')).toBe('city:santa-fe:rosario');
    expect(await located('Ruta 40 km 3000, Mendoza')).toBe('city:mendoza:mendoza');
    expect(await located('Chacra 12, Chubut')).toBe('province:chubut');
  });

  it('takes a street named after a city for a street, and a shared town name from the province the text names', async () => {
    expect(await located('Av. Santa Fe 3253')).toBeNull();
    expect(await located('Av. Santa Fe 3253, Recoleta')).toBe('neighbourhood:caba:recoleta');
    expect(await located('Junín 1500, Recoleta')).toBe('neighbourhood:caba:recoleta');
    expect(await located('Belgrano 300, Mercedes, Corrientes')).toBe('city:corrientes:mercedes');
    expect(await located('Belgrano 300, Mercedes')).toBe('city:buenos-aires:mercedes');
  });

  it('answers null for a text that names no place', async () => {
    expect((await locate('Calle Falsa 123')).json()).toEqual({ place: null });
    expect((await locate('100%')).json()).toEqual({ place: null });
  });

  it('refuses an empty or too long text with 422 in Spanish', async () => {
    const cases: [unknown, string][] = [
      ['   ', 'Este campo es obligatorio'],
      ['x'.repeat(501), 'Este campo debe tener 500 caracteres como máximo'],
      [12, 'El valor ingresado no es válido'],
    ];
    for (const [search, message] of cases) {
      const response = await locate(search);
      expect(response.statusCode, String(search)).toBe(422);
      expect(response.json()).toEqual({ message, errors: { search: [message] } });
    }
  });

  it('is for signed-in users: a guest gets 401', async () => {
    const response = await locate('Av. Cabildo 2040, Belgrano', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(guestBody);
  });

  it(`limits each user to ${mapRateLimits.locate} a minute, counted under concurrency, without limiting others`, async () => {
    const busy = await actor(ctx);
    const answers = await Promise.all(Array.from({ length: mapRateLimits.locate + 5 }, () => locate('Belgrano', busy)));
    const codes = answers.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(mapRateLimits.locate);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
    expect((await locate('Belgrano')).statusCode).toBe(200);
  });
});
