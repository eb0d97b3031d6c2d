// POST /search/{id}/filtereds?view=coincidences (product.md, Searches: Filtered results; Coincidences): the listings
// two or more participants like, with who likes them and the 'todos' or 'mayoría' badge, most likes first then the
// latest like, searched and paged like the decisions view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filteredPageSchema } from '@vitrina/shared/search-filtered';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { makeListing } from '../core/search-test-helpers';
import { createSearchAs, decideOn, searchNotFoundBody, sharedSearchOf } from '../core/searches-test-helpers';

let ctx: TestContext;
let owner: Actor;
let client: Actor;
let colleague: Actor;
let outsider: Actor;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  client = await actor(ctx, { name: 'Carla Benítez' });
  colleague = await actor(ctx, { name: 'Bruno Acosta' });
  outsider = await actor(ctx, { name: 'Santiago López' });
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());

function coincidences(who: Actor | null, id: number | string, query = '') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/search/${id}/filtereds?view=coincidences${query}`,
    headers: who?.headers ?? {},
  });
}

async function pageOf(who: Actor, id: number | string, query = '') {
  const response = await coincidences(who, id, query);
  expect(response.statusCode, response.body).toBe(200);
  return filteredPageSchema.parse(response.json());
}

async function decided(who: Actor, search: { uuid: string }, publicationId: number, like: boolean) {
  const response = await decideOn(ctx, who, search, { publication_id: publicationId, like });
  expect(response.statusCode, response.body).toBe(200);
}

/** A search of three participants: the owner, and the client and the colleague who decide through its link. */
const searchOfThree = () => sharedSearchOf(ctx, owner);

const names = (people: { name: string }[]) => people.map((person) => person.name).sort();

describe('the coincidences view', () => {
  it("lists listings two participants like, with both names and 'mayoría'; all three like: 'todos', first", async () => {
    const search = await searchOfThree();
    const two = await makeListing(ctx, seller, { title: 'Departamento con balcón' });
    const all = await makeListing(ctx, seller, { title: 'Departamento con terraza' });
    const one = await makeListing(ctx, seller, { title: 'Departamento con cochera' });
    await decided(owner, search, two.id, true);
    await decided(client, search, two.id, true);
    await decided(colleague, search, two.id, false);
    for (const who of [owner, client, colleague]) await decided(who, search, all.id, true);
    await decided(owner, search, one.id, true);
    await decided(client, search, one.id, false);

    const page = await pageOf(owner, search.id);
    expect(page.data.map((card) => [card.title, card.likes_count, card.badge])).toEqual([
      ['Departamento con terraza', 3, 'todos'],
      ['Departamento con balcón', 2, 'mayoría'],
    ]);
    expect(page).toMatchObject({ total: 1 + 1, current_page: 1, last_page: 1 });
    expect(page.participants.map((participant) => participant.name)).toEqual([
      'Valentina Gómez',
      'Carla Benítez',
      'Bruno Acosta',
    ]);
    const balcony = page.data[1];
    expect(names(balcony.likers)).toEqual(['Carla Benítez', 'Valentina Gómez']);
    expect(balcony.answers.map((answer) => [answer.name, answer.like])).toEqual([
      ['Valentina Gómez', true],
      ['Carla Benítez', true],
      ['Bruno Acosta', false],
    ]);
    // The card carries the caller's own decision, as on the deck.
    expect(balcony).toMatchObject({ like: true, is_super: false, comment: null, tags: [] });
    const theirs = await pageOf(colleague, search.uuid);
    expect(theirs.data.map((card) => [card.title, card.like])).toEqual([
      ['Departamento con terraza', true],
      ['Departamento con balcón', false],
    ]);
    // The counts are still the chosen participant's own.
    expect(theirs).toMatchObject({ decisions_true_count: 1, decisions_false_count: 1 });
  });

  it('drops a listing when a like is undone, and searches and pages like the decisions view', async () => {
    const search = await searchOfThree();
    const listings = [];
    for (const title of ['Casa B', 'Casa A', 'Casa C', 'PH D']) {
      const listing = await makeListing(ctx, seller, { title });
      listings.push(listing);
      await decided(owner, search, listing.id, true);
      await decided(client, search, listing.id, true);
    }
    // Casa C gains a third like: it comes first; then the latest like first (Casa A was liked after Casa B).
    await decided(colleague, search, listings[2].id, true);
    const first = await pageOf(owner, search.id, '&search=casa&take=2');
    expect(first.data.map((card) => card.title)).toEqual(['Casa C', 'Casa A']);
    expect(first).toMatchObject({ total: 3, last_page: 2 });
    expect(first.next_page_url).toBe(
      `${ctx.config.publicUrl}/api/search/${search.id}/filtereds?view=coincidences&search=casa&take=2&page=2`,
    );
    expect((await pageOf(owner, search.id, '&search=casa&take=2&page=2')).data.map((card) => card.title)).toEqual([
      'Casa B',
    ]);
    const undo = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/undo`,
      headers: client.headers,
      payload: { publication_id: listings[3].id },
    });
    expect(undo.statusCode, undo.body).toBe(204);
    expect((await pageOf(owner, search.id)).data.map((card) => card.title)).toEqual(['Casa C', 'Casa A', 'Casa B']);
  });

  it('follows a like turned into a discard, a comment, and the deletion of a listing', async () => {
    const search = await searchOfThree();
    const garden = await makeListing(ctx, seller, { title: 'Casa con jardín' });
    const pool = await makeListing(ctx, seller, { title: 'Casa con pileta' });
    for (const listing of [garden, pool])
      for (const who of [owner, client]) await decided(who, search, listing.id, true);
    const titles = async () => (await pageOf(owner, search.id)).data.map((card) => [card.title, card.likes_count]);
    // As many likes each: the latest like comes first, whatever the titles.
    expect(await titles()).toEqual([
      ['Casa con pileta', 2],
      ['Casa con jardín', 2],
    ]);
    // A comment keeps the like: nothing moves.
    const comment = { publication_id: garden.id, like: true, comment: 'Tiene lugar para la huerta' };
    expect((await decideOn(ctx, client, search, comment)).statusCode).toBe(200);
    await decided(colleague, search, garden.id, true);
    expect(await titles()).toEqual([
      ['Casa con jardín', 3],
      ['Casa con pileta', 2],
    ]);
    // The client changes their mind on the pool: one like left, no longer a coincidence.
    await decided(client, search, pool.id, false);
    expect(await titles()).toEqual([['Casa con jardín', 3]]);
    await decided(client, search, pool.id, true);
    expect(await titles()).toEqual([
      ['Casa con jardín', 3],
      ['Casa con pileta', 2],
    ]);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/publication/${garden.id}`,
      headers: seller.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await titles()).toEqual([['Casa con pileta', 2]]);
    expect((await pageOf(owner, search.id)).total).toBe(1);
  });

  it('answers an empty page for a search of one, and 404 to someone outside the search', async () => {
    const search = await createSearchAs(ctx, owner);
    const listing = await makeListing(ctx, seller);
    await decided(owner, search, listing.id, true);
    expect(await pageOf(owner, search.uuid)).toMatchObject({ data: [], total: 0, decisions_true_count: 1 });
    expect((await coincidences(outsider, search.id)).json()).toEqual(searchNotFoundBody);
    expect((await coincidences(null, search.uuid)).statusCode).toBe(401);
  });
});
