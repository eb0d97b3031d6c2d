import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, guestBody, type Actor } from '../groups/groups-test-helpers';
import { createListing, jpegFile, propertyFields, syncedListing, type FormEntry } from './publications-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const list = (who: Actor | null, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/account/publication${query}`, headers: who?.headers ?? {} });

const titles = (body: { data: { title: string }[] }) => body.data.map((item) => item.title);

describe('GET /api/account/publication', () => {
  let owner: Actor;
  beforeAll(async () => {
    owner = await actor(ctx);
    // Created a minute apart: Casa first, then Departamento, PH, and the synchronized Cochera last.
    await createListing(
      ctx,
      owner,
      propertyFields({ title: 'Casa en Bella Vista', category: 'casa', reference: 'BV-9', description: 'Con pileta' }),
    );
    ctx.clock.advance(60_000);
    await createListing(ctx, owner, [
      ...propertyFields({ title: 'departamento en Palermo', reference: 'PAL-1' }),
      ['medias[]', await jpegFile()],
    ]);
    ctx.clock.advance(60_000);
    await createListing(
      ctx,
      owner,
      propertyFields({ title: 'PH en Caballito', category: 'ph', reference: '50%_off', public: '0' }),
    );
    ctx.clock.advance(60_000);
    await syncedListing(ctx, owner, { title: 'Cochera en Belgrano', category: 'cochera', code: 'FEED-123' });
    // Someone else's listing never shows.
    await createListing(ctx, await actor(ctx), propertyFields({ title: 'Casa ajena' }));
  });

  it('lists the user’s listings (made and synchronized) by title ascending, 20 a page, by default', async () => {
    const response = await list(owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(titles(body)).toEqual([
      'Casa en Bella Vista',
      'Cochera en Belgrano',
      'departamento en Palermo',
      'PH en Caballito',
    ]);
    expect(body).toMatchObject({ current_page: 1, last_page: 1, total: 4, prev_page_url: null, next_page_url: null });
    expect(body.data[1]).toMatchObject({ created_by: 'synchronizer', pivot: { creator: true } });
    expect(body.data[2].medias).toHaveLength(1);
    expect(body.data[3]).toMatchObject({ public: false });
  });

  it('orders by listed_at or created_at either way, and pages', async () => {
    expect(titles((await list(owner, '?orderBy=listed_at&orderMethod=desc')).json())).toEqual([
      'Cochera en Belgrano',
      'PH en Caballito',
      'departamento en Palermo',
      'Casa en Bella Vista',
    ]);
    expect(titles((await list(owner, '?orderBy=created_at&orderMethod=asc')).json())[0]).toBe('Casa en Bella Vista');
    const page2 = (await list(owner, '?orderBy=title&take=3&page=2')).json();
    expect(page2).toMatchObject({ current_page: 2, last_page: 2, total: 4, next_page_url: null });
    expect(page2.prev_page_url).toBe('http://vitrina.test/api/account/publication?orderBy=title&take=3&page=1');
    expect(titles(page2)).toEqual(['PH en Caballito']);
  });

  it('searches title, description, reference and code, case-insensitively and literally', async () => {
    const search = async (text: string) => titles((await list(owner, `?search=${encodeURIComponent(text)}`)).json());
    expect(await search('PALERMO')).toEqual(['departamento en Palermo']);
    expect(await search('pileta')).toEqual(['Casa en Bella Vista']);
    expect(await search('bv-9')).toEqual(['Casa en Bella Vista']);
    expect(await search('feed-123')).toEqual(['Cochera en Belgrano']);
    expect(await search('%_')).toEqual(['PH en Caballito']);
    expect(await search('ajena')).toEqual([]);
  });

  it('refuses an unknown order with 422 and a guest with 401', async () => {
    const bad = await list(owner, '?orderBy=amount');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ orderBy: ['El valor elegido no es válido'] });
    const guest = await list(null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
  });
});

describe('POST /api/account/publication/field', () => {
  const suggest = (who: Actor | null, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/account/publication/field', headers: who?.headers ?? {}, payload });

  it('suggests the values the user already used, most used first, filtered by search', async () => {
    const seller = await actor(ctx);
    const clothing = (
      brand: string,
      tags: string[],
      stock: [string, string][],
      agents: string[],
      reference: string,
    ): FormEntry[] => [
      ['title', `Prenda ${brand}`],
      ['type', 'clothing'],
      ['category', 'remeras'],
      ['reference', reference],
      ['extras[brand]', brand],
      ...tags.map((tag): FormEntry => ['extras[tags][]', tag]),
      ...stock.flatMap(([color, size], i): FormEntry[] => [
        [`extras[stock][${i}][color]`, color],
        [`extras[stock][${i}][size]`, size],
      ]),
      ...agents.map((agent): FormEntry => ['agents[]', agent]),
    ];
    await createListing(
      ctx,
      seller,
      clothing(
        'Nike',
        ['algodón', 'verano'],
        [
          ['rojo', 'M'],
          ['azul', 'L'],
        ],
        ['Ana'],
        'R-1',
      ),
    );
    await createListing(ctx, seller, clothing('Adidas', ['verano'], [['rojo', 'S']], ['Ana', 'Bruno'], 'R-2'));
    await createListing(ctx, seller, clothing('Nike', ['Oferta'], [['negro', 'M']], [], 'R-3'));
    // Another user's values are never offered.
    await createListing(ctx, await actor(ctx), clothing('Puma', ['ajeno'], [['verde', 'XL']], ['Zoe'], 'X-1'));

    const values = async (payload: Record<string, unknown>) => {
      const response = await suggest(seller, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await values({ name: 'tags' })).toEqual(['verano', 'algodón', 'Oferta']);
    expect(await values({ name: 'brand' })).toEqual(['Nike', 'Adidas']);
    expect(await values({ name: 'sizes' })).toEqual(['M', 'L', 'S']);
    expect(await values({ name: 'colors' })).toEqual(['rojo', 'azul', 'negro']);
    expect(await values({ name: 'agents' })).toEqual(['Ana', 'Bruno']);
    expect(await values({ name: 'reference' })).toEqual(['R-1', 'R-2', 'R-3']);
    expect(await values({ name: 'tags', search: 'VER' })).toEqual(['verano']);
    expect(await values({ name: 'brand', search: 'x' })).toEqual([]);
  });

  it('offers at most 20 values', async () => {
    const seller = await actor(ctx);
    const tags = Array.from({ length: 25 }, (_, i) => `etiqueta-${String(i).padStart(2, '0')}`);
    await createListing(ctx, seller, [...propertyFields({ 'extras[tags][]': tags })]);
    const response = await suggest(seller, { name: 'tags' });
    expect(response.json()).toHaveLength(20);
    expect(response.json()[0]).toBe('etiqueta-00');
  });

  it('refuses an unknown field with 422 and a guest with 401', async () => {
    const seller = await actor(ctx);
    const bad = await suggest(seller, { name: 'title' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: ['El valor elegido no es válido'] });
    expect((await suggest(null, { name: 'tags' })).statusCode).toBe(401);
  });
});
