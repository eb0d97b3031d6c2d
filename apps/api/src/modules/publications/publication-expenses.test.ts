// Expensas, the monthly building fee in pesos, through the form and back out in the Publication. A JSON feed's and
// an Octoparse task's are read in modules/synchronizer (feed-expenses.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { actor } from '../groups/groups-test-helpers';
import { createListing, propertyFields, sendForm } from './publications-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('expensas of a listing', () => {
  it('are kept from the form, answered in extras, and cleared when the form sends them empty', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner, propertyFields({ 'extras[expenses]': '95000' }));
    expect(listing.extras).toMatchObject({ expenses: 95000 });

    const shown = await ctx.app.inject({ url: `/api/account/publication/${listing.id}`, headers: owner.headers });
    expect(shown.json().extras.expenses).toBe(95000);

    const url = `/api/account/publication/${listing.id}`;
    const cleared = await sendForm(ctx, owner, 'POST', url, [
      ...propertyFields({ 'extras[expenses]': '' }),
      ['_method', 'PUT'],
    ]);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().extras.expenses).toBeNull();
  });

  it('refuse a negative or fractional amount with 422 on the field, writing nothing', async () => {
    const owner = await actor(ctx);
    for (const value of ['-5', '1500.5']) {
      const response = await sendForm(ctx, owner, 'POST', '/api/account/publication', [
        ...propertyFields({ 'extras[expenses]': value }),
      ]);
      expect(response.statusCode, value).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['extras.expenses']);
    }
    const list = await ctx.app.inject({ url: '/api/account/publication', headers: owner.headers });
    expect(list.json().total).toBe(0);
  });
});
