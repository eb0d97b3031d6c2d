// The deck's cards carry the price insights read in the page's own statement: the barrio's median (one probe of its
// primary key per card) and «Bajó de precio»; a private listing never shows in a visitor's deck nor counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { publications } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { makeListing, makeSearch, resultsOf } from '../searches/core/search-test-helpers';
import { refreshBarrioMedians } from './barrio-medians.queries';

let ctx: TestContext;
let owner: Actor;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  seller = await actor(ctx, { name: 'Inmobiliaria Palermo' });
});
afterAll(() => ctx.close());

describe('the deck’s cards', () => {
  it('carry the barrio’s median and «Bajó de precio», and no private listing', async () => {
    const listed = [];
    for (let n = 0; n < 10; n++) {
      listed.push(
        await makeListing(ctx, seller, {
          title: `Departamento ${n + 1}`,
          currency: 'USD',
          amount: (2000 + 100 * n) * 50,
          areaCovered: 50,
          lat: -34.5781,
          lng: -58.4265,
          relevance: 10 - n,
        }),
      );
    }
    const hidden = await makeListing(ctx, seller, {
      title: 'Privada',
      currency: 'USD',
      amount: 9_000_000,
      areaCovered: 50,
      lat: -34.5781,
      lng: -58.4265,
      public: false,
      relevance: 20,
    });
    await refreshBarrioMedians(ctx.db, ctx.clock.now());
    ctx.clock.advance(60_000);
    await ctx.db
      .update(publications)
      .set({ amount: 1900 * 50, updatedAt: ctx.clock.now() })
      .where(eq(publications.id, listed[0].id));

    const search = await makeSearch(ctx, {
      creator: owner,
      filters: [{ type: 'property', category: 'departamento', operation: 'venta' }],
    });
    const response = await resultsOf(ctx, search, owner);
    expect(response.statusCode, response.body).toBe(200);
    const cards = response.json() as { id: number; barrio_price: unknown; price_dropped: boolean }[];
    expect(cards.map((card) => card.id)).not.toContain(hidden.id);
    expect(cards[0]).toMatchObject({
      id: listed[0].id,
      price_dropped: true,
      barrio_price: { name: 'Palermo', median: 2450, listings: 10 },
    });
    expect(cards[1]).toMatchObject({ price_dropped: false, barrio_price: { listings: 10 } });
  });
});
