// Sharing a search (product.md, Searches: Sharing): the owner turns sharing on ('Invitar') and off ('Detener'), people
// with the link open it, join it or decide in it (which joins them), and a like answers the other participants who like
// the same listing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMessages } from '@vitrina/shared/searches';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, groupWithRoles, type Actor } from '../../groups/groups-test-helpers';
import { makeListing, resultsOf } from './search-test-helpers';
import {
  createSearchAs,
  decideOn,
  getSearch,
  guestBody,
  searchNotFoundBody,
  searchState,
  sharedSearchOf,
} from './searches-test-helpers';

let ctx: TestContext;
let owner: Actor;
let client: Actor;
let colleague: Actor;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  client = await actor(ctx, { name: 'Carla Benítez' });
  colleague = await actor(ctx, { name: 'Bruno Acosta' });
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());

function update(who: Actor | null, id: number | string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PUT', url: `/api/search/${id}`, headers: who?.headers ?? {}, payload });
}

function join(who: Actor | null, id: number | string) {
  return ctx.app.inject({ method: 'POST', url: `/api/search/${id}/join`, headers: who?.headers ?? {} });
}

const sharedSearch = () => sharedSearchOf(ctx, owner);

describe('PUT /search/{id}: sharing and mode', () => {
  it('lets the owner turn sharing on and off and choose a mode; anyone else gets 403 or 404', async () => {
    const search = await createSearchAs(ctx, owner);
    const on = await update(owner, search.uuid, { shareable: true, filtered: 'assisted' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ shareable: true, filtered: 'assisted', title: search.title });
    // Someone who joined may open it but not change it.
    expect((await join(client, search.uuid)).statusCode).toBe(200);
    const byClient = await update(client, search.uuid, { shareable: false });
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json()).toEqual({ message: searchMessages.creatorOnly });
    expect((await update(colleague, search.id, { shareable: false })).json()).toEqual(searchNotFoundBody);
    expect((await update(null, search.uuid, { shareable: false })).json()).toEqual(guestBody);
    const off = await update(owner, search.uuid, { shareable: false, filtered: null });
    expect(off.json()).toMatchObject({ shareable: false, filtered: null });
  });

  it('refuses a body with nothing to change, an unknown mode or a field it does not take', async () => {
    const search = await createSearchAs(ctx, owner);
    for (const payload of [{}, { filtered: 'magic' }, { shareable: 'yes' }, { public: true }, { title: 'ab' }]) {
      const response = await update(owner, search.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().message, JSON.stringify(payload)).toEqual(expect.any(String));
    }
    expect((await searchState(ctx, search.id)).search).toMatchObject({ shareable: false, filtered: null });
  });
});

