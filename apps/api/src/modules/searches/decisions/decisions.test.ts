import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, groupWithRoles, type Actor } from '../../groups/groups-test-helpers';
import { makeGarment, makeListing } from '../core/search-test-helpers';
import {
  createSearchAs,
  decideOn,
  decisionRows,
  getSearch,
  guestBody,
  listingCounters,
  searchNotFoundBody,
  searchState,
  undoOn,
} from '../core/searches-test-helpers';

const noCoincidences = { coincidences: { exists: false, users: [] } };
const outsideBody = {
  message: 'La publicación no forma parte de esta búsqueda.',
  errors: { publication_id: ['La publicación no forma parte de esta búsqueda.'] },
};
const notDecidedBody = {
  message: 'No tomaste ninguna decisión sobre esta publicación en esta búsqueda.',
  errors: { publication_id: ['No tomaste ninguna decisión sobre esta publicación en esta búsqueda.'] },
};

let ctx: TestContext;
let owner: Actor;
let other: Actor;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  other = await actor(ctx, { name: 'Santiago López' });
  seller = await actor(ctx, { name: 'Gómez Propiedades' });
});
afterAll(() => ctx.close());

describe('POST /api/search/{id}/decision', () => {
  it('stores a like once, moves the counters and the listing relevance, and answers no coincidences', async () => {
    const search = await createSearchAs(ctx, owner);
    const listing = await makeListing(ctx, seller);
    const before = await listingCounters(ctx, listing.id);
    const response = await decideOn(ctx, owner, search, { publication_id: listing.id, like: true, comment: ' Linda ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(noCoincidences);
    const state = await searchState(ctx, search.id);
    expect(state.decisions).toMatchObject([
      { userId: owner.user.id, publicationId: listing.id, like: true, isSuper: false, comment: 'Linda' },
    ]);
    expect(state.search).toMatchObject({ decisionsTrueCount: 1, decisionsFalseCount: 0 });
    const after = await listingCounters(ctx, listing.id);
    expect(after).toMatchObject({ like_count: 1, decisions_count: 1 });
    expect(after.relevance).toBeGreaterThan(before.relevance);
    expect((await getSearch(ctx, owner, search.id)).json()).toMatchObject({
      decisions_true_count: 1,
      decisions_false_count: 0,
    });
  });

  it('updates a repeated or changed decision in place, never a second row', async () => {
    const search = await createSearchAs(ctx, owner);
    const listing = await makeListing(ctx, seller);
    const send = (body: Record<string, unknown>) =>
      decideOn(ctx, owner, search, { publication_id: listing.id, ...body });
    expect((await send({ like: true })).statusCode).toBe(200);
    expect((await send({ like: true })).statusCode).toBe(200);
    expect(await decisionRows(ctx, search.id, owner.user.id, listing.id)).toHaveLength(1);
    expect((await searchState(ctx, search.id)).search).toMatchObject({ decisionsTrueCount: 1, decisionsFalseCount: 0 });
    expect(await listingCounters(ctx, listing.id)).toMatchObject({ like_count: 1, decisions_count: 1 });

    expect((await send({ like: false })).statusCode).toBe(200);
    expect(await decisionRows(ctx, search.id, owner.user.id, listing.id)).toMatchObject([{ like: false }]);
    expect((await searchState(ctx, search.id)).search).toMatchObject({ decisionsTrueCount: 0, decisionsFalseCount: 1 });
    expect(await listingCounters(ctx, listing.id)).toMatchObject({ like_count: 0, decisions_count: 1 });

    expect((await send({ like: true, is_super: true, comment: 'La mejor' })).statusCode).toBe(200);
    expect(await decisionRows(ctx, search.id, owner.user.id, listing.id)).toMatchObject([
      { like: true, isSuper: true, comment: 'La mejor' },
    ]);
    expect((await searchState(ctx, search.id)).search).toMatchObject({ decisionsTrueCount: 1, decisionsFalseCount: 0 });
  });

  it('writes exactly one row when the same decision arrives twice at once', async () => {
    const search = await createSearchAs(ctx, owner);
    const listing = await makeListing(ctx, seller);
    const body = { publication_id: listing.id, like: true, is_super: true };
    const responses = await Promise.all([decideOn(ctx, owner, search, body), decideOn(ctx, owner, search, body)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await decisionRows(ctx, search.id, owner.user.id, listing.id)).toHaveLength(1);
    expect((await searchState(ctx, search.id)).search).toMatchObject({ decisionsTrueCount: 1, decisionsFalseCount: 0 });
    expect(await listingCounters(ctx, listing.id)).toMatchObject({ like_count: 1, decisions_count: 1 });
  });

  it('refuses a listing the search does not yield, and writes nothing', async () => {
    const search = await createSearchAs(ctx, owner);
    const garment = await makeGarment(ctx, seller);
    const house = await makeListing(ctx, seller, { category: 'casa' });
    const hidden = await makeListing(ctx, seller, { public: false });
    for (const id of [garment.id, house.id, hidden.id, 999_999_999]) {
      const response = await decideOn(ctx, owner, search, { publication_id: id, like: true });
      expect(response.statusCode, String(id)).toBe(422);
      expect(response.json()).toEqual(outsideBody);
    }
    expect((await searchState(ctx, search.id)).decisions).toEqual([]);
    expect(await listingCounters(ctx, garment.id)).toMatchObject({ like_count: 0, decisions_count: 0 });
  });

  it('keeps the answer tags sent, and leaves them as they were when a later decision sends none', async () => {
    const search = await createSearchAs(ctx, owner);
    const listing = await makeListing(ctx, seller);
    const tagged = await decideOn(ctx, owner, search, {
      publication_id: listing.id,
      like: true,
      tags: ['top', 'visited'],
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect((await decisionRows(ctx, search.id, owner.user.id, listing.id))[0].tags).toEqual(['top', 'visited']);
    await decideOn(ctx, owner, search, { publication_id: listing.id, like: false });
    expect((await decisionRows(ctx, search.id, owner.user.id, listing.id))[0]).toMatchObject({
      like: false,
      tags: ['top', 'visited'],
    });
    await decideOn(ctx, owner, search, { publication_id: listing.id, like: false, tags: [] });
    expect((await decisionRows(ctx, search.id, owner.user.id, listing.id))[0].tags).toEqual([]);
    const unknown = await decideOn(ctx, owner, search, { publication_id: listing.id, like: true, tags: ['favorita'] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['tags.0']);
  });

  it('refuses bad input in Spanish', async () => {
    const search = await createSearchAs(ctx, owner);
    const listing = await makeListing(ctx, seller);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { publication_id: listing.id, like: false, is_super: true },
        { is_super: ['Un SuperLike es siempre un me gusta.'] },
      ],
      [{ publication_id: listing.id }, { like: ['Este campo es obligatorio'] }],
      [{ publication_id: -1, like: true }, { publication_id: ['Este campo debe tener un valor mínimo de 1'] }],
      [
        { publication_id: listing.id, like: true, comment: 'a'.repeat(1001) },
        { comment: ['Este campo debe tener 1000 caracteres como máximo'] },
      ],
      [{ publication_id: listing.id, like: true, tags: ['top', 'top'] }, { tags: ['Cada etiqueta va una sola vez.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await decideOn(ctx, owner, search, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    expect((await searchState(ctx, search.id)).decisions).toEqual([]);
  });

  it('needs a session, and hides searches the caller may not open', async () => {
    const search = await createSearchAs(ctx, owner);
    const visitorSearch = await createSearchAs(ctx, null);
    const listing = await makeListing(ctx, seller);
    const body = { publication_id: listing.id, like: true };
    const guest = await decideOn(ctx, null, search, body);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    expect((await decideOn(ctx, null, visitorSearch, body)).statusCode).toBe(401);
    // Another user: neither someone else's search nor a visitor's (a visitor's is claimed only by signing in).
    for (const target of [search, visitorSearch]) {
      const refused = await decideOn(ctx, other, target, body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(searchNotFoundBody);
    }
    expect((await searchState(ctx, search.id)).decisions).toEqual([]);
    expect((await searchState(ctx, visitorSearch.id)).decisions).toEqual([]);
    expect((await searchState(ctx, visitorSearch.id)).participants).toEqual([]);
  });

  it("makes a group member a participant with their first decision in the group's search; outsiders get 404", async () => {
    const { group, owner: groupOwner, member, outsider } = await groupWithRoles(ctx, { public: 1 });
    const listing = await makeListing(ctx, member);
    const search = await createSearchAs(ctx, groupOwner, { group_id: group.id });
    const response = await decideOn(ctx, member, search, { publication_id: listing.id, like: false });
    expect(response.statusCode, response.body).toBe(200);
    const state = await searchState(ctx, search.id);
    expect(state.participants.map((row) => [row.userId, row.owner])).toEqual(
      [
        [groupOwner.user.id, true],
        [member.user.id, false],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect((await getSearch(ctx, member, search.id)).json().users).toMatchObject([
      { id: groupOwner.user.id, pivot: { owner: true } },
      { id: member.user.id, pivot: { owner: false } },
    ]);
    // A second decision does not add the participant again.
    const other = await makeListing(ctx, groupOwner);
    expect((await decideOn(ctx, member, search, { publication_id: other.id, like: true })).statusCode).toBe(200);
    expect((await searchState(ctx, search.id)).participants).toHaveLength(2);

    const refused = await decideOn(ctx, outsider, search, { publication_id: listing.id, like: true });
    expect(refused.statusCode).toBe(404);
    expect((await searchState(ctx, search.id)).participants).toHaveLength(2);
  });
});

describe('POST /api/search/{id}/undo', () => {
  it('removes the caller’s decision and puts the counters back', async () => {
    const search = await createSearchAs(ctx, owner);
    const listing = await makeListing(ctx, seller);
    await decideOn(ctx, owner, search, { publication_id: listing.id, like: true });
    const response = await undoOn(ctx, owner, search, listing.id);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect((await searchState(ctx, search.id)).decisions).toEqual([]);
    expect((await searchState(ctx, search.id)).search).toMatchObject({ decisionsTrueCount: 0, decisionsFalseCount: 0 });
    expect(await listingCounters(ctx, listing.id)).toMatchObject({ like_count: 0, decisions_count: 0 });
    // Decided again after the undo: one row again.
    expect((await decideOn(ctx, owner, search, { publication_id: listing.id, like: false })).statusCode).toBe(200);
    expect((await searchState(ctx, search.id)).search).toMatchObject({ decisionsTrueCount: 0, decisionsFalseCount: 1 });
  });

  it('answers 422 for something never decided, 404 outside the group, and leaves other participants’ decisions alone', async () => {
    const { group, owner: groupOwner, member, outsider } = await groupWithRoles(ctx, { public: 1 });
    const search = await createSearchAs(ctx, groupOwner, { group_id: group.id });
    const listing = await makeListing(ctx, member);
    await decideOn(ctx, groupOwner, search, { publication_id: listing.id, like: true });
    const hidden = await undoOn(ctx, outsider, search, listing.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(searchNotFoundBody);
    const response = await undoOn(ctx, member, search, listing.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(notDecidedBody);
    expect((await undoOn(ctx, groupOwner, search, 999_999_999)).json()).toEqual(notDecidedBody);
    expect((await searchState(ctx, search.id)).decisions).toHaveLength(1);
  });

  it('needs a session, and hides searches the caller may not open', async () => {
    const search = await createSearchAs(ctx, owner);
    const listing = await makeListing(ctx, seller);
    await decideOn(ctx, owner, search, { publication_id: listing.id, like: true });
    const guest = await undoOn(ctx, null, search, listing.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    const refused = await undoOn(ctx, other, search, listing.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(searchNotFoundBody);
    const bad = await undoOn(ctx, owner, search, 'uno');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['publication_id']);
    expect((await searchState(ctx, search.id)).decisions).toHaveLength(1);
  });
});
