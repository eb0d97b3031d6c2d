import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mapPlaces } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, guestBody, notFoundBody, type Actor } from '../groups/groups-test-helpers';
import { rememberPlace } from './map.service';

let ctx: TestContext;
let user: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await actor(ctx);
});
afterAll(() => ctx.close());

const autocomplete = (search: string, who: Actor | null = user) =>
  ctx.app.inject({ method: 'POST', url: '/api/map/autocomplete', headers: who?.headers, payload: { search } });
const place = (reference: string, who: Actor | null = user) =>
  ctx.app.inject({ method: 'POST', url: '/api/map/place', headers: who?.headers, payload: { reference } });
const descriptions = async (search: string) =>
  ((await autocomplete(search)).json() as { description: string }[]).map((item) => item.description);

describe('POST /api/map/autocomplete (embedded gazetteer)', () => {
  it('answers descriptions and references, barrios described with the capital', async () => {
    const response = await autocomplete('Palermo');
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toEqual({
      description: 'Palermo, Ciudad Autónoma de Buenos Aires',
      reference: 'neighbourhood:caba:palermo',
    });
  });

  it('ignores accents and case both ways', async () => {
    expect(await descriptions('NUÑEZ')).toContain('Núñez, Ciudad Autónoma de Buenos Aires');
    expect(await descriptions('nunez')).toContain('Núñez, Ciudad Autónoma de Buenos Aires');
    expect((await descriptions('cordoba')).slice(0, 2).sort()).toEqual([
      'Córdoba, Córdoba',
      'Provincia de Córdoba, Argentina',
    ]);
  });

  it('answers nothing under 3 characters, spaces not counted', async () => {
    for (const search of ['', 'pa', '  pa  ', '!!!']) {
      const response = await autocomplete(search);
      expect(response.statusCode, search).toBe(200);
      expect(response.json(), search).toEqual([]);
    }
  });

  it('ranks names starting with the text, then words starting with it, then the text anywhere', async () => {
    const found = await descriptions('rosa');
    expect(found[0]).toBe('Rosario, Santa Fe');
    expect(found).toContain('Santa Rosa, La Pampa');
    expect(found.indexOf('Rosario, Santa Fe')).toBeLessThan(found.indexOf('Santa Rosa, La Pampa'));
    const villa = await descriptions('crespo');
    expect(villa[0]).toBe('Villa Crespo, Ciudad Autónoma de Buenos Aires');
    expect(await descriptions('palermo caba')).toEqual(['Palermo, Ciudad Autónoma de Buenos Aires']);
    expect(await descriptions('100%')).toEqual([]);
  });

  it('offers addresses already used in listings, once each, after the gazetteer', async () => {
    const userId = user.user.id;
    await rememberPlace(ctx.db, { userId, title: 'Av. Santa Fe 3253, Palermo, CABA', lat: -34.5884, lng: -58.4106 });
    await rememberPlace(ctx.db, { userId, title: '  av. santa fe 3253,  Palermo, CABA ', lat: -30, lng: -60 });
    await rememberPlace(ctx.db, {
      userId,
      title: 'Palermo, Ciudad Autónoma de Buenos Aires',
      lat: -34.58,
      lng: -58.43,
    });
    await rememberPlace(ctx.db, { userId, title: 'Fuera del mapa', lat: 95, lng: 0 });
    const used = await ctx.db.select().from(mapPlaces).where(eq(mapPlaces.source, 'used'));
    expect(used.map((row) => [row.description, row.lat])).toEqual([['Av. Santa Fe 3253, Palermo, CABA', -34.5884]]);
    const found = await autocomplete('santa fe 3253');
    expect(found.json()).toEqual([{ description: 'Av. Santa Fe 3253, Palermo, CABA', reference: used[0].reference }]);
    expect((await descriptions('palermo')).at(-1)).toBe('Av. Santa Fe 3253, Palermo, CABA');
    const detail = await place(used[0].reference);
    expect(detail.json()).toMatchObject({
      name: 'Av. Santa Fe 3253',
      geolocation: { type: 'Point', coordinates: [-34.5884, -58.4106] },
    });
  });

  it("never offers one user's saved text to another, not even by its reference", async () => {
    const author = await actor(ctx);
    const other = await actor(ctx);
    await rememberPlace(ctx.db, {
      userId: author.user.id,
      title: 'Comprá ya en example.com, Palermo',
      lat: -34.58,
      lng: -58.42,
    });
    const mine = (await autocomplete('example com', author)).json() as { description: string; reference: string }[];
    expect(mine.map((item) => item.description)).toEqual(['Comprá ya en example.com, Palermo']);
    expect((await autocomplete('example com', other)).json()).toEqual([]);
    expect(
      ((await autocomplete('palermo', other)).json() as { description: string }[]).map((item) => item.description),
    ).not.toContain('Comprá ya en example.com, Palermo');
    const stolen = await place(mine[0].reference, other);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual(notFoundBody);
    expect((await place(mine[0].reference, author)).statusCode).toBe(200);
  });

  it('is for signed-in users: a guest gets 401', async () => {
    const response = await autocomplete('Palermo', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(guestBody);
  });

  it('limits each user to 60 searches a minute, without limiting others', async () => {
    const busy = await actor(ctx);
    for (let i = 0; i < 60; i++) expect((await autocomplete('tandil', busy)).statusCode).toBe(200);
    const limited = await autocomplete('tandil', busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Demasiados intentos, aguarde un momento y vuelva a intentar.' });
    expect((await autocomplete('tandil')).statusCode).toBe(200);
  });
});

describe('POST /api/map/place (embedded gazetteer)', () => {
  it('answers the place with its point as [lat, lng]', async () => {
    const response = await place('neighbourhood:caba:palermo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 'neighbourhood:caba:palermo',
      name: 'Palermo',
      reference: 'neighbourhood:caba:palermo',
      description: 'Palermo, Ciudad Autónoma de Buenos Aires',
      geolocation: { type: 'Point', coordinates: [-34.5781, -58.4265] },
      kind: 'neighbourhood',
    });
  });

  it('answers 404 for an unknown reference, 422 for an empty one, 401 for a guest', async () => {
    expect((await place('neighbourhood:caba:atlantida')).json()).toEqual(notFoundBody);
    expect((await place('neighbourhood:caba:atlantida')).statusCode).toBe(404);
    expect((await place('   ')).statusCode).toBe(422);
    const guest = await place('neighbourhood:caba:palermo', null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
  });
});
