// POST /search/{id}/filtereds (product.md, Searches: Filtered results): who may read a search's filtered results, one
// participant's likes and discards with everyone's answers, text search, ordering, paging and bad query values.
// Coincidences are in search-filtered.coincidences.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filteredMessages, filteredPageSchema } from '@vitrina/shared/search-filtered';
import { publicationMedia } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, groupWithRoles, type Actor } from '../../groups/groups-test-helpers';
import { makeListing } from '../core/search-test-helpers';
import { createSearchAs, decideOn, guestBody, searchNotFoundBody, sharedSearchOf } from '../core/searches-test-helpers';

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

function filtereds(who: Actor | null, id: number | string, query = '') {
  return ctx.app.inject({ method: 'POST', url: `/api/search/${id}/filtereds${query}`, headers: who?.headers ?? {} });
}

/** A 200 page, checked against the response schema. */
async function pageOf(who: Actor, id: number | string, query = '') {
  const response = await filtereds(who, id, query);
  expect(response.statusCode, response.body).toBe(200);
  return filteredPageSchema.parse(response.json());
}

const titles = (page: { data: { title: string }[] }) => page.data.map((card) => card.title);

async function decided(who: Actor, search: { uuid: string }, body: Record<string, unknown>) {
  const response = await decideOn(ctx, who, search, body);
  expect(response.statusCode, response.body).toBe(200);
}

/** A search the owner shared and the client joined. */
const sharedWithClient = () => sharedSearchOf(ctx, owner, [client]);

describe('who may read the filtered results', () => {
  it('answers participants by id or uuid; 404 for anyone else, even with the link; 401 for a visitor', async () => {
    const search = await sharedWithClient();
    for (const [who, id] of [
      [owner, search.id],
      [client, search.uuid],
    ] as const) {
      const page = await pageOf(who, id);
      expect(page.participants).toEqual([
        { id: owner.user.id, name: 'Valentina Gómez', avatar_url: null, owner: true },
        { id: client.user.id, name: 'Carla Benítez', avatar_url: null, owner: false },
      ]);
    }
    // The search is shared: the link opens its deck for anyone, but not what its participants decided.
    for (const id of [search.id, search.uuid])
      expect((await filtereds(colleague, id)).json()).toEqual(searchNotFoundBody);
    expect((await filtereds(colleague, search.id)).statusCode).toBe(404);
    const visitor = await filtereds(null, search.uuid);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(guestBody);
    for (const id of ['nada', '0', '99999999'])
      expect((await filtereds(owner, id)).json(), id).toEqual(searchNotFoundBody);
  });

  it("refuses a visitor's search, which has no participants until its maker signs in", async () => {
    const search = await createSearchAs(ctx, null);
    expect((await filtereds(null, search.uuid)).statusCode).toBe(401);
    const signedIn = await filtereds(colleague, search.uuid);
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json()).toEqual(searchNotFoundBody);
  });

  it("opens a group search for the group's members, an empty view before they decide; not for others", async () => {
    const { group, owner: groupOwner, member, outsider } = await groupWithRoles(ctx, { public: 1 });
    const search = await createSearchAs(ctx, groupOwner, { group_id: group.id });
    const listing = await makeListing(ctx, groupOwner, { title: 'Casa del grupo' });
    await decided(groupOwner, search, { publication_id: listing.id, like: true });
    const before = await pageOf(member, search.id);
    expect(before).toMatchObject({ data: [], total: 0, decisions_true_count: 0, decisions_false_count: 0 });
    expect(before.participants.map((participant) => participant.name)).toEqual(['Valentina Gómez']);
    // The member sees the owner's likes through the selector.
    expect(titles(await pageOf(member, search.id, `?user_id=${groupOwner.user.id}`))).toEqual(['Casa del grupo']);
    expect((await filtereds(outsider, search.id)).json()).toEqual(searchNotFoundBody);
    expect((await filtereds(outsider, search.uuid)).statusCode).toBe(404);
    // Deciding made the member a participant: they show in the selector.
    await decided(member, search, { publication_id: listing.id, like: false });
    const after = await pageOf(groupOwner, search.uuid, `?user_id=${member.user.id}&like=false`);
    expect(titles(after)).toEqual(['Casa del grupo']);
    expect(after.participants.map((participant) => participant.owner)).toEqual([true, false]);
  });
});

