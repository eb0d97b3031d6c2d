import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { actor } from '../groups/groups-test-helpers';
import { createListing, propertyFields } from './publications-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('addresses of listings', () => {
  it('are offered by the address autocomplete once a listing used them', async () => {
    const owner = await actor(ctx);
    const search = () =>
      ctx.app.inject({ method: 'POST', url: '/api/map/autocomplete', headers: owner.headers, payload: { search: 'cabildo 2040' } });
    expect((await search()).json()).toEqual([]);

    await createListing(ctx, owner, propertyFields({
      'address[title]': 'Av. Cabildo 2040, Belgrano, Ciudad Autónoma de Buenos Aires',
      'address[lat]': '-34.5596',
      'address[lng]': '-58.4607',
    }));
    const [found] = (await search()).json() as { description: string; reference: string }[];
    expect(found.description).toBe('Av. Cabildo 2040, Belgrano, Ciudad Autónoma de Buenos Aires');
    const place = await ctx.app.inject({ method: 'POST', url: '/api/map/place', headers: owner.headers, payload: { reference: found.reference } });
    expect(place.json().geolocation.coordinates).toEqual([-34.5596, -58.4607]);
  });
});
