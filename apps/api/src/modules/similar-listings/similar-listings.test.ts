// GET /api/publication/{id}/similar: «Parecidas». Who may ask (anyone of a public listing, only its owner of a private
// one), what never shows (private listings, the listing itself, other kinds, what the caller decided in the search),
// and that listings are ranked by their current place and price.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publications, type NewPublicationRow, type PublicationRow } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, notFoundBody, type Actor } from '../groups/groups-test-helpers';
import { clearListings, decide, makeListing, makeSearch } from '../searches/core/search-test-helpers';

let ctx: TestContext;
let owner: Actor;
let seller: Actor;
let stranger: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, { name: 'Florencia Díaz' });
  seller = await actor(ctx, { name: 'Martín Acosta' });
  stranger = await actor(ctx, { name: 'Santiago López' });
});
afterAll(() => ctx.close());
beforeEach(() => clearListings(ctx));

/** Palermo, and places at growing distances from it. */
const palermo = { lat: -34.5889, lng: -58.43 };
const nearby = { lat: -34.5905, lng: -58.4275 }; // 300 m
const belgrano = { lat: -34.5627, lng: -58.4565 }; // 3.7 km
const caballito = { lat: -34.6186, lng: -58.4411 }; // 3.5 km
const laPlata = { lat: -34.9214, lng: -57.9544 }; // 55 km

const flat = (who: Actor, values: Partial<NewPublicationRow>) =>
  makeListing(ctx, who, { roomsTotal: 3, areaCovered: 70, amount: 140000, ...palermo, ...values });

