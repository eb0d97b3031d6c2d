import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { forbiddenBody, groupWithRoles, notFoundBody, type Actor } from '../../groups/groups-test-helpers';
import { makeListing } from '../core/search-test-helpers';
import { createSearchAs, decideOn, guestBody, listingCounters, searchState } from '../core/searches-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const hour = 60 * 60 * 1000;
const get = (who: Actor | null, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: who?.headers ?? {} });
const remove = (who: Actor | null, groupId: number, searchId: number | string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/account/group/${groupId}/search/${searchId}`,
    headers: who?.headers ?? {},
  });
const titles = (response: { json(): { data: { title: string }[] } }) => response.json().data.map((item) => item.title);

/** A search `who` makes in the group with these categories, published through the API unless told. */
async function groupSearch(who: Actor, groupId: number, title: string, categories: string[], publish = true) {
  const filters = categories.map((category) => ({ type: 'property', category }));
  const search = await createSearchAs(ctx, who, { group_id: groupId, title, filters });
  if (publish) {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/search/${search.uuid}/publish`,
      headers: who.headers,
      payload: { public: true },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return search;
}

describe('GET /api/account/group/{id}/search and its categories', () => {
  it('lists the group’s published searches to its members, newest publication first, paged, filtered', async () => {
    const { group, owner, member } = await groupWithRoles(ctx);
    const other = await groupWithRoles(ctx);
    await groupSearch(other.member, other.group.id, 'De otro grupo', ['casa']);
    await groupSearch(member, group.id, 'Sin publicar', ['casa'], false);
    await groupSearch(member, group.id, 'Casas y departamentos', ['casa', 'departamento', 'casa']);
    ctx.clock.advance(3 * 24 * hour);
    await groupSearch(owner, group.id, 'Departamentos', ['departamento']);
    ctx.clock.advance(hour);
    const latest = await groupSearch(member, group.id, 'Locales', ['local']);

    const first = await get(owner, `/account/group/${group.id}/search?take=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(titles(first)).toEqual(['Locales', 'Departamentos']);
    expect(first.json()).toMatchObject({
      current_page: 1,
      last_page: 2,
      total: 3,
      prev_page_url: null,
      next_page_url: `http://vitrina.test/api/account/group/${group.id}/search?take=2&page=2`,
    });
    // Each item is the Search view, as the member sees it.
    expect(first.json().data[0]).toMatchObject({
      id: latest.id,
      public: true,
      published_at: ctx.clock.now().toISOString(),
      scope: { type: 'group', id: group.id, name: 'Equipo Palermo' },
      pivot: { owner: false },
      users: [{ id: member.user.id, pivot: { owner: true } }],
    });
    expect(titles(await get(member, `/account/group/${group.id}/search?take=2&page=2`))).toEqual([
      'Casas y departamentos',
    ]);
    expect(titles(await get(member, `/account/group/${group.id}/search?time=week`))).toEqual([
      'Locales',
      'Departamentos',
      'Casas y departamentos',
    ]);
    expect(titles(await get(member, `/account/group/${group.id}/search?time=day`))).toEqual([
      'Locales',
      'Departamentos',
    ]);
    expect(titles(await get(member, `/account/group/${group.id}/search?category=departamento`))).toEqual([
      'Departamentos',
      'Casas y departamentos',
    ]);
    expect(titles(await get(member, `/account/group/${group.id}/search?category=`))).toHaveLength(3);
    expect(titles(await get(member, `/account/group/${group.id}/search?search=CASAS`))).toEqual([
      'Casas y departamentos',
    ]);
    expect(titles(await get(member, `/account/group/${group.id}/search?orderMethod=asc`))).toEqual([
      'Casas y departamentos',
      'Departamentos',
      'Locales',
    ]);

    const categories = await get(member, `/account/group/${group.id}/search/categories`);
    expect(categories.statusCode).toBe(200);
    expect(categories.json()).toEqual([
      { value: 'departamento', title: 'Departamento', count: 2 },
      { value: 'casa', title: 'Casa', count: 1 },
      { value: 'local', title: 'Local', count: 1 },
    ]);
    expect((await get(member, `/account/group/${group.id}/search/categories?time=day`)).json()).toEqual([
      { value: 'departamento', title: 'Departamento', count: 1 },
      { value: 'local', title: 'Local', count: 1 },
    ]);
  });

  it('refuses bad filters (422), non-members (404) and visitors (401)', async () => {
    const { group, member, outsider } = await groupWithRoles(ctx);
    for (const url of [`/account/group/${group.id}/search`, `/account/group/${group.id}/search/categories`]) {
      const stranger = await get(outsider, url);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual(notFoundBody);
      const visitor = await get(null, url);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual(guestBody);
      expect((await get(member, `${url}?time=month`)).statusCode).toBe(422);
    }
    expect((await get(member, `/account/group/${group.id}/search?category=yate`)).statusCode).toBe(422);
    expect((await get(member, '/account/group/abc/search')).statusCode).toBe(404);
    const empty = await get(member, `/account/group/${group.id}/search`);
    expect(empty.json()).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect((await get(member, `/account/group/${group.id}/search/categories`)).json()).toEqual([]);
  });
});

