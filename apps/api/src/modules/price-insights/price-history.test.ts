// Price history (product.md, Listings: Price insights): every change of a listing's shown price or currency is kept
// with its date, whoever writes it (the edit form, a synchronizer's statement), and every view of the listing carries
// its last changes and whether it dropped in the last 30 days («Bajó de precio»).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { publicationPriceChanges, publications } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { createListing, propertyFields, sendForm, syncedListing } from '../publications/publications-test-helpers';

let ctx: TestContext;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());

const day = 24 * 60 * 60 * 1000;

async function listing(fields: Record<string, string> = {}) {
  return (await createListing(ctx, seller, propertyFields({ currency: 'USD', amount: '120000', ...fields }))) as {
    id: number;
  };
}

async function edit(id: number, fields: Record<string, string>) {
  const entries = propertyFields({ currency: 'USD', amount: '120000', ...fields });
  const response = await sendForm(ctx, seller, 'POST', `/api/account/publication/${id}`, [
    ['_method', 'PUT'],
    ...entries,
  ]);
  expect(response.statusCode, response.body).toBe(200);
}

async function view(id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/account/publication/${id}`,
    headers: seller.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { price_changes: unknown[]; price_dropped: boolean };
}

const kept = (id: number) =>
  ctx.db
    .select({
      oldCurrency: publicationPriceChanges.oldCurrency,
      oldPrice: publicationPriceChanges.oldPrice,
      currency: publicationPriceChanges.currency,
      price: publicationPriceChanges.price,
      changedAt: publicationPriceChanges.changedAt,
    })
    .from(publicationPriceChanges)
    .where(eq(publicationPriceChanges.publicationId, id))
    .orderBy(asc(publicationPriceChanges.id));

describe('the price history', () => {
  it('keeps a drop by the edit form with the edit’s date, and the listing shows «Bajó de precio»', async () => {
    const { id } = await listing();
    expect(await view(id)).toMatchObject({ price_changes: [], price_dropped: false });
    ctx.clock.advance(day);
    await edit(id, { amount: '114000' });
    const at = ctx.clock.now();
    expect(await kept(id)).toEqual([
      { oldCurrency: 'USD', oldPrice: 120000, currency: 'USD', price: 114000, changedAt: at },
    ]);
    expect(await view(id)).toEqual(
      expect.objectContaining({
        price_changes: [
          { at: at.toISOString(), old_currency: 'USD', old_price: 120000, currency: 'USD', price: 114000 },
        ],
        price_dropped: true,
      }),
    );
    // 29 days later it still shows; at 30 it no longer does.
    ctx.clock.advance(29 * day);
    expect((await view(id)).price_dropped).toBe(true);
    ctx.clock.advance(day);
    expect((await view(id)).price_dropped).toBe(false);
  });

  it('counts the offer as the shown price, and a rise after a drop takes the badge away', async () => {
    const { id } = await listing();
    ctx.clock.advance(60_000);
    await edit(id, { amount_sale: '100000' });
    expect((await view(id)).price_dropped).toBe(true);
    await edit(id, { amount: '130000', amount_sale: '' });
    const changes = (await kept(id)).map(({ oldPrice, price }) => [oldPrice, price]);
    expect(changes).toEqual([
      [120000, 100000],
      [100000, 130000],
    ]);
    expect((await view(id)).price_dropped).toBe(false);
  });

  it('keeps a change of currency, and a price that comes or goes, but no badge for them', async () => {
    const { id } = await listing();
    await edit(id, { currency: 'ARS', amount: '100000000' });
    await edit(id, { currency: 'ARS', amount: '' });
    await edit(id, { currency: 'USD', amount: '90000' });
    expect(
      (await kept(id)).map(({ oldCurrency, oldPrice, currency, price }) => [oldCurrency, oldPrice, currency, price]),
    ).toEqual([
      ['USD', 120000, 'ARS', 100000000],
      ['ARS', 100000000, 'ARS', null],
      ['ARS', null, 'USD', 90000],
    ]);
    expect((await view(id)).price_dropped).toBe(false);
  });

  it('keeps nothing for an edit that leaves the price alone, nor for the counters’ updates', async () => {
    const { id } = await listing();
    await edit(id, { title: 'Otro título', amount: '120000' });
    await ctx.db.update(publications).set({ likeCount: 3 }).where(eq(publications.id, id));
    expect(await kept(id)).toEqual([]);
  });

  it('keeps a synchronizer’s change, written straight to the table, all of them, and the newest five on the row', async () => {
    const row = await syncedListing(ctx, seller, { currency: 'USD', amount: 200000 });
    for (const amount of [190000, 180000, 185000, 170000, 160000, 150000]) {
      ctx.clock.advance(60_000);
      await ctx.db.update(publications).set({ amount, updatedAt: ctx.clock.now() }).where(eq(publications.id, row.id));
    }
    expect((await kept(row.id)).map((change) => change.price)).toEqual([
      190000, 180000, 185000, 170000, 160000, 150000,
    ]);
    const [stored] = await ctx.db.select().from(publications).where(eq(publications.id, row.id));
    expect(stored.priceChanges.map((change) => change.price)).toEqual([180000, 185000, 170000, 160000, 150000]);
  });

  it('dates a change made without a new updated_at by the transaction’s time', async () => {
    const { id } = await listing();
    await ctx.db.execute(sql`update publications set amount = 1000 where id = ${id}`);
    const [change] = await kept(id);
    expect(Math.abs(change.changedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('goes with the listing when it is deleted', async () => {
    const { id } = await listing();
    await edit(id, { amount: '100000' });
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/publication/${id}`,
      headers: seller.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await kept(id)).toEqual([]);
  });
});