describe("a participant's decisions", () => {
  it("lists the chosen participant's likes or discards with their decision and everyone's answers", async () => {
    const search = await sharedWithClient();
    const [palermo, belgrano, caballito] = [
      await makeListing(ctx, seller, { title: 'Departamento en Palermo' }),
      await makeListing(ctx, seller, { title: 'Departamento en Belgrano' }),
      await makeListing(ctx, seller, { title: 'Departamento en Caballito' }),
    ];
    await decided(owner, search, { publication_id: palermo.id, like: true, is_super: true, comment: 'Muy luminoso' });
    await decided(owner, search, { publication_id: belgrano.id, like: true, tags: ['top'] });
    await decided(owner, search, { publication_id: caballito.id, like: false });
    await decided(client, search, { publication_id: palermo.id, like: false, comment: 'Lejos', tags: ['visited'] });
    await decided(client, search, { publication_id: belgrano.id, like: true });

    const mine = await pageOf(owner, search.id);
    expect(titles(mine)).toEqual(['Departamento en Belgrano', 'Departamento en Palermo']);
    expect(mine).toMatchObject({ total: 2, decisions_true_count: 2, decisions_false_count: 1, current_page: 1 });
    const palermoCard = mine.data[1];
    expect(palermoCard).toMatchObject({
      id: palermo.id,
      like: true,
      is_super: true,
      comment: 'Muy luminoso',
      tags: [],
      likes_count: 1,
      likers: [{ id: owner.user.id, name: 'Valentina Gómez', avatar_url: null }],
      badge: null,
    });
    expect(palermoCard.decided_at).toEqual(expect.any(String));
    expect(palermoCard.answers).toEqual([
      {
        user_id: owner.user.id,
        name: 'Valentina Gómez',
        avatar_url: null,
        like: true,
        is_super: true,
        comment: 'Muy luminoso',
        tags: [],
      },
      {
        user_id: client.user.id,
        name: 'Carla Benítez',
        avatar_url: null,
        like: false,
        is_super: false,
        comment: 'Lejos',
        tags: ['visited'],
      },
    ]);
    // Both like Belgrano, and they are all the participants.
    expect(mine.data[0]).toMatchObject({ tags: ['top'], likes_count: 2, badge: 'todos' });
    // Each card is the whole listing, as everywhere: its publisher and its photos in their order, in either view.
    await ctx.db.insert(publicationMedia).values([
      { publicationId: belgrano.id, file: 'media/belgrano-2.jpg', number: 2, width: 800, height: 600 },
      { publicationId: belgrano.id, file: 'media/belgrano-1.jpg', thumbnail: 'media/belgrano-1-t.jpg', number: 1 },
    ]);
    for (const query of ['', '?view=coincidences']) {
      const [card] = (await pageOf(owner, search.id, query)).data.filter((item) => item.id === belgrano.id);
      expect(card.users).toEqual([{ id: seller.user.id, name: 'Inmobiliaria Norte', slug: null, avatar_url: null }]);
      expect(card.medias.map((media) => [media.number, media.file, media.info.size])).toEqual([
        [1, 'media/belgrano-1.jpg', { width: null, height: null }],
        [2, 'media/belgrano-2.jpg', { width: 800, height: 600 }],
      ]);
      expect(card.medias[0].thumbnail_url).toMatch(/media\/belgrano-1-t\.jpg$/);
    }

    expect(titles(await pageOf(owner, search.id, '?like=false'))).toEqual(['Departamento en Caballito']);
    const theirs = await pageOf(owner, search.uuid, `?user_id=${client.user.id}&like=false`);
    expect(theirs.data.map((card) => [card.title, card.like, card.comment, card.tags])).toEqual([
      ['Departamento en Palermo', false, 'Lejos', ['visited']],
    ]);
    expect(theirs).toMatchObject({ total: 1, decisions_true_count: 1, decisions_false_count: 1 });
    // The client's own view, by default and naming themselves.
    for (const query of ['', `?user_id=${client.user.id}&like=true`])
      expect(titles(await pageOf(client, search.uuid, query))).toEqual(['Departamento en Belgrano']);
  });

  it('searches the title case-insensitively, taking % and _ literally, and counts what matches', async () => {
    const search = await createSearchAs(ctx, owner);
    const names = ['Loft 100% reciclado', 'Loft 1000 metros', 'PH con_patio', 'PH con patio', 'Casa quinta'];
    for (const title of names) {
      const listing = await makeListing(ctx, seller, { title });
      await decided(owner, search, { publication_id: listing.id, like: title !== 'Casa quinta' });
    }
    // Sorted here: where '%' falls against '0' depends on the database's collation.
    expect(titles(await pageOf(owner, search.id, '?search=LOFT')).sort()).toEqual([
      'Loft 100% reciclado',
      'Loft 1000 metros',
    ]);
    expect(titles(await pageOf(owner, search.id, `?search=${encodeURIComponent('100%')}`))).toEqual([
      'Loft 100% reciclado',
    ]);
    expect(titles(await pageOf(owner, search.id, '?search=con_'))).toEqual(['PH con_patio']);
    const quinta = await pageOf(owner, search.id, '?search=quinta');
    expect(quinta).toMatchObject({ data: [], total: 0, decisions_true_count: 0, decisions_false_count: 1 });
    expect(titles(await pageOf(owner, search.id, '?search=quinta&like=false'))).toEqual(['Casa quinta']);
  });

  it('orders by title or by when the participant decided, either way, and pages with links', async () => {
    const search = await createSearchAs(ctx, owner);
    // Decided in an order that is not the alphabetical one.
    for (const title of ['Cochera B', 'Cochera D', 'Cochera A', 'Cochera E', 'Cochera C']) {
      const listing = await makeListing(ctx, seller, { title });
      await decided(owner, search, { publication_id: listing.id, like: true });
      ctx.clock.advance(60_000);
    }
    const all = ['Cochera A', 'Cochera B', 'Cochera C', 'Cochera D', 'Cochera E'];
    expect(titles(await pageOf(owner, search.id))).toEqual(all);
    expect(titles(await pageOf(owner, search.id, '?orderBy=title&orderMethod=desc'))).toEqual([...all].reverse());
    const decidedOrder = ['Cochera B', 'Cochera D', 'Cochera A', 'Cochera E', 'Cochera C'];
    expect(titles(await pageOf(owner, search.id, '?orderBy=created_at'))).toEqual(decidedOrder);
    expect(titles(await pageOf(owner, search.id, '?orderBy=created_at&orderMethod=desc'))).toEqual(
      [...decidedOrder].reverse(),
    );

    const second = await pageOf(owner, search.id, '?search=cochera&take=2&page=2');
    expect(titles(second)).toEqual(['Cochera C', 'Cochera D']);
    const base = `${ctx.config.publicUrl}/api/search/${search.id}/filtereds?search=cochera&take=2&page=`;
    expect(second).toMatchObject({
      current_page: 2,
      last_page: 3,
      total: 5,
      prev_page_url: `${base}1`,
      next_page_url: `${base}3`,
    });
    expect(titles(await pageOf(owner, search.id, '?take=2&page=3'))).toEqual(['Cochera E']);
    const beyond = await pageOf(owner, search.id, '?take=2&page=9');
    expect(beyond).toMatchObject({ data: [], total: 5, last_page: 3, next_page_url: null });
  });
});

describe('bad input', () => {
  it('refuses user_id of someone outside the search with a Spanish message', async () => {
    const search = await sharedWithClient();
    for (const userId of [colleague.user.id, 99_999_999]) {
      const response = await filtereds(owner, search.id, `?user_id=${userId}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: filteredMessages.notParticipant,
        errors: { user_id: [filteredMessages.notParticipant] },
      });
    }
  });

  it('refuses bad query values field by field, in Spanish', async () => {
    const search = await createSearchAs(ctx, owner);
    const cases: [string, string][] = [
      ['like=quizas', 'like'],
      ['like=', 'like'],
      ['user_id=abc', 'user_id'],
      ['user_id=0', 'user_id'],
      ['take=0', 'take'],
      ['take=101', 'take'],
      ['take=2.5', 'take'],
      ['page=0', 'page'],
      ['orderBy=amount', 'orderBy'],
      ['orderMethod=up', 'orderMethod'],
      ['view=todo', 'view'],
      [`search=${'a'.repeat(256)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const response = await filtereds(owner, search.id, `?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
      expect(response.json().errors[field], query).toEqual([expect.stringMatching(/^[A-ZÁÉÍÓÚÑ¿¡].*[a-zá-ú0-9.]$/)]);
    }
  });
});
