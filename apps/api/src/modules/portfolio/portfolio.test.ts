import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import {
  actor,
  createGroupAs,
  groupWithRoles,
  guestBody,
  joinGroup,
  notFoundBody,
  type Actor,
} from '../groups/groups-test-helpers';
import { categoriesOf, listing, portfolio, portfolioPage } from './portfolio-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/account/group/{id}/publication: who may read it', () => {
  it('answers the members (owner, admin, member) with the same portfolio, and nobody else', async () => {
    const { group, owner, admin, member, outsider } = await groupWithRoles(ctx);
    const own = await listing(ctx, owner, { title: 'Casa con jardín en Olivos', category: 'casa', hoursAgo: 3 });
    const admins = await listing(ctx, admin, { title: 'PH 3 ambientes en Villa Crespo', category: 'ph', hoursAgo: 2 });
    const members = await listing(ctx, member, {
      title: 'Local a la calle en Caballito',
      category: 'local',
      hoursAgo: 1,
    });
    await listing(ctx, outsider, { title: 'Departamento de otro equipo' });

    for (const who of [owner, admin, member]) {
      const page = await portfolioPage(ctx, who, group.id);
      expect(page.ids).toEqual([members.id, admins.id, own.id]);
      expect(page).toMatchObject({ total: 3, current_page: 1, last_page: 1, prev_page_url: null, next_page_url: null });
    }
    // Administration permissions do not open a group one is not in.
    const siteAdmin = await actor(ctx, {
      name: 'Mariana Sosa',
      permissions: ['users', 'groups', 'microsites', 'searches'],
    });
    for (const who of [outsider, siteAdmin]) {
      const answer = await portfolio(ctx, who, group.id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(notFoundBody);
    }
    const guest = await portfolio(ctx, null, group.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
  });

  it('answers 404 for a group that does not exist or an id that is no id, and 422 for bad filters', async () => {
    const someone = await actor(ctx);
    for (const id of ['999999', 'abc', '0', '-1']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/account/group/${id}/publication`,
        headers: someone.headers,
      });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    const { group, member } = await groupWithRoles(ctx);
    for (const query of ['?time=month', '?category=autos', '?take=0', '?take=101', '?page=0', '?orderBy=title']) {
      expect((await portfolio(ctx, member, group.id, query)).statusCode, query).toBe(422);
    }
  });

  it('shows each listing as the reader sees it: their own ones as creator, the others with their publisher', async () => {
    const { group, owner, member } = await groupWithRoles(ctx);
    const mine = await listing(ctx, member, {
      title: 'Remera básica negra',
      type: 'clothing',
      category: 'remeras',
      operation: null,
      brand: 'Rapsodia',
      hoursAgo: 1,
    });
    await listing(ctx, owner, { title: 'Departamento con balcón en Belgrano', hoursAgo: 2 });
    const page = await portfolioPage(ctx, member, group.id);
    expect(page.data[0]).toMatchObject({
      id: mine.id,
      title: 'Remera básica negra',
      type: 'clothing',
      category: 'remeras',
      extras: expect.objectContaining({ brand: 'Rapsodia' }),
      pivot: { creator: true },
      users: [{ id: member.user.id, name: 'Lucía Rodríguez', slug: null, avatar_url: null }],
      medias: [
        expect.objectContaining({
          number: 1,
          file_url: 'http://vitrina.test/uploads/publications/seed/living.webp',
          thumbnail_url: 'http://vitrina.test/uploads/publications/seed/living-thumb.webp',
        }),
      ],
    });
    expect(page.data[1]).toMatchObject({
      title: 'Departamento con balcón en Belgrano',
      pivot: { creator: false },
      users: [expect.objectContaining({ name: 'Valentina Gómez' })],
    });
  });
});

describe("the group's public flag decides which listings of each member show", () => {
  let owner: Actor;
  let member: Actor;
  let listings: Record<string, number>;
  beforeAll(async () => {
    owner = await actor(ctx, { name: 'Agustina Torres' });
    member = await actor(ctx, { name: 'Sofía Pérez' });
    listings = {
      ownerPublic: (await listing(ctx, owner, { title: 'Pública de Agustina', public: true, hoursAgo: 4 })).id,
      ownerPrivate: (await listing(ctx, owner, { title: 'Privada de Agustina', public: false, hoursAgo: 3 })).id,
      memberPublic: (await listing(ctx, member, { title: 'Pública de Sofía', public: true, hoursAgo: 2 })).id,
      memberPrivate: (await listing(ctx, member, { title: 'Privada de Sofía', public: false, hoursAgo: 1 })).id,
    };
  });

  it.each([
    ['' as const, 'all of them', ['memberPrivate', 'memberPublic', 'ownerPrivate', 'ownerPublic']],
    ['1' as const, 'only the public ones', ['memberPublic', 'ownerPublic']],
    ['0' as const, 'only the private ones', ['memberPrivate', 'ownerPrivate']],
  ])('public %j: %s, for every member', async (flag, _label, expected) => {
    const group = await createGroupAs(ctx, owner, { name: `Cartera ${flag || 'todas'}`, public: flag });
    await joinGroup(ctx, owner, group.id, member);
    const ids = expected.map((key) => listings[key]);
    for (const who of [owner, member]) {
      const page = await portfolioPage(ctx, who, group.id);
      expect(page.ids).toEqual(ids);
      expect(page.total).toBe(ids.length);
      expect(page.data.map((item) => item.public)).toEqual(expected.map((key) => key.endsWith('Public')));
    }
    const categories = await categoriesOf(ctx, member, group.id);
    expect(categories.json()).toEqual([{ value: 'departamento', title: 'Departamento', count: ids.length }]);
  });
});

describe('GET /api/account/group/{id}/publication/categories', () => {
  it("lists the categories present with their counts, in the configuration's order, to members only", async () => {
    const { group, owner, admin, member, outsider } = await groupWithRoles(ctx);
    await listing(ctx, owner, { category: 'casa' });
    await listing(ctx, owner, { category: 'departamento' });
    await listing(ctx, admin, { category: 'casa' });
    await listing(ctx, member, { type: 'clothing', category: 'calzado', operation: null });
    await listing(ctx, outsider, { category: 'cochera' });

    const expected = [
      { value: 'departamento', title: 'Departamento', count: 1 },
      { value: 'casa', title: 'Casa', count: 2 },
      { value: 'calzado', title: 'Calzado', count: 1 },
    ];
    for (const who of [owner, admin, member]) {
      const response = await categoriesOf(ctx, who, group.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    expect((await categoriesOf(ctx, outsider, group.id)).json()).toEqual(notFoundBody);
    expect((await categoriesOf(ctx, outsider, group.id)).statusCode).toBe(404);
    const guest = await categoriesOf(ctx, null, group.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
  });

  it('answers an empty list for a portfolio without listings', async () => {
    const { group, member } = await groupWithRoles(ctx);
    const response = await categoriesOf(ctx, member, group.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
