// POST /search/{id}/predict/undo: the caller takes their predicted likes back out of a search, and only theirs (the
// owner's, a participant's), whatever the mode is now; their own decisions stay, the counters follow, and the model
// finds the listings again. A stranger gets 404, a visitor 401.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { predictMessages } from '@vitrina/shared/search-predict';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { insertPredictedLikes } from './search-predict.queries';
import { decidePredictable, predictCatalogue, sortedIds, predictCall } from './search-predict-test-helpers';
import { clearListings } from '../core/search-test-helpers';
import {
  createSearchAs,
  decideOn,
  getSearch,
  guestBody,
  listingCounters,
  searchNotFoundBody,
  searchState,
  sharedSearchOf,
} from '../core/searches-test-helpers';

let ctx: TestContext;
let owner: Actor;
let client: Actor;
let stranger: Actor;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  client = await actor(ctx, { name: 'Carla Benítez' });
  stranger = await actor(ctx, { name: 'Martín Ruiz' });
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());
beforeEach(() => clearListings(ctx));

type Search = { id: number; uuid: string };

async function predicted(who: Actor, search: Search, action: 'count' | 'select' | 'undo') {
  const response = await predictCall(ctx, who, search, action);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function setMode(search: Search, filtered: 'manual' | 'assisted') {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/search/${search.id}`,
    headers: owner.headers,
    payload: { filtered },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Predicted likes for `who`, written as select writes them. */
function predictFor(who: Actor, search: Search, publicationIds: number[]) {
  return insertPredictedLikes(ctx.db, { searchId: search.id, userId: who.user.id, publicationIds, now: new Date() });
}

const predictedOf = async (search: Search, who: Actor) =>
  (await searchState(ctx, search.id)).decisions
    .filter((row) => row.userId === who.user.id && row.predicted)
    .map((row) => row.publicationId);

describe('POST /api/search/{id}/predict/undo', () => {
  it("removes the owner's predicted likes, keeps their own decisions, and lets the model find them again", async () => {
    const listings = await predictCatalogue(ctx, seller);
    const search = await sharedSearchOf(ctx, owner);
    await setMode(search, 'assisted');
    await decidePredictable(ctx, owner, search, listings);
    const selected = (await predicted(owner, search, 'select')).ids as number[];
    const undecidedLarge = sortedIds(listings.large.slice(6));
    expect([...selected].sort((a, b) => a - b)).toEqual(undecidedLarge);
    // One of them decided by the person since: theirs now, so undo leaves it.
    const [kept, ...rest] = undecidedLarge;
    expect((await decideOn(ctx, owner, search, { publication_id: kept, like: true })).statusCode).toBe(200);

    expect(await predicted(owner, search, 'undo')).toEqual({
      count: rest.length,
      message: `Se deshicieron ${rest.length} predicciones.`,
      ids: rest,
    });
    const state = await searchState(ctx, search.id);
    expect(state.decisions.some((row) => row.predicted)).toBe(false);
    expect(state.decisions.map((row) => row.publicationId).sort((a, b) => a - b)).toEqual(
      [...sortedIds(listings.large.slice(0, 6)), kept, ...sortedIds(listings.small.slice(0, 6))].sort((a, b) => a - b),
    );
    // The search's likes are the person's own again; the listings never counted the predicted ones.
    expect(state.search).toMatchObject({ decisionsTrueCount: 7, decisionsFalseCount: 6 });
    expect(await listingCounters(ctx, rest[0])).toMatchObject({ like_count: 0, decisions_count: 0 });
    expect((await getSearch(ctx, owner, search.id)).json().predictions_count).toBeUndefined();
    // Undecided again: the model finds them as before the select.
    expect((await predicted(owner, search, 'count')).count).toBe(rest.length);

    expect(await predicted(owner, search, 'undo')).toEqual({
      count: 0,
      message: 'No había predicciones para deshacer.',
      ids: [],
    });
  });

  it("removes a participant's own predicted likes only, even once the search is manual again", async () => {
    const listings = await predictCatalogue(ctx, seller, 2);
    const search = await sharedSearchOf(ctx, owner, [client]);
    const [first, second, third] = listings.large.map((row) => row.id);
    await predictFor(owner, search, [first, second]);
    await predictFor(client, search, [second, third]);
    await setMode(search, 'manual');

    expect(await predicted(client, search, 'undo')).toEqual({
      count: 2,
      message: predictMessages.undone(2),
      ids: [second, third].sort((a, b) => a - b),
    });
    expect(await predictedOf(search, client)).toEqual([]);
    expect(await predictedOf(search, owner)).toEqual([first, second].sort((a, b) => a - b));
    expect((await getSearch(ctx, owner, search.id)).json().predictions_count).toBe(2);

    expect(await predicted(owner, search, 'undo')).toMatchObject({
      count: 2,
      message: 'Se deshicieron 2 predicciones.',
    });
    expect((await searchState(ctx, search.id)).search).toMatchObject({ decisionsTrueCount: 0 });
  });

  it('says one in the singular', async () => {
    const listings = await predictCatalogue(ctx, seller, 0);
    const search = await createSearchAs(ctx, owner);
    await predictFor(owner, search, [listings.large[0].id]);
    expect(await predicted(owner, search, 'undo')).toEqual({
      count: 1,
      message: 'Se deshizo una predicción.',
      ids: [listings.large[0].id],
    });
  });

  it("refuses a stranger (404), a visitor (401) and a visitor's search (404), removing nothing", async () => {
    const listings = await predictCatalogue(ctx, seller, 0);
    // Not shared: its link opens it for nobody else.
    const search = await createSearchAs(ctx, owner);
    const mine = sortedIds(listings.large.slice(0, 3));
    await predictFor(owner, search, mine);
    for (const id of [search.uuid, String(search.id)]) {
      const refused = await predictCall(ctx, stranger, id, 'undo');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(searchNotFoundBody);
    }
    const visitor = await predictCall(ctx, null, search, 'undo');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(guestBody);
    const visitorsSearch = await createSearchAs(ctx, null);
    const unclaimed = await predictCall(ctx, owner, visitorsSearch, 'undo');
    expect(unclaimed.statusCode).toBe(404);
    expect(unclaimed.json()).toEqual(searchNotFoundBody);
    expect(await predictedOf(search, owner)).toEqual(mine);

    // Shared, the link opens it for the stranger, who has no predicted likes in it: nobody else's go.
    const shared = await sharedSearchOf(ctx, owner);
    await predictFor(owner, shared, mine);
    expect(await predicted(stranger, shared, 'undo')).toMatchObject({ count: 0, ids: [] });
    expect(await predictedOf(shared, owner)).toEqual(mine);
  });
});
