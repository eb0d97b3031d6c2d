// A microsite's searches (product.md, Microsites: Search): made on an active microsite (alone, or on one of its users),
// they show only the public listings of the microsite's users, in the results, the count, one result, a decision and
// the map.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { micrositeMessages } from '@vitrina/shared/microsites';
import { markersResponseSchema } from '@vitrina/shared/search-map';
import { searchMessages, searchSchema } from '@vitrina/shared/searches';
import type { MicrositeRow, PublicationRow } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { makeMicrosite } from '../../microsites/host-test-helpers';
import { clearListings, countOf, makeListing, makeSearch, resultIds, resultOf } from '../core/search-test-helpers';
import { apartmentsOnSale, decideOn, postSearch } from '../core/searches-test-helpers';

let ctx: TestContext;
let first: Actor;
let second: Actor;
let outsider: Actor;
let visitor: Actor;
let microsite: MicrositeRow;
let pending: MicrositeRow;
beforeAll(async () => {
  ctx = await createTestContext();
  first = await actor(ctx, { name: 'Inmobiliaria Norte' });
  second = await actor(ctx, { name: 'Inmobiliaria Sur' });
  outsider = await actor(ctx, { name: 'Inmobiliaria Centro' });
  visitor = await actor(ctx, { name: 'Lucía Pérez' });
  microsite = await makeMicrosite(ctx.db, { name: 'Propiedades del Río', userIds: [first.user.id, second.user.id] });
  pending = await makeMicrosite(ctx.db, { status: 'pending', userIds: [first.user.id] });
});
afterAll(() => ctx.close());

const flats = [{ type: 'property', category: 'departamento' }] as const;
// Around Palermo, a few metres apart: every listing is its own marker from zoom 16.
const palermo = { lat: -34.5889, lng: -58.4306 };
const near = (index: number) => ({ lat: palermo.lat + index * 0.0002, lng: palermo.lng + index * 0.0002 });

let listings: Record<'firstPublic' | 'firstPrivate' | 'secondPublic' | 'outsiderPublic', PublicationRow>;
beforeEach(async () => {
  await clearListings(ctx);
  listings = {
    firstPublic: await makeListing(ctx, first, { relevance: 6, ...near(1) }),
    firstPrivate: await makeListing(ctx, first, { relevance: 9, public: false, ...near(2) }),
    secondPublic: await makeListing(ctx, second, { relevance: 5, ...near(3) }),
    outsiderPublic: await makeListing(ctx, outsider, { relevance: 8, ...near(4) }),
  };
});

