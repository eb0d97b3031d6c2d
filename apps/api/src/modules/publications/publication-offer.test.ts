// The offer (amount_sale) is a lowered price: never above the price, on create and on edit. Both amounts share the
// listing's one currency, so they compare as sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { actor } from '../groups/groups-test-helpers';
import { createListing, listingState, propertyFields, sendForm } from './publications-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const offerBody = {
  message: 'La oferta no puede superar el precio.',
  errors: { amount_sale: ['La oferta no puede superar el precio.'] },
};

describe('the offer of a listing', () => {
  it('answers 422 on the offer when it is above the price, writing nothing', async () => {
    const owner = await actor(ctx);
    const before = await listingState(ctx);
    const response = await sendForm(
      ctx,
      owner,
      'POST',
      '/api/account/publication',
      propertyFields({ amount: '185000', amount_sale: '185001' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(offerBody);
    expect(await listingState(ctx)).toEqual(before);
  });

  it('takes an offer below or equal to the price, and an offer without a price', async () => {
    const owner = await actor(ctx);
    expect(await createListing(ctx, owner, propertyFields({ amount: '185000', amount_sale: '170000' }))).toMatchObject({
      amount: 185000,
      amount_sale: 170000,
    });
    expect(await createListing(ctx, owner, propertyFields({ amount: '185000', amount_sale: '185000' }))).toMatchObject({
      amount: 185000,
      amount_sale: 185000,
    });
    // An empty or zero price is no price (product.md, Listings): there is nothing to compare with.
    expect(await createListing(ctx, owner, propertyFields({ amount: '0', amount_sale: '90000' }))).toMatchObject({
      amount: null,
      amount_sale: 90000,
    });
  });

  it('refuses an edit that raises the offer above the price, or lowers the price below the offer', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner, propertyFields({ amount: '185000', amount_sale: '170000' }));
    for (const overrides of [
      { amount: '185000', amount_sale: '190000' },
      { amount: '160000', amount_sale: '170000' },
    ]) {
      const response = await sendForm(
        ctx,
        owner,
        'PUT',
        `/api/account/publication/${listing.id}`,
        propertyFields(overrides),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(response.json()).toEqual(offerBody);
    }
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/publication/${listing.id}`,
      headers: owner.headers,
    });
    expect(shown.json()).toMatchObject({ amount: 185000, amount_sale: 170000 });
  });
});