const similar = (id: number | string, who: Actor | null, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/publication/${id}/similar${query}`,
    headers: who?.headers ?? {},
  });

async function titlesFor(source: PublicationRow, who: Actor | null = null, query = '') {
  const response = await similar(source.id, who, query);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { title: string }[] }).data.map((item) => item.title);
}

describe('GET /api/publication/{id}/similar', () => {
  it('answers anyone the public listings of the same kind, nearest and most alike first, never private ones', async () => {
    const source = await flat(owner, { title: 'Fuente' });
    await flat(seller, { title: 'Vecino igual', ...nearby });
    await flat(seller, { title: 'En Belgrano', ...belgrano });
    await flat(seller, { title: 'En La Plata', ...laPlata });
    await flat(seller, { title: 'Vecino más caro', ...nearby, amount: 260000 });
    await flat(seller, { title: 'Vecino privado', ...nearby, public: false });
    await flat(seller, { title: 'Vecino en alquiler', ...nearby, operation: 'alquiler', currency: 'ARS' });
    await flat(seller, { title: 'Casa vecina', ...nearby, category: 'casa' });
    for (const who of [null, stranger, owner, seller]) {
      expect(await titlesFor(source, who)).toEqual(['Vecino igual', 'En Belgrano', 'Vecino más caro', 'En La Plata']);
    }
  });

  it('answers each listing as every listing endpoint does, without what only its owner’s team sees', async () => {
    const source = await flat(owner, { title: 'Fuente' });
    await flat(seller, { title: 'Vecino', ...nearby, priority: 'urgente', reference: 'INT-9' });
    const response = await similar(source.id, stranger);
    expect(response.json()).toEqual({
      data: [
        expect.objectContaining({
          title: 'Vecino',
          public: true,
          users: [expect.objectContaining({ id: seller.user.id, name: 'Martín Acosta' })],
          medias: [],
          pivot: expect.objectContaining({ creator: false }),
          priority: null,
          reference: null,
        }),
      ],
    });
    expect((await similar(source.id, seller)).json()).toMatchObject({
      data: [{ title: 'Vecino', priority: 'urgente', reference: 'INT-9', pivot: { creator: true } }],
    });
  });

  it('answers an empty list when nothing is alike', async () => {
    const source = await flat(owner, { title: 'Fuente' });
    await flat(seller, { title: 'Casa', category: 'casa' });
    expect((await similar(source.id, null)).json()).toEqual({ data: [] });
  });

  it('answers 404 for a private listing to everyone but its owner, and for ids that name none', async () => {
    const hidden = await flat(owner, { title: 'Privada', public: false });
    await flat(seller, { title: 'Vecino', ...nearby });
    for (const who of [null, stranger, seller]) {
      const response = await similar(hidden.id, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect(await titlesFor(hidden, owner)).toEqual(['Vecino']);
    for (const id of [hidden.id + 1000, 'abc', 0]) expect((await similar(id, owner)).statusCode).toBe(404);
  });

  it('leaves out what the caller decided in the search, and only the caller’s decisions', async () => {
    const source = await flat(owner, { title: 'Fuente' });
    const liked = await flat(seller, { title: 'Ya elegido', ...nearby });
    const discarded = await flat(seller, { title: 'Ya descartado', ...nearby, amount: 150000 });
    await flat(seller, { title: 'Sin decidir', ...belgrano });
    const search = await makeSearch(ctx, {
      creator: stranger,
      filters: [{ type: 'property', category: 'departamento', operation: 'venta' }],
    });
    await decide(ctx, search, stranger, liked.id, true);
    await decide(ctx, search, stranger, discarded.id, false);
    expect(await titlesFor(source, stranger, `?search_id=${search.id}`)).toEqual(['Sin decidir']);
    expect(await titlesFor(source, seller, `?search_id=${search.id}`)).toHaveLength(3);
    expect(await titlesFor(source, null, `?search_id=${search.id}`)).toHaveLength(3);
    expect(await titlesFor(source, stranger)).toHaveLength(3);
    expect(await titlesFor(source, stranger, `?search_id=${search.uuid.toUpperCase()}`)).toEqual(['Sin decidir']);
    expect((await similar(source.id, stranger, '?search_id=abc')).statusCode).toBe(422);
  });

  it('ranks listings by their current place and price after they move or change it', async () => {
    const source = await flat(owner, { title: 'Fuente' });
    const first = await flat(seller, { title: 'Primera', ...nearby });
    const second = await flat(seller, { title: 'Segunda', ...caballito });
    expect(await titlesFor(source)).toEqual(['Primera', 'Segunda']);
    await ctx.db.update(publications).set(laPlata).where(eq(publications.id, first.id));
    expect(await titlesFor(source)).toEqual(['Segunda', 'Primera']);
    await ctx.db.update(publications).set(nearby).where(eq(publications.id, first.id));
    await ctx.db.update(publications).set(nearby).where(eq(publications.id, second.id));
    await ctx.db.update(publications).set({ amount: 300000 }).where(eq(publications.id, first.id));
    expect(await titlesFor(source)).toEqual(['Segunda', 'Primera']);
    await ctx.db.update(publications).set({ amount: 141000 }).where(eq(publications.id, first.id));
    await ctx.db.update(publications).set({ amountSale: 90000 }).where(eq(publications.id, second.id));
    expect(await titlesFor(source)).toEqual(['Primera', 'Segunda']);
    await ctx.db.update(publications).set({ public: false }).where(eq(publications.id, first.id));
    expect(await titlesFor(source)).toEqual(['Segunda']);
    await ctx.db.delete(publications).where(eq(publications.id, second.id));
    expect(await titlesFor(source)).toEqual([]);
  });

  it('weighs rooms and area among listings in the same place and price per m²', async () => {
    const source = await flat(owner, { title: 'Fuente' });
    await flat(seller, { title: 'Dos ambientes', ...nearby, roomsTotal: 2, areaCovered: 40, amount: 80000 });
    await flat(seller, { title: 'Tres ambientes', ...nearby, roomsTotal: 3, areaCovered: 72, amount: 144000 });
    await flat(seller, { title: 'Sin ambientes', ...nearby, roomsTotal: null, areaCovered: null });
    expect(await titlesFor(source)).toEqual(['Tres ambientes', 'Dos ambientes', 'Sin ambientes']);
  });

  it('answers at most 10', async () => {
    const source = await flat(owner, { title: 'Fuente' });
    for (let index = 0; index < 12; index += 1)
      await flat(seller, { title: `Vecino ${index}`, lat: nearby.lat - index * 0.001, lng: nearby.lng });
    expect(await titlesFor(source)).toEqual(Array.from({ length: 10 }, (_, index) => `Vecino ${index}`));
  });
});
