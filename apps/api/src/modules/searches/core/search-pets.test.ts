// «Acepta mascotas» (product.md, Searches: Builder): a rental's flag, asked by the wizard for rentals. A filter with
// `extras.pets: true` shows the rentals that take pets; unset, it asks nothing of them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { createListing, propertyFields } from '../../publications/publications-test-helpers';
import { clearListings, countOf, makeListing, makeSearch, resultIds } from './search-test-helpers';
import { postSearch } from './searches-test-helpers';

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

const rentals = { type: 'property', category: 'departamento', operation: 'alquiler' } as const;

async function rentalsAndSales() {
  const make = (values: Parameters<typeof makeListing>[2]) => makeListing(ctx, seller, { currency: 'ARS', ...values });
  return {
    takesPets: await make({ operation: 'alquiler', pets: true, relevance: 5 }),
    noPets: await make({ operation: 'alquiler', pets: false, relevance: 4 }),
    notTold: await make({ operation: 'alquiler', pets: null, relevance: 3 }),
    saleWithPets: await make({ operation: 'venta', pets: true, relevance: 2 }),
  };
}

describe('a search for rentals that take pets', () => {
  it('shows only the rentals that take pets, and counts them', async () => {
    const listed = await rentalsAndSales();
    const search = await makeSearch(ctx, { creator: owner, filters: [{ ...rentals, extras: { pets: true } }] });
    expect(await resultIds(ctx, search, owner)).toEqual([listed.takesPets.id]);
    const count = await countOf(ctx, search, owner);
    expect(count.json()).toEqual({ count: 1 });
  });

  it('asks nothing of pets when the filter leaves them unset', async () => {
    const listed = await rentalsAndSales();
    for (const extras of [undefined, { pets: null }]) {
      const search = await makeSearch(ctx, { creator: owner, filters: [{ ...rentals, extras }] });
      expect(await resultIds(ctx, search, owner)).toEqual([listed.takesPets.id, listed.noPets.id, listed.notTold.id]);
    }
  });

  it('takes the filter through the API with its automatic title, and refuses it for clothing', async () => {
    const made = await postSearch(ctx, owner, {
      uuid: randomUUID(),
      filters: [{ ...rentals, extras: { pets: true } }],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ title: 'Departamento en alquiler que acepte mascotas' });

    const clothing = await postSearch(ctx, owner, {
      uuid: randomUUID(),
      filters: [{ type: 'clothing', category: 'remeras', extras: { pets: true } }],
    });
    expect(clothing.statusCode).toBe(422);
    expect(clothing.json().errors).toEqual({
      'filters.0.extras.pets': ['Este filtro no corresponde al tipo elegido.'],
    });
  });

  it('finds a listing whose owner said so in the form', async () => {
    const listing = await createListing(
      ctx,
      seller,
      propertyFields({ operation: 'alquiler', currency: 'ARS', amount: '900000', 'extras[pets]': '1' }),
    );
    expect(listing.extras.pets).toBe(true);
    const search = await makeSearch(ctx, { creator: owner, filters: [{ ...rentals, extras: { pets: true } }] });
    expect(await resultIds(ctx, search, owner)).toEqual([listing.id]);
  });
});
