// POST /search/{id}/predict/count and /predict/select (product.md, Searches: Prediction): who may predict, the minimum
// of decisions, the predicted likes as the filtered results and the search show them, undo, counters, and select calls
// sent at once (on PostgreSQL with `npm run test:pg` they really run side by side).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { predictMessages, predictionMinimum } from '@vitrina/shared/search-predict';
import { searchMessages } from '@vitrina/shared/searches';
import { eq } from 'drizzle-orm';
import { publications } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, createGroupAs, joinGroup, type Actor } from '../../groups/groups-test-helpers';
import { insertPredictedLikes } from './search-predict.queries';
import {
  decidePredictable,
  predictCatalogue,
  sortedIds,
  type PredictCatalogue,
  predictCall,
} from './search-predict-test-helpers';
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
  undoOn,
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

async function predicted(who: Actor, search: Search, action: 'count' | 'select', except: number[] = []) {
  const response = await predictCall(ctx, who, search, action, except);
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

const catalogue = (rest?: number) => predictCatalogue(ctx, seller, rest);
const decideSome = (who: Actor, search: Search, listings: PredictCatalogue, likes?: number, discards?: number) =>
  decidePredictable(ctx, who, search, listings, likes, discards);

async function assistedSearch(joiners: Actor[] = []): Promise<Search> {
  const search = await sharedSearchOf(ctx, owner, joiners);
  await setMode(search, 'assisted');
  return search;
}

const ids = sortedIds;

describe('POST /api/search/{id}/predict/count and /predict/select', () => {
  it('counts and likes, for the owner, the undecided listings like the ones they liked, marked as predicted', async () => {
    const listings = await catalogue();
    const search = await assistedSearch();
    await decideSome(owner, search, listings);
    const undecidedLarge = listings.large.slice(6);

    expect(await predicted(owner, search, 'count')).toEqual({
      count: undecidedLarge.length,
      ready: true,
      decisions: 12,
      needed: 0,
    });
    // What the client holds (`except`) is left out, as in the deck.
    const held = undecidedLarge[0].id;
    expect((await predicted(owner, search, 'count', [held])).count).toBe(undecidedLarge.length - 1);

    const selected = await predicted(owner, search, 'select');
    expect(selected.count).toBe(undecidedLarge.length);
    expect(selected.message).toBe(`Se seleccionaron ${undecidedLarge.length} publicaciones.`);
    expect([...selected.ids].sort((a: number, b: number) => a - b)).toEqual(ids(undecidedLarge));

    const state = await searchState(ctx, search.id);
    const mine = state.decisions.filter((row) => row.userId === owner.user.id);
    expect(
      mine
        .filter((row) => row.predicted)
        .map((row) => row.publicationId)
        .sort((a, b) => a - b),
    ).toEqual(ids(undecidedLarge));
    expect(mine.filter((row) => row.predicted).every((row) => row.like && !row.isSuper)).toBe(true);
    // Counters: the search holds 6 own likes and 12 predicted ones, 6 discards; a predicted like is no person's, so
    // its listing's likes and decisions do not move.
    expect(state.search).toMatchObject({ decisionsTrueCount: 6 + undecidedLarge.length, decisionsFalseCount: 6 });
    expect(await listingCounters(ctx, undecidedLarge[3].id)).toMatchObject({ like_count: 0, decisions_count: 0 });

    // Nothing is left to predict: the predicted likes are decided listings, and the model never learns from them.
    expect(await predicted(owner, search, 'count')).toEqual({ count: 0, ready: true, decisions: 12, needed: 0 });
    expect(await predicted(owner, search, 'select')).toEqual({
      count: 0,
      message: 'No se seleccionaron publicaciones.',
      ids: [],
    });
    // The search says predictions are included, to the one they were made for.
    expect((await getSearch(ctx, owner, search.id)).json().predictions_count).toBe(undecidedLarge.length);
  });

  it('predicts for a participant from their own decisions, and says one in the singular', async () => {
    const listings = await catalogue(1);
    const search = await assistedSearch([client]);
    await decideSome(client, search, listings);
    // The owner's decisions are not the client's: the owner has none.
    expect((await predictCall(ctx, owner, search, 'count')).json()).toEqual({ message: predictMessages.noDecisions });
    expect(await predicted(client, search, 'count')).toMatchObject({ count: 5, ready: true });
    const selected = await predicted(
      client,
      search,
      'select',
      listings.large.slice(7).map((row) => row.id),
    );
    expect(selected).toEqual({ count: 1, message: 'Se seleccionó una publicación.', ids: [listings.large[6].id] });
    expect((await getSearch(ctx, owner, search.id)).json().predictions_count).toBeUndefined();
  });

  it('predicts for a member of the group of a group search once they decided', async () => {
    const listings = await catalogue(2);
    const member = await actor(ctx, { name: 'Bruno Acosta' });
    const groupId = (await createGroupAs(ctx, owner, { public: 1 })).id;
    await joinGroup(ctx, owner, groupId, member);
    // A group search looks at its members' listings.
    await joinGroup(ctx, owner, groupId, seller);
    const search = await createSearchAs(ctx, owner, { group_id: groupId });
    await setMode(search, 'assisted');
    expect((await predictCall(ctx, member, search, 'count')).statusCode).toBe(422);
    await decideSome(member, search, listings);
    expect(await predicted(member, search, 'count')).toMatchObject({ count: 6, ready: true });
  });

  it('refuses a stranger (404), a visitor (401), a manual search and no decisions (422)', async () => {
    const listings = await catalogue(2);
    // Not shared: its link opens it for nobody else.
    const search = await createSearchAs(ctx, owner);
    await setMode(search, 'assisted');
    for (const action of ['count', 'select'] as const) {
      const none = await predictCall(ctx, owner, search, action);
      expect(none.statusCode).toBe(422);
      expect(none.json()).toEqual({ message: predictMessages.noDecisions });
    }
    await decideSome(owner, search, listings);
    for (const action of ['count', 'select'] as const) {
      for (const id of [search.uuid, String(search.id)]) {
        const refused = await predictCall(ctx, stranger, id, action);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual(searchNotFoundBody);
      }
      const visitor = await predictCall(ctx, null, search, action);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual(guestBody);
    }
    await setMode(search, 'manual');
    for (const action of ['count', 'select'] as const) {
      const manual = await predictCall(ctx, owner, search, action);
      expect(manual.statusCode).toBe(422);
      expect(manual.json()).toEqual({ message: predictMessages.manualMode });
    }
    // A search with no mode chosen is manual too.
    const plain = await createSearchAs(ctx, owner);
    await decideSome(owner, plain, listings);
    expect((await predictCall(ctx, owner, plain, 'count')).json()).toEqual({ message: predictMessages.manualMode });
    expect((await searchState(ctx, search.id)).decisions.some((row) => row.predicted)).toBe(false);
  });

  it('refuses a body out of shape with 422 and a Spanish message, liking nothing', async () => {
    const listings = await catalogue(2);
    const search = await createSearchAs(ctx, owner);
    await setMode(search, 'assisted');
    await decideSome(owner, search, listings);
    const before = (await searchState(ctx, search.id)).decisions.length;
    const send = (payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/search/${search.uuid}/predict/select`,
        headers: owner.headers,
        payload: payload as Record<string, unknown>,
      });
    const tooMany = await send({ except: Array.from({ length: 501 }, (_, index) => index + 1) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ errors: { except: [searchMessages.tooManyExcept] } });
    for (const payload of [{ except: ['uno'] }, { except: [-3] }, { except: [], extra: true }]) {
      const refused = await send(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(typeof refused.json().message).toBe('string');
    }
    expect((await searchState(ctx, search.id)).decisions).toHaveLength(before);
  });

  it('waits for the minimum of decisions, and of likes and discards each', async () => {
    const listings = await catalogue(2);
    const search = await assistedSearch();
    await decideSome(owner, search, listings, 5, 2);
    expect(predictionMinimum).toEqual({ decisions: 10, likes: 3, discards: 3 });
    expect(await predicted(owner, search, 'count')).toEqual({ count: 0, ready: false, decisions: 7, needed: 3 });
    const select = await predictCall(ctx, owner, search, 'select');
    expect(select.statusCode).toBe(422);
    expect(select.json()).toEqual({ message: predictMessages.notReady(3) });
    expect(select.json().message).toBe(
      'Decidí al menos 3 publicaciones más, entre las que te gustan y las que no, para que podamos predecir.',
    );
  });
});

describe('predicted likes afterwards', () => {
  async function selectedSearch() {
    const listings = await catalogue(0);
    const search = await assistedSearch();
    await decideSome(owner, search, listings);
    const selected = await predicted(owner, search, 'select');
    expect(selected.count).toBe(4);
    return { search, listings, selected: selected.ids as number[] };
  }

  function filtereds(search: Search, query = '') {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/filtereds${query}`,
      headers: owner.headers,
    });
  }

  it('shows them marked in the filtered results, and hides them with predicted=false', async () => {
    const { search, listings, selected } = await selectedSearch();
    const all = (await filtereds(search, '?take=50')).json();
    expect(all.total).toBe(10);
    const marks = Object.fromEntries(
      all.data.map((card: { id: number; predicted: boolean }) => [card.id, card.predicted]),
    );
    for (const id of selected) expect(marks[id]).toBe(true);
    for (const row of listings.large.slice(0, 6)) expect(marks[row.id]).toBe(false);

    const own = (await filtereds(search, '?take=50&predicted=false')).json();
    expect(own.total).toBe(6);
    expect(own.decisions_true_count).toBe(6);
    expect(own.data.map((card: { id: number }) => card.id).sort((a: number, b: number) => a - b)).toEqual(
      ids(listings.large.slice(0, 6)),
    );
  });

  it('undo removes a predicted like, and a decision of the person replaces it', async () => {
    const { search, selected } = await selectedSearch();
    const [undone, changed, ...rest] = selected;
    expect((await undoOn(ctx, owner, search, undone)).statusCode).toBe(204);
    const discard = await decideOn(ctx, owner, search, { publication_id: changed, like: false });
    expect(discard.statusCode, discard.body).toBe(200);

    const state = await searchState(ctx, search.id);
    expect(state.decisions.find((row) => row.publicationId === undone)).toBeUndefined();
    expect(state.decisions.find((row) => row.publicationId === changed)).toMatchObject({
      like: false,
      predicted: false,
    });
    expect(state.decisions.filter((row) => row.predicted).map((row) => row.publicationId)).toEqual(
      [...rest].sort((a, b) => a - b),
    );
    expect(state.search).toMatchObject({ decisionsTrueCount: 6 + rest.length, decisionsFalseCount: 7 });
    // The undone predicted like had not moved its listing; the person's discard moves theirs, once.
    expect(await listingCounters(ctx, undone)).toMatchObject({ like_count: 0, decisions_count: 0 });
    expect(await listingCounters(ctx, changed)).toMatchObject({ like_count: 0, decisions_count: 1 });
    expect((await getSearch(ctx, owner, search.id)).json().predictions_count).toBe(rest.length);
    // The person's own like of a predicted listing is a like of theirs: the listing counts it.
    const liked = await decideOn(ctx, owner, search, { publication_id: rest[0], like: true });
    expect(liked.statusCode, liked.body).toBe(200);
    expect(await listingCounters(ctx, rest[0])).toMatchObject({ like_count: 1, decisions_count: 1 });
  });

  it('likes the listings with their titles, and leaves out one deleted since the prediction read it', async () => {
    const listings = await catalogue(0);
    const search = await assistedSearch();
    const [kept, gone] = listings.large.slice(6, 8);
    await ctx.db.delete(publications).where(eq(publications.id, gone.id));
    const inserted = await insertPredictedLikes(ctx.db, {
      searchId: search.id,
      userId: owner.user.id,
      publicationIds: [kept.id, gone.id],
      now: new Date(),
    });
    expect(inserted).toEqual([kept.id]);
    const [row] = (await searchState(ctx, search.id)).decisions;
    expect(row).toMatchObject({ publicationId: kept.id, predicted: true, like: true, title: kept.title });
  });

  it('inserts each listing once when select calls come at once', async () => {
    const listings = await catalogue(12);
    const search = await assistedSearch();
    await decideSome(owner, search, listings);
    const answers = await Promise.all([1, 2, 3, 4].map(() => predictCall(ctx, owner, search, 'select')));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const inserted = answers.flatMap((answer) => answer.json().ids as number[]);
    expect(inserted.sort((a, b) => a - b)).toEqual(ids(listings.large.slice(6)));
    const state = await searchState(ctx, search.id);
    expect(state.decisions.filter((row) => row.predicted)).toHaveLength(listings.large.length - 6);
    expect(state.search).toMatchObject({ decisionsTrueCount: listings.large.length, decisionsFalseCount: 6 });
    for (const row of listings.large.slice(6))
      expect(await listingCounters(ctx, row.id)).toMatchObject({ like_count: 0, decisions_count: 0 });
  });
});
