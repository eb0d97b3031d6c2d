import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, guestBody, type Actor } from '../groups/groups-test-helpers';
import { createListing, propertyFields, sendForm } from './publications-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('addresses of listings', () => {
  it('are offered by the address autocomplete once a listing used them', async () => {
    const owner = await actor(ctx);
    const search = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/map/autocomplete',
        headers: owner.headers,
        payload: { search: 'cabildo 2040' },
      });
    expect((await search()).json()).toEqual([]);

    await createListing(
      ctx,
      owner,
      propertyFields({
        'address[title]': 'Av. Cabildo 2040, Belgrano, Ciudad Autónoma de Buenos Aires',
        'address[lat]': '-34.5596',
        'address[lng]': '-58.4607',
      }),
    );
    const [found] = (await search()).json() as { description: string; reference: string }[];
    expect(found.description).toBe('Av. Cabildo 2040, Belgrano, Ciudad Autónoma de Buenos Aires');
    const place = await ctx.app.inject({
      method: 'POST',
      url: '/api/map/place',
      headers: owner.headers,
      payload: { reference: found.reference },
    });
    expect(place.json().geolocation.coordinates).toEqual([-34.5596, -58.4607]);
  });
});

describe('who is offered a listing’s address', () => {
  const search = (who: Actor | null, text: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/map/autocomplete', headers: who?.headers, payload: { search: text } });
  const offered = async (who: Actor, text: string) =>
    ((await search(who, text)).json() as { description: string }[]).map((item) => item.description);
  const withAddress = (title: string, isPublic = '1') =>
    propertyFields({ 'address[title]': title, 'address[lat]': '-34.56', 'address[lng]': '-58.46', public: isPublic });
  const remove = (who: Actor, id: number) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/account/publication/${id}`, headers: who.headers });

  it('offers it to its author only, whether the listing is public or private', async () => {
    const author = await actor(ctx);
    const other = await actor(ctx);
    await createListing(ctx, author, withAddress('Virrey del Pino 2450, Belgrano, CABA', '1'));
    await createListing(ctx, author, withAddress('Sucre 1880, Belgrano, CABA', '0'));
    expect(await offered(author, 'virrey del pino 2450')).toEqual(['Virrey del Pino 2450, Belgrano, CABA']);
    expect(await offered(author, 'sucre 1880')).toEqual(['Sucre 1880, Belgrano, CABA']);
    expect(await offered(other, 'virrey del pino 2450')).toEqual([]);
    expect(await offered(other, 'sucre 1880')).toEqual([]);
    // The gazetteer stays everyone's.
    expect(await offered(other, 'belgrano')).toContain('Belgrano, Ciudad Autónoma de Buenos Aires');
    expect(await offered(other, 'belgrano')).not.toContain('Sucre 1880, Belgrano, CABA');
  });

  it('stops offering it once the last listing of its author that used it is deleted', async () => {
    const author = await actor(ctx);
    const other = await actor(ctx);
    const first = (await createListing(ctx, author, withAddress('Juramento 2100, Belgrano, CABA'))) as { id: number };
    const second = (await createListing(ctx, author, withAddress('  juramento 2100,  Belgrano, CABA'))) as {
      id: number;
    };
    await createListing(ctx, other, withAddress('Juramento 2100, Belgrano, CABA'));
    expect(await offered(author, 'juramento 2100')).toEqual(['Juramento 2100, Belgrano, CABA']);

    expect((await remove(author, first.id)).statusCode).toBe(200);
    expect(await offered(author, 'juramento 2100')).toEqual(['Juramento 2100, Belgrano, CABA']);
    expect((await remove(author, second.id)).statusCode).toBe(200);
    expect(await offered(author, 'juramento 2100')).toEqual([]);
    // Another author's listing with the same address keeps theirs.
    expect(await offered(other, 'juramento 2100')).toEqual(['Juramento 2100, Belgrano, CABA']);
  });

  it('stops offering an address its author’s listing no longer has after an edit', async () => {
    const author = await actor(ctx);
    const listing = (await createListing(ctx, author, withAddress('Echeverría 1500, Belgrano, CABA'))) as {
      id: number;
    };
    const edited = await sendForm(ctx, author, 'POST', `/api/account/publication/${listing.id}`, [
      ['_method', 'PUT'],
      ...withAddress('Mendoza 2300, Belgrano, CABA'),
    ]);
    expect(edited.statusCode).toBe(200);
    expect(await offered(author, 'echeverria 1500')).toEqual([]);
    expect(await offered(author, 'mendoza 2300')).toEqual(['Mendoza 2300, Belgrano, CABA']);
  });

  it('remembers an address once however many listings save it at the same time', async () => {
    const author = await actor(ctx);
    const saved = await Promise.all(
      Array.from({ length: 8 }, () => createListing(ctx, author, withAddress('Zapiola 1200, Colegiales, CABA'))),
    );
    expect(saved).toHaveLength(8);
    expect(await offered(author, 'zapiola 1200')).toEqual(['Zapiola 1200, Colegiales, CABA']);
  });

  it('answers a guest 401', async () => {
    const response = await search(null, 'juramento 2100');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(guestBody);
  });
});
