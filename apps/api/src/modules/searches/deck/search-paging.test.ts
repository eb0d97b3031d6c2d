import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchFilterInput } from '@vitrina/shared/searches';
import { publications } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import {
  clearListings,
  countOf,
  decide,
  drain,
  makeGarment,
  makeListing,
  makeSearch,
  resultIds,
} from '../core/search-test-helpers';

let ctx: TestContext;
let owner: Actor;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  seller = await actor(ctx, { name: 'Inmobiliaria Palermo' });
});
afterAll(() => ctx.close());
beforeEach(() => clearListings(ctx));

const flat: SearchFilterInput = { type: 'property', category: 'departamento' };
const shirt: SearchFilterInput = { type: 'clothing', category: 'remeras' };

describe('orders', () => {
  it('relevance: highest first, ties by the newest id', async () => {
    const low = await makeListing(ctx, seller, { relevance: 1 });
    const tiedA = await makeListing(ctx, seller, { relevance: 5 });
    const tiedB = await makeListing(ctx, seller, { relevance: 5, operation: 'alquiler', currency: 'ARS' });
    const high = await makeGarment(ctx, seller, { relevance: 9 });
    const search = await makeSearch(ctx, { creator: owner, filters: [flat, shirt], order: 'relevance' });
    expect(await resultIds(ctx, search, owner)).toEqual([high.id, tiedB.id, tiedA.id, low.id]);
  });

  it('recent: newest listed first, ties by the newest id', async () => {
    const old = await makeListing(ctx, seller, { hoursAgo: 50, relevance: 9 });
    const tiedA = await makeGarment(ctx, seller, { hoursAgo: 2 });
    const tiedB = await makeListing(ctx, seller, { hoursAgo: 2 });
    const fresh = await makeListing(ctx, seller, { hoursAgo: 1, operation: 'alquiler' });
    const search = await makeSearch(ctx, { creator: owner, filters: [flat, shirt], order: 'recent' });
    expect(await resultIds(ctx, search, owner)).toEqual([fresh.id, tiedB.id, tiedA.id, old.id]);
  });

  it('price ascending: dólares, then pesos, each cheapest first, ties by id, listings without price last', async () => {
    const noPriceA = await makeListing(ctx, seller, { amount: null, currency: null });
    const pesosHigh = await makeListing(ctx, seller, { currency: 'ARS', amount: 900_000, operation: 'alquiler' });
    const dollarsHigh = await makeListing(ctx, seller, { currency: 'USD', amount: 300_000 });
    const dollarsTiedA = await makeListing(ctx, seller, { currency: 'USD', amount: 100_000 });
    const pesosLow = await makeListing(ctx, seller, { currency: 'ARS', amount: 500 });
    const dollarsTiedB = await makeListing(ctx, seller, { currency: 'USD', amount: 100_000, operation: 'alquiler' });
    const noPriceB = await makeListing(ctx, seller, { amount: null, currency: 'USD' });
    const search = await makeSearch(ctx, { creator: owner, filters: [flat], order: 'price_asc' });
    expect(await resultIds(ctx, search, owner)).toEqual([
      dollarsTiedA.id,
      dollarsTiedB.id,
      dollarsHigh.id,
      pesosLow.id,
      pesosHigh.id,
      noPriceA.id,
      noPriceB.id,
    ]);
  });

  it('price descending: dólares, then pesos, each dearest first, ties by the newest id, without price last', async () => {
    const noPriceA = await makeListing(ctx, seller, { amount: null, currency: null });
    const pesosHigh = await makeListing(ctx, seller, { currency: 'ARS', amount: 900_000 });
    const dollarsTiedA = await makeListing(ctx, seller, { currency: 'USD', amount: 100_000 });
    const dollarsHigh = await makeListing(ctx, seller, { currency: 'USD', amount: 300_000 });
    const pesosLow = await makeListing(ctx, seller, { currency: 'ARS', amount: 500 });
    const dollarsTiedB = await makeListing(ctx, seller, { currency: 'USD', amount: 100_000 });
    const noPriceB = await makeListing(ctx, seller, { amount: null, currency: 'ARS' });
    const search = await makeSearch(ctx, { creator: owner, filters: [flat], order: 'price_desc' });
    expect(await resultIds(ctx, search, owner)).toEqual([
      dollarsHigh.id,
      dollarsTiedB.id,
      dollarsTiedA.id,
      pesosHigh.id,
      pesosLow.id,
      noPriceB.id,
      noPriceA.id,
    ]);
  });

  it('a filter that names a currency orders by amount within it alone', async () => {
    const cheap = await makeListing(ctx, seller, { currency: 'ARS', amount: 100, operation: 'alquiler' });
    const dear = await makeListing(ctx, seller, { currency: 'ARS', amount: 1_000, operation: 'alquiler' });
    await makeListing(ctx, seller, { currency: 'USD', amount: 50, operation: 'alquiler' });
    const search = await makeSearch(ctx, {
      creator: owner,
      filters: [{ ...flat, operation: 'alquiler', amount: { max: 5_000 } }],
      order: 'price_asc',
    });
    expect(await resultIds(ctx, search, owner)).toEqual([cheap.id, dear.id]);
  });

  it('filters with and without a currency list dólares first, then pesos, each listing once', async () => {
    const pesosCheap = await makeListing(ctx, seller, { currency: 'ARS', amount: 100, operation: 'alquiler' });
    const dollars = await makeListing(ctx, seller, { currency: 'USD', amount: 90_000 });
    const pesosDear = await makeListing(ctx, seller, { currency: 'ARS', amount: 800_000, operation: 'alquiler' });
    const search = await makeSearch(ctx, {
      creator: owner,
      filters: [flat, { ...flat, operation: 'alquiler', currency: 'ARS', amount: { max: 1_000_000 } }],
      order: 'price_asc',
    });
    expect(await resultIds(ctx, search, owner)).toEqual([dollars.id, pesosCheap.id, pesosDear.id]);
  });
});

