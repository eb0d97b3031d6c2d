import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, groupWithRoles, type Actor } from '../../groups/groups-test-helpers';
import { makeListing } from './search-test-helpers';
import {
  createSearchAs,
  decideOn,
  guestBody,
  applyCounters,
  listingCounters,
  searchNotFoundBody,
  searchState,
} from './searches-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const history = (who: Actor | null, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/account/search${query}`, headers: who?.headers ?? {} });
const remove = (who: Actor | null, id: number | string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/account/search/${id}`, headers: who?.headers ?? {} });
const authUser = (who: Actor) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: who.headers });

/** `count` searches by `who`, a minute apart, titled 'Búsqueda 1'… in creation order. */
async function searchesBy(who: Actor, count: number, body: Record<string, unknown> = {}) {
  const made = [];
  for (let index = 1; index <= count; index++) {
    ctx.clock.advance(60_000);
    made.push(await createSearchAs(ctx, who, { title: `Búsqueda ${index}`, ...body }));
  }
  return made;
}

describe('GET /api/account/search', () => {
  it('lists the searches the user takes part in, newest first, paged, with scope names and participants', async () => {
    const user = await actor(ctx, { name: 'Valentina Gómez' });
    const stranger = await actor(ctx, { name: 'Santiago López' });
    await searchesBy(stranger, 2);
    const mine = await searchesBy(user, 3);
    const first = await history(user, '?take=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      current_page: 1,
      last_page: 2,
      total: 3,
      prev_page_url: null,
      next_page_url: 'http://vitrina.test/api/account/search?take=2&page=2',
    });
    expect(first.json().data.map((search: { title: string }) => search.title)).toEqual(['Búsqueda 3', 'Búsqueda 2']);
    expect(first.json().data[0]).toMatchObject({
      id: mine[2].id,
      scope: { type: 'platform', name: 'toda la aplicación' },
      pivot: { owner: true },
      users: [{ id: user.user.id, name: 'Valentina Gómez', pivot: { owner: true } }],
    });
    const second = await history(user, '?take=2&page=2');
    expect(second.json().data.map((search: { title: string }) => search.title)).toEqual(['Búsqueda 1']);
    expect(second.json().prev_page_url).toBe('http://vitrina.test/api/account/search?take=2&page=1');
    const oldest = await history(user, '?orderBy=created_at&orderMethod=asc');
    expect(oldest.json().data.map((search: { title: string }) => search.title)).toEqual([
      'Búsqueda 1',
      'Búsqueda 2',
      'Búsqueda 3',
    ]);
  });

  it('finds by title whatever the case, with % and _ taken literally', async () => {
    const user = await actor(ctx);
    await createSearchAs(ctx, user, { title: 'Casas en Pilar' });
    await createSearchAs(ctx, user, { title: 'Departamentos 100% financiados' });
    await createSearchAs(ctx, user, { title: 'Remeras_Nike' });
    const titles = async (search: string) =>
      (await history(user, `?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((item: { title: string }) => item.title);
    expect(await titles('CASAS')).toEqual(['Casas en Pilar']);
    expect(await titles('100%')).toEqual(['Departamentos 100% financiados']);
    expect(await titles('s_N')).toEqual(['Remeras_Nike']);
    expect(await titles('0%f')).toEqual([]);
  });

  it('lists a group search a member decided in, as a participant, with the group name', async () => {
    const { group, owner, member } = await groupWithRoles(ctx, { name: 'Showroom Villa Crespo', public: 1 });
    const search = await createSearchAs(ctx, owner, { group_id: group.id });
    expect((await history(member)).json().total).toBe(0);
    const listing = await makeListing(ctx, member);
    await decideOn(ctx, member, search, { publication_id: listing.id, like: true });
    await applyCounters(ctx);
    const listed = (await history(member)).json();
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({
      id: search.id,
      scope: { type: 'group', id: group.id, name: 'Showroom Villa Crespo' },
      pivot: { owner: false },
      decisions_true_count: 1,
    });
    expect(listed.data[0].users).toHaveLength(2);
  });

  it('needs a session and refuses bad parameters', async () => {
    const guest = await history(null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    const user = await actor(ctx);
    for (const query of ['?orderBy=title', '?take=0', '?take=101', '?page=0', '?orderMethod=up']) {
      const response = await history(user, query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/auth/user', () => {
  it("answers the user's latest 5 searches, newest first", async () => {
    const user = await actor(ctx);
    expect((await authUser(user)).json().searches).toEqual([]);
    await searchesBy(user, 7);
    const response = await authUser(user);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().searches.map((search: { title: string }) => search.title)).toEqual([
      'Búsqueda 7',
      'Búsqueda 6',
      'Búsqueda 5',
      'Búsqueda 4',
      'Búsqueda 3',
    ]);
    expect(response.json().searches[0]).toMatchObject({ user_id: user.user.id, pivot: { owner: true } });
  });
});

describe('DELETE /api/account/search/{id}', () => {
  it("deletes the owner's search with everyone's decisions, and the listings' counters follow", async () => {
    const { group, owner, member } = await groupWithRoles(ctx, { public: 1 });
    const search = await createSearchAs(ctx, owner, { group_id: group.id });
    const listing = await makeListing(ctx, member);
    await decideOn(ctx, owner, search, { publication_id: listing.id, like: true });
    await decideOn(ctx, member, search, { publication_id: listing.id, like: true });
    expect(await listingCounters(ctx, listing.id)).toMatchObject({ like_count: 2, decisions_count: 2 });
    const relevance = (await listingCounters(ctx, listing.id)).relevance;
    const response = await remove(owner, search.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Búsqueda eliminada correctamente.' });
    expect(await searchState(ctx, search.id)).toEqual({ search: null, participants: [], decisions: [] });
    const after = await listingCounters(ctx, listing.id);
    expect(after).toMatchObject({ like_count: 0, decisions_count: 0 });
    expect(after.relevance).toBeLessThan(relevance);
    expect((await history(member)).json().total).toBe(0);
  });

  it("takes a participant out of someone else's search with their decisions, leaving the rest", async () => {
    const { group, owner, member } = await groupWithRoles(ctx, { public: 1 });
    const search = await createSearchAs(ctx, owner, { group_id: group.id });
    const listing = await makeListing(ctx, member);
    await decideOn(ctx, owner, search, { publication_id: listing.id, like: true });
    await decideOn(ctx, member, search, { publication_id: listing.id, like: false });
    const response = await remove(member, search.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Búsqueda eliminada correctamente.' });
    const state = await searchState(ctx, search.id);
    expect(state.participants.map((row) => row.userId)).toEqual([owner.user.id]);
    expect(state.decisions.map((row) => row.userId)).toEqual([owner.user.id]);
    expect(state.search).toMatchObject({ decisionsTrueCount: 1, decisionsFalseCount: 0 });
    expect(await listingCounters(ctx, listing.id)).toMatchObject({ like_count: 1, decisions_count: 1 });
    expect((await history(member)).json().total).toBe(0);
    expect((await history(owner)).json().data.map((item: { id: number }) => item.id)).toContain(search.id);
  });

  it('answers 404 to anyone who does not take part, and 401 to a visitor, deleting nothing', async () => {
    const { group, owner, member, outsider } = await groupWithRoles(ctx);
    const search = await createSearchAs(ctx, owner, { group_id: group.id });
    const visitorSearch = await createSearchAs(ctx, null);
    // A member of the group who never decided is not a participant: nothing of theirs to delete.
    for (const [who, id] of [
      [member, search.id],
      [outsider, search.uuid],
      [member, visitorSearch.uuid],
      [member, 'abc'],
    ] as const) {
      const response = await remove(who, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(searchNotFoundBody);
    }
    const guest = await remove(null, search.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    expect((await searchState(ctx, search.id)).search).not.toBeNull();
    expect((await searchState(ctx, visitorSearch.id)).search).not.toBeNull();
  });
});
