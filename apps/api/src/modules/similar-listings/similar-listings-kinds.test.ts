// «Parecidas» of clothing (category, brand, size, price), and the listings whose page would not open where they are
// offered: a suspended microsite's user's anywhere, another user's on a microsite's host.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publications, type PublicationRow } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { makeMicrosite, setMicrositeStatus } from '../microsites/host-test-helpers';
import { clearListings, makeGarment, makeListing } from '../searches/core/search-test-helpers';

let ctx: TestContext;
let owner: Actor;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, { name: 'Florencia Díaz' });
  seller = await actor(ctx, { name: 'Martín Acosta' });
});
afterAll(() => ctx.close());
beforeEach(() => clearListings(ctx));

async function titlesFor(source: PublicationRow, host?: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/publication/${source.id}/similar`,
    headers: host ? { host } : {},
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { title: string }[] }).data.map((item) => item.title);
}

const shoe = { category: 'calzado', brand: 'Nike', sizes: ['42'], amount: 90000 };

describe('GET /api/publication/{id}/similar of clothing', () => {
  it('ranks the same category by brand, size and price, and never another category', async () => {
    const source = await makeGarment(ctx, owner, { title: 'Fuente', ...shoe });
    await makeGarment(ctx, seller, { title: 'Nike 42', ...shoe, amount: 95000 });
    await makeGarment(ctx, seller, { title: 'Nike 38', ...shoe, sizes: ['38'] });
    await makeGarment(ctx, seller, { title: 'Adidas 42', ...shoe, brand: 'Adidas' });
    await makeGarment(ctx, seller, { title: 'Nike 42 carísima', ...shoe, amount: 400000 });
    await makeGarment(ctx, seller, { title: 'Remera Nike', ...shoe, category: 'remeras' });
    await makeGarment(ctx, seller, { title: 'Nike 42 privada', ...shoe, public: false });
    expect(await titlesFor(source)).toEqual(['Nike 42', 'Nike 38', 'Adidas 42', 'Nike 42 carísima']);
  });

  it('follows a garment’s current price and brand', async () => {
    const source = await makeGarment(ctx, owner, { title: 'Fuente', ...shoe });
    const first = await makeGarment(ctx, seller, { title: 'Primera', ...shoe, brand: 'Adidas' });
    await makeGarment(ctx, seller, { title: 'Segunda', ...shoe, amount: 120000 });
    expect(await titlesFor(source)).toEqual(['Segunda', 'Primera']);
    await ctx.db.update(publications).set({ brand: 'Nike' }).where(eq(publications.id, first.id));
    expect(await titlesFor(source)).toEqual(['Primera', 'Segunda']);
  });
});

describe('GET /api/publication/{id}/similar and microsites', () => {
  it('leaves out a suspended microsite’s user’s listings, and on a microsite’s host others’ listings', async () => {
    const agent = await actor(ctx, { name: 'Agente del sitio' });
    const site = await makeMicrosite(ctx.db, { name: 'Inmobiliaria Sur', userIds: [agent.user.id] });
    const source = await makeListing(ctx, owner, { title: 'Fuente', lat: -34.5889, lng: -58.43 });
    await makeListing(ctx, agent, { title: 'Del sitio', lat: -34.59, lng: -58.43 });
    await makeListing(ctx, seller, { title: 'De otro', lat: -34.6, lng: -58.43 });
    expect(await titlesFor(source)).toEqual(['Del sitio', 'De otro']);
    expect(await titlesFor(source, site.host)).toEqual(['Del sitio']);
    await setMicrositeStatus(ctx.db, site.id, 'suspended');
    expect(await titlesFor(source)).toEqual(['De otro']);
  });
});
