// The decisions view orders and searches the title each decision keeps of its listing (decision 018): every writer of
// decisions leaves it right, and a listing's title edit reaches its decisions. Listings are made in the reverse order
// of their titles, so a page ordered by id, or by a stale title, would show them out of order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filteredPageSchema } from '@vitrina/shared/search-filtered';
import { createTestContext, type TestContext } from '../../../test/context';
import { bearer } from '../../auth/auth-test-helpers';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { createListing, propertyFields, sendForm } from '../../publications/publications-test-helpers';
import { recordDecisions } from '../decisions/decision-batch.queries';
import { insertPredictedLikes } from '../predict/search-predict.queries';
import { engineSearch } from '../deck/search-results.service';
import { decide, makeListing, makeSearch } from '../core/search-test-helpers';
import { apartmentsOnSale, createSearchAs, decideOn, listingCounters } from '../core/searches-test-helpers';

let ctx: TestContext;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());

type Viewer = Pick<Actor, 'headers'>;

async function titlesOf(who: Viewer, searchId: number | string, query: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/search/${searchId}/filtereds?${query}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const page = filteredPageSchema.parse(response.json());
  return { titles: page.data.map((card) => card.title), total: page.total };
}

/** Alphabetical; the listings are made from the last to the first, so their ids run the other way. */
const birds = ['Casa Benteveo', 'Casa Hornero', 'Casa Tero', 'Casa Zorzal'];

async function reversedListings() {
  const listings = [];
  for (const title of [...birds].reverse()) listings.push(await makeListing(ctx, seller, { title }));
  return listings;
}

/** The likes of `who` in title order both ways, a page deep in it, and a text search with its total. */
async function expectTitleOrder(who: Viewer, searchId: number | string, userId: number) {
  const base = `user_id=${userId}&orderBy=title`;
  expect((await titlesOf(who, searchId, base)).titles).toEqual(birds);
  expect((await titlesOf(who, searchId, `${base}&orderMethod=desc`)).titles).toEqual([...birds].reverse());
  expect((await titlesOf(who, searchId, `${base}&take=2&page=2`)).titles).toEqual(['Casa Tero', 'Casa Zorzal']);
  // 'er' is in Hornero and Tero only.
  expect(await titlesOf(who, searchId, `${base}&search=ER`)).toEqual({
    titles: ['Casa Hornero', 'Casa Tero'],
    total: 2,
  });
  expect((await titlesOf(who, searchId, `${base}&orderMethod=desc&search=er`)).titles).toEqual([
    'Casa Tero',
    'Casa Hornero',
  ]);
}

describe('decisions in title order, whoever wrote them', () => {
  it('a decision at a time through the API', async () => {
    const person = await actor(ctx, { name: 'Rocío Paz' });
    const search = await createSearchAs(ctx, person);
    for (const listing of await reversedListings()) {
      const response = await decideOn(ctx, person, search, { publication_id: listing.id, like: true });
      expect(response.statusCode, response.body).toBe(200);
    }
    await expectTitleOrder(person, search.id, person.user.id);
  });

  it('decisions written together in one statement', async () => {
    const person = await actor(ctx, { name: 'Tomás Ibarra' });
    const search = await makeSearch(ctx, { creator: person, filters: [apartmentsOnSale] });
    const engine = await engineSearch(ctx.db, search);
    const listings = await reversedListings();
    const results = await recordDecisions(
      ctx.db,
      listings.map((listing) => ({
        searchId: search.id,
        userId: person.user.id,
        publicationId: listing.id,
        like: true,
        isSuper: false,
        comment: null,
        now: ctx.clock.now(),
        search: engine,
      })),
    );
    expect(results).toEqual(listings.map(() => ({ inserted: true, wasSuper: false })));
    await expectTitleOrder(person, search.id, person.user.id);
  });

  it("the prediction's likes", async () => {
    const person = await actor(ctx, { name: 'Julieta Sosa' });
    const search = await makeSearch(ctx, { creator: person, filters: [apartmentsOnSale] });
    const listings = await reversedListings();
    const inserted = await insertPredictedLikes(ctx.db, {
      searchId: search.id,
      userId: person.user.id,
      publicationIds: listings.map((listing) => listing.id),
      now: ctx.clock.now(),
    });
    expect(inserted.sort((a, b) => a - b)).toEqual(listings.map((listing) => listing.id).sort((a, b) => a - b));
    await expectTitleOrder(person, search.id, person.user.id);
  });

  it("rows inserted without a title, as other writers do, take their listing's", async () => {
    const person = await actor(ctx, { name: 'Lucas Herrera' });
    const search = await makeSearch(ctx, { creator: person, filters: [apartmentsOnSale] });
    for (const listing of await reversedListings()) await decide(ctx, search, person, listing.id);
    await expectTitleOrder(person, search.id, person.user.id);
  });

  it("a visitor's search claimed at sign-up, then decided on", async () => {
    const search = await createSearchAs(ctx, null);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'sofia.ruiz@vitrina.example', name: 'Sofía Ruiz', searches: [search.uuid] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const viewer = { headers: bearer(response.json().access_token) };
    const { user_id: userId } = (
      await ctx.app.inject({ method: 'GET', url: `/api/search/${search.uuid}`, ...viewer })
    ).json() as { user_id: number };
    for (const listing of await reversedListings()) {
      const decided = await decideOn(ctx, viewer as Actor, search, { publication_id: listing.id, like: true });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    await expectTitleOrder(viewer, search.uuid, userId);
  });
});

describe("a listing's title edit", () => {
  it('reorders and searches the decisions view by the new title, the counters untouched', async () => {
    const person = await actor(ctx, { name: 'Camila Martínez' });
    const search = await createSearchAs(ctx, person);
    const titled = async (title: string) =>
      (await createListing(ctx, seller, propertyFields({ title }))) as { id: number; title: string };
    const [aguila, condor] = [await titled('Departamento Aguila'), await titled('Departamento Condor')];
    for (const listing of [aguila, condor])
      expect((await decideOn(ctx, person, search, { publication_id: listing.id, like: true })).statusCode).toBe(200);
    expect((await titlesOf(person, search.id, 'orderBy=title')).titles).toEqual([
      'Departamento Aguila',
      'Departamento Condor',
    ]);
    const { like_count: likes, decisions_count: decisions } = await listingCounters(ctx, aguila.id);

    const edited = await sendForm(ctx, seller, 'POST', `/api/account/publication/${aguila.id}`, [
      ['_method', 'PUT'],
      ...propertyFields({ title: 'Departamento Zorro' }),
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await titlesOf(person, search.id, 'orderBy=title')).titles).toEqual([
      'Departamento Condor',
      'Departamento Zorro',
    ]);
    expect((await titlesOf(person, search.id, 'orderBy=title&orderMethod=desc')).titles).toEqual([
      'Departamento Zorro',
      'Departamento Condor',
    ]);
    expect(await titlesOf(person, search.id, 'search=zorro')).toEqual({ titles: ['Departamento Zorro'], total: 1 });
    expect(await titlesOf(person, search.id, 'search=guila')).toEqual({ titles: [], total: 0 });
    // Copying the title moved no counter of the listing.
    expect(await listingCounters(ctx, aguila.id)).toMatchObject({ like_count: likes, decisions_count: decisions });
  });
});