describe('POST /search/{id}/join and the link of a shared search', () => {
  it('opens a shared search by its link for a visitor and for anyone signed in, not by its numeric id', async () => {
    const search = await sharedSearch();
    await makeListing(ctx, seller);
    for (const who of [null, colleague]) {
      expect((await getSearch(ctx, who, search.uuid)).statusCode).toBe(200);
      const page = await resultsOf(ctx, search.uuid, who);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toHaveLength(1);
    }
    expect((await getSearch(ctx, colleague, search.id)).json()).toEqual(searchNotFoundBody);
  });

  it('makes a signed-in person a participant once; twice is 409; a visitor gets 401', async () => {
    const search = await sharedSearch();
    const joined = await join(client, search.uuid);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(
      joined
        .json()
        .users.map((user: { name: string }) => user.name)
        .sort(),
    ).toEqual(['Carla Benítez', 'Valentina Gómez']);
    const again = await join(client, search.uuid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: searchMessages.alreadyJoined });
    expect((await join(owner, search.uuid)).statusCode).toBe(409);
    expect((await join(null, search.uuid)).json()).toEqual(guestBody);
    const state = await searchState(ctx, search.id);
    expect(state.participants.map((row) => [row.userId, row.owner])).toEqual([
      [owner.user.id, true],
      [client.user.id, false],
    ]);
  });

  it('counts one participant when the same person joins twice at once', async () => {
    const search = await sharedSearch();
    const answers = await Promise.all([join(colleague, search.uuid), join(colleague, search.uuid)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await searchState(ctx, search.id)).participants).toHaveLength(2);
  });

  it('refuses to let anyone new in once sharing stops, and keeps who is in', async () => {
    const search = await sharedSearch();
    expect((await join(client, search.uuid)).statusCode).toBe(200);
    await update(owner, search.id, { shareable: false });
    const late = await join(colleague, search.uuid);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: searchMessages.notPossible });
    expect((await getSearch(ctx, colleague, search.uuid)).json()).toEqual(searchNotFoundBody);
    expect((await getSearch(ctx, client, search.uuid)).statusCode).toBe(200);
    expect((await searchState(ctx, search.id)).participants).toHaveLength(2);
  });

  it("lets a group's member join the group's search without a link, and nobody else by its id", async () => {
    const { group, owner: groupOwner, member, outsider } = await groupWithRoles(ctx, { public: 1 });
    const search = await createSearchAs(ctx, groupOwner, { group_id: group.id });
    expect((await join(member, search.id)).statusCode).toBe(200);
    expect((await join(outsider, search.id)).json()).toEqual(searchNotFoundBody);
    expect((await join(outsider, search.uuid)).json()).toEqual({ message: searchMessages.notPossible });
  });

  it("lets an admin of the group join a member's group search as a plain participant, once", async () => {
    const { group, admin, member } = await groupWithRoles(ctx);
    const search = await createSearchAs(ctx, member, { group_id: group.id, title: 'Dos ambientes' });
    const before = await searchState(ctx, search.id);
    const joined = await join(admin, search.id);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ id: search.id, title: 'Dos ambientes', pivot: { owner: false } });
    const again = await join(admin, search.uuid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: searchMessages.alreadyJoined });
    const after = await searchState(ctx, search.id);
    // Joining adds their participation and nothing else: the search stays the member's, unshared, undecided.
    expect(after.search).toEqual(before.search);
    expect(after.decisions).toEqual([]);
    expect(after.participants.map((row) => [row.userId, row.owner, row.finishedAt])).toEqual(
      [
        [member.user.id, true, null],
        [admin.user.id, false, null],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });
});

describe('coincidences', () => {
  it('answers the other participants who like the same listing, and joins whoever decides by the link', async () => {
    const search = await sharedSearch();
    const listing = await makeListing(ctx, seller);
    const first = await decideOn(ctx, owner, search, { publication_id: listing.id, like: true });
    expect(first.json()).toEqual({ coincidences: { exists: false, users: [] } });
    // The client never joined explicitly: deciding through the link makes them a participant.
    const second = await decideOn(ctx, client, search, { publication_id: listing.id, like: true });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({
      coincidences: {
        exists: true,
        users: [{ id: owner.user.id, name: 'Valentina Gómez', slug: owner.user.slug, avatar_url: null }],
      },
    });
    const discard = await decideOn(ctx, colleague, search, { publication_id: listing.id, like: false });
    expect(discard.json()).toEqual({ coincidences: { exists: false, users: [] } });
    const third = await decideOn(ctx, colleague, search, { publication_id: listing.id, like: true });
    expect(third.json().coincidences.users.map((user: { name: string }) => user.name)).toEqual([
      'Carla Benítez',
      'Valentina Gómez',
    ]);
    expect((await searchState(ctx, search.id)).participants).toHaveLength(3);
  });

  it('refuses a decision through the link of a search no longer shared', async () => {
    const search = await sharedSearch();
    const listing = await makeListing(ctx, seller);
    await update(owner, search.id, { shareable: false });
    const refused = await decideOn(ctx, colleague, search, { publication_id: listing.id, like: true });
    expect(refused.statusCode).toBe(404);
    expect((await searchState(ctx, search.id)).decisions).toEqual([]);
  });
});