describe('paging to the end', () => {
  async function catalogue(count: number) {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const values = { relevance: index % 4, amount: 1_000 * (index % 5), hoursAgo: index % 3 };
      ids.push((await (index % 3 === 0 ? makeGarment : makeListing)(ctx, seller, values)).id);
    }
    return ids;
  }

  for (const order of ['relevance', 'recent', 'price_asc', 'price_desc'] as const)
    it(`shows every listing once, page after page, deciding each (${order})`, async () => {
      const ids = await catalogue(27);
      const search = await makeSearch(ctx, { creator: owner, filters: [flat, shirt], order });
      const seen: number[] = [];
      for (;;) {
        const page = await resultIds(ctx, search, owner);
        for (const id of page) await decide(ctx, search, owner, id, id % 2 === 0);
        seen.push(...page);
        if (page.length < 10) break;
      }
      expect(seen).toHaveLength(27);
      expect([...seen].sort((a, b) => a - b)).toEqual(ids);
      expect((await countOf(ctx, search, owner)).json()).toEqual({ count: 0 });
    });

  it('a visitor pages by except and sees every listing once', async () => {
    const ids = await catalogue(23);
    const search = await makeSearch(ctx, { creator: null, filters: [flat, shirt], order: 'price_desc' });
    const seen = await drain(ctx, search, null);
    expect(seen).toHaveLength(23);
    expect([...seen].sort((a, b) => a - b)).toEqual(ids);
  });

  it('shows a listing whose relevance rose above the cursor before the final slide, and skips none that fell', async () => {
    const ids = await catalogue(30);
    const search = await makeSearch(ctx, { creator: owner, filters: [flat, shirt] });
    const held: number[] = [];
    const first = await resultIds(ctx, search, owner);
    held.push(...first);
    // Between pages: a listing not shown yet jumps above everything, and a shown one falls to the bottom.
    const riser = ids.find((id) => !held.includes(id))!;
    await ctx.db.update(publications).set({ relevance: 100 }).where(eq(publications.id, riser));
    await ctx.db.update(publications).set({ relevance: -1 }).where(eq(publications.id, first[0]));
    const second = await resultIds(ctx, search, owner, held);
    // It rose above the cursor: the pages go on from the cursor, and the sweep before the final slide brings it.
    expect(second).not.toContain(riser);
    held.push(...second);
    // A not-yet-shown listing falls to the bottom: it still comes, last.
    const faller = ids.find((id) => !held.includes(id) && id !== riser)!;
    await ctx.db.update(publications).set({ relevance: -5 }).where(eq(publications.id, faller));
    for (;;) {
      const page = await resultIds(ctx, search, owner, held);
      held.push(...page);
      if (page.length < 10) break;
    }
    expect(held.slice(-2).sort()).toEqual([riser, faller].sort());
    expect(held).toHaveLength(30);
    expect([...held].sort((a, b) => a - b)).toEqual(ids);
  });
});