describe('DELETE /api/account/group/{id}/search/{searchId}', () => {
  it('lets a group admin delete a member’s published search; its decisions’ counters follow', async () => {
    const { group, admin, member } = await groupWithRoles(ctx);
    const listing = await makeListing(ctx, member);
    const search = await groupSearch(member, group.id, 'Para borrar', ['departamento']);
    expect((await decideOn(ctx, member, search, { publication_id: listing.id, like: true })).statusCode).toBe(200);
    expect((await listingCounters(ctx, listing.id)).like_count).toBe(1);
    const response = await remove(admin, group.id, search.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Búsqueda eliminada correctamente.' });
    expect((await searchState(ctx, search.id)).search).toBeNull();
    expect((await listingCounters(ctx, listing.id)).like_count).toBe(0);
    expect((await remove(admin, group.id, search.id)).statusCode).toBe(404);
  });

  it('lets the search’s owner delete it by its uuid', async () => {
    const { group, member } = await groupWithRoles(ctx);
    const search = await groupSearch(member, group.id, 'Mía', ['casa']);
    expect((await remove(member, group.id, search.uuid)).json()).toEqual({
      message: 'Búsqueda eliminada correctamente.',
    });
    expect((await searchState(ctx, search.id)).search).toBeNull();
  });

  it('refuses a plain member (403), outsiders (404) and visitors (401), deleting nothing', async () => {
    const { group, owner, member, outsider } = await groupWithRoles(ctx);
    const search = await groupSearch(owner, group.id, 'Del dueño del grupo', ['casa']);
    const plain = await remove(member, group.id, search.id);
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual({
      message: 'Sólo quien creó la búsqueda o quienes administran el grupo pueden eliminarla.',
    });
    expect(plain.json()).not.toEqual(forbiddenBody);
    const stranger = await remove(outsider, group.id, search.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(notFoundBody);
    const visitor = await remove(null, group.id, search.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(guestBody);
    expect((await searchState(ctx, search.id)).search).not.toBeNull();
  });

  it('answers 404 for a search that is not one of the group’s published searches, deleting nothing', async () => {
    const { group, admin, member } = await groupWithRoles(ctx);
    const other = await groupWithRoles(ctx);
    const elsewhere = await groupSearch(other.member, other.group.id, 'De otro grupo', ['casa']);
    const draft = await groupSearch(member, group.id, 'Sin publicar', ['casa'], false);
    const personal = await createSearchAs(ctx, member, { title: 'Personal' });
    for (const search of [elsewhere, draft, personal]) {
      const response = await remove(admin, group.id, search.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
      expect((await searchState(ctx, search.id)).search).not.toBeNull();
    }
    expect((await remove(admin, group.id, 'no-es-un-id')).statusCode).toBe(404);
  });
});
