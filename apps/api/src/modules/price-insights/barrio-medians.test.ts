// Barrio medians (product.md, Listings: Price insights): a listing's barrio is the gazetteer barrio nearest its point,
// kept by a trigger; the worker keeps the median price per m² of the public property listings of each barrio, category,
// operation and currency; a listing shows its barrio's median only from 10 listings on. Private listings never count.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { barrioPriceMedians, publications, type NewPublicationRow } from '../../db/schema/index';
import { jobHandlers, recurringJobs } from '../../jobs/registry';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { barrioMediansJob } from './barrio-medians.job';
import { refreshBarrioMedians } from './barrio-medians.queries';

let ctx: TestContext;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(publications);
});

const palermo = { lat: -34.5781, lng: -58.4265 };
const belgrano = { lat: -34.5627, lng: -58.4583 };

/** `count` flats for sale in US$ around a point, the n-th at (base + 100·n) per covered m² of 50 m². */
async function flats(count: number, values: Partial<NewPublicationRow> = {}, base = 2000) {
  const rows = Array.from({ length: count }, (_, n) => ({
    userId: seller.user.id,
    title: `Departamento ${n + 1}`,
    type: 'property',
    category: 'departamento',
    operation: 'venta',
    currency: 'USD',
    amount: (base + 100 * n) * 50,
    areaCovered: 50,
    areaTotal: 60,
    ...palermo,
    ...values,
  }));
  return ctx.db.insert(publications).values(rows).returning();
}

async function view(id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/account/publication/${id}`,
    headers: seller.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().barrio_price;
}

const refresh = () => refreshBarrioMedians(ctx.db, ctx.clock.now());

describe('a listing’s barrio', () => {
  it('is the gazetteer barrio nearest its point, follows it when it moves, and is none far from any', async () => {
    const [flat] = await flats(1);
    expect(flat.barrio).toBe('neighbourhood:caba:palermo');
    const [moved] = await ctx.db.update(publications).set(belgrano).where(eq(publications.id, flat.id)).returning();
    expect(moved.barrio).toBe('neighbourhood:caba:belgrano');
    const [atSea] = await ctx.db
      .update(publications)
      .set({ lat: -45, lng: -50 })
      .where(eq(publications.id, flat.id))
      .returning();
    expect(atSea.barrio).toBeNull();
  });
});

describe('the barrio medians', () => {
  it('are the median price per m² of the public listings, shown from 10 on, private ones never counting', async () => {
    // 2000, 2100 … 2900 per m²: the median is 2450.
    const listed = await flats(10);
    // Private listings, however dear, count for nothing.
    await flats(5, { public: false }, 9000);
    await refresh();
    expect(await view(listed[0].id)).toEqual({ name: 'Palermo', median: 2450, listings: 10 });
    // A private listing is shown its barrio's median too, without counting in it.
    const [hidden] = await flats(1, { public: false });
    expect(await view(hidden.id)).toEqual({ name: 'Palermo', median: 2450, listings: 10 });
  });

  it('are not shown under 10 listings, nor across category, operation or currency', async () => {
    const listed = await flats(9);
    await flats(3, { operation: 'alquiler' });
    await flats(3, { currency: 'ARS', amount: 100_000_000 });
    await flats(3, { category: 'casa' });
    await refresh();
    expect(await view(listed[0].id)).toBeNull();
    const rows = await ctx.db.select().from(barrioPriceMedians);
    expect(rows.map((row) => [row.category, row.operation, row.currency, row.listings]).sort()).toEqual([
      ['casa', 'venta', 'USD', 3],
      ['departamento', 'alquiler', 'USD', 3],
      ['departamento', 'venta', 'ARS', 3],
      ['departamento', 'venta', 'USD', 9],
    ]);
  });

  it('follow listings that change barrio, currency or price, and that become private', async () => {
    const listed = await flats(12);
    await refresh();
    expect(await view(listed[0].id)).toMatchObject({ listings: 12, median: 2550 });
    // One moves to Belgrano, one turns to pesos, one goes private: 9 left, under the minimum.
    await ctx.db.update(publications).set(belgrano).where(eq(publications.id, listed[11].id));
    await ctx.db.update(publications).set({ currency: 'ARS' }).where(eq(publications.id, listed[10].id));
    await ctx.db.update(publications).set({ public: false }).where(eq(publications.id, listed[9].id));
    await refresh();
    expect(await view(listed[0].id)).toBeNull();
    // Back to 10, and the cheapest doubles its price: 2100 … 2900 and 4000 → median (2500 + 2600) / 2.
    await ctx.db.update(publications).set({ public: true }).where(eq(publications.id, listed[9].id));
    await ctx.db
      .update(publications)
      .set({ amount: 4000 * 50 })
      .where(eq(publications.id, listed[0].id));
    await refresh();
    expect(await view(listed[1].id)).toEqual({ name: 'Palermo', median: 2550, listings: 10 });
    // Nobody counts a listing without a price or an area, and the total area stands in for a missing covered one.
    await ctx.db
      .update(publications)
      .set({ amount: null })
      .where(inArray(publications.id, [listed[1].id]));
    await ctx.db
      .update(publications)
      .set({ areaCovered: null, areaTotal: 50 })
      .where(eq(publications.id, listed[2].id));
    await refresh();
    expect(await view(listed[2].id)).toBeNull();
  });

  it('survive two refreshes at once, and the worker keeps them every hour', async () => {
    await flats(10);
    await Promise.all([refresh(), refresh(), refresh()]);
    expect(await ctx.db.select().from(barrioPriceMedians)).toHaveLength(1);
    expect(jobHandlers[barrioMediansJob]).toBeDefined();
    expect(recurringJobs).toContainEqual({ type: barrioMediansJob, everyMs: 60 * 60 * 1000 });
  });
});