describe('POST /api/search with a microsite', () => {
  it('makes a search of an active microsite, named as the whole site', async () => {
    const response = await postSearch(ctx, visitor, {
      uuid: randomUUID(),
      microsite_id: microsite.id,
      filters: [apartmentsOnSale],
    });
    expect(response.statusCode, response.body).toBe(201);
    const search = searchSchema.parse(response.json());
    expect(search.microsite_id).toBe(microsite.id);
    expect(search.scope).toEqual({ type: 'microsite', id: microsite.id, name: 'En todo el sitio', slug: null });
  });

  it('takes one of its users, and refuses anyone else', async () => {
    const response = await postSearch(ctx, visitor, {
      uuid: randomUUID(),
      microsite_id: microsite.id,
      user_id: second.user.id,
      filters: [apartmentsOnSale],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().scope).toMatchObject({ type: 'user', id: second.user.id, name: 'Inmobiliaria Sur' });
    const refused = await postSearch(ctx, visitor, {
      uuid: randomUUID(),
      microsite_id: microsite.id,
      user_id: outsider.user.id,
      filters: [apartmentsOnSale],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ user_id: [micrositeMessages.userNotInMicrosite] });
  });

  it('refuses a pending, suspended or missing microsite, and a group besides', async () => {
    const suspended = await makeMicrosite(ctx.db, { status: 'suspended', userIds: [first.user.id] });
    for (const id of [pending.id, suspended.id, 999_999]) {
      const response = await postSearch(ctx, null, {
        uuid: randomUUID(),
        microsite_id: id,
        filters: [apartmentsOnSale],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ microsite_id: [searchMessages.micrositeUnavailable] });
    }
    const both = await postSearch(ctx, visitor, {
      uuid: randomUUID(),
      microsite_id: microsite.id,
      group_id: 1,
      filters: [apartmentsOnSale],
    });
    expect(both.statusCode).toBe(422);
    expect(Object.keys(both.json().errors)).toEqual(['group_id']);
  });
});

describe('a microsite search', () => {
  it('shows only its users’ public listings: results, count, one result, a decision', async () => {
    const search = await makeSearch(ctx, { creator: visitor, filters: [...flats], micrositeId: microsite.id });
    const shown = [listings.firstPublic.id, listings.secondPublic.id];
    expect(await resultIds(ctx, search, visitor)).toEqual(shown);
    expect((await countOf(ctx, search, visitor)).json()).toEqual({ count: 2 });
    for (const hidden of [listings.firstPrivate, listings.outsiderPublic]) {
      expect((await resultOf(ctx, search, visitor, hidden.id)).statusCode).toBe(404);
      const decision = await decideOn(ctx, visitor, search, { publication_id: hidden.id, like: true });
      expect(decision.statusCode).toBe(422);
      expect(decision.json().errors).toEqual({ publication_id: [searchMessages.outsideSearch] });
    }
    expect((await resultOf(ctx, search, visitor, listings.secondPublic.id)).statusCode).toBe(200);
    const liked = await decideOn(ctx, visitor, search, { publication_id: listings.secondPublic.id, like: true });
    expect(liked.statusCode, liked.body).toBe(200);
    expect(await resultIds(ctx, search, visitor)).toEqual([listings.firstPublic.id]);
    expect((await countOf(ctx, search, visitor)).json()).toEqual({ count: 1 });
  });

  it('shows the chosen user’s public listings only', async () => {
    const search = await makeSearch(ctx, {
      creator: visitor,
      filters: [...flats],
      micrositeId: microsite.id,
      scopeUserId: first.user.id,
    });
    expect(await resultIds(ctx, search, visitor)).toEqual([listings.firstPublic.id]);
    expect((await countOf(ctx, search, visitor)).json()).toEqual({ count: 1 });
  });

  it('follows the microsite’s users as they change', async () => {
    const other = await makeMicrosite(ctx.db, { userIds: [outsider.user.id] });
    const search = await makeSearch(ctx, { creator: visitor, filters: [...flats], micrositeId: other.id });
    expect(await resultIds(ctx, search, visitor)).toEqual([listings.outsiderPublic.id]);
  });

  it('draws only its users’ public listings on the map', async () => {
    const search = await makeSearch(ctx, { creator: visitor, filters: [...flats], micrositeId: microsite.id });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/markers`,
      headers: visitor.headers,
      payload: {
        bounds: {
          west: palermo.lng - 0.002,
          east: palermo.lng + 0.002,
          south: palermo.lat - 0.002,
          north: palermo.lat + 0.002,
        },
        zoom: 16,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = markersResponseSchema.parse(response.json());
    expect(answer.markers.map((marker) => marker.id).sort()).toEqual(
      [listings.firstPublic.id, listings.secondPublic.id].sort(),
    );
  });
});

describe('the administration’s list of searches', () => {
  it('names a microsite search’s scope by the microsite', async () => {
    const search = await makeSearch(ctx, { creator: visitor, filters: [...flats], micrositeId: microsite.id });
    const admin = await actor(ctx, { name: 'Ana Administradora', permissions: ['searches'] });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/search?scope=microsite',
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = (response.json().data as { id: number; scope: unknown }[]).find((item) => item.id === search.id);
    expect(row?.scope).toEqual({ type: 'microsite', id: microsite.id, name: 'Propiedades del Río' });
  });
});
