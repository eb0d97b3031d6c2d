// The category counts of a portfolio follow the list's time filter: with 'Último día' or 'Última semana' each
// category counts the listings of that window (what choosing it shows); without one they come from the
// trigger-kept publication_counts. Both against a plain count of what the list answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import {
  createGroupAs,
  groupWithRoles,
  guestBody,
  joinGroup,
  notFoundBody,
  type Actor,
} from '../groups/groups-test-helpers';
import { categoriesOf, listing, portfolioPage } from './portfolio-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Count = { value: string; title: string; count: number };

async function countsOf(who: Actor, groupId: number, query = '') {
  const response = await categoriesOf(ctx, who, groupId, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Count[];
}

/** What the list answers under the same time filter, counted per category. */
async function listedPerCategory(who: Actor, groupId: number, time: string) {
  const counts: Record<string, number> = {};
  for (let page = 1; ; page++) {
    const answer = await portfolioPage(ctx, who, groupId, `?time=${time}&take=100&page=${page}`);
    for (const item of answer.data) counts[item.category as string] = (counts[item.category as string] ?? 0) + 1;
    if (page >= answer.last_page) break;
  }
  return counts;
}

describe('GET /api/account/group/{id}/publication/categories?time=', () => {
  let group: number;
  let owner: Actor;
  let member: Actor;
  beforeAll(async () => {
    ({
      group: { id: group },
      owner,
      member,
    } = await groupWithRoles(ctx));
    await listing(ctx, owner, { category: 'casa', hoursAgo: 2 });
    await listing(ctx, member, { category: 'casa', hoursAgo: 20 });
    await listing(ctx, member, { category: 'departamento', hoursAgo: 30 });
    await listing(ctx, owner, { category: 'departamento', hoursAgo: 3 * 24 });
    await listing(ctx, owner, { category: 'terreno', hoursAgo: 10 * 24 });
    await listing(ctx, member, { category: 'terreno', hoursAgo: 400 * 24 });
  });

  it('counts only the listings of the last day or week, and every listing without a filter', async () => {
    expect(await countsOf(member, group, '?time=day')).toEqual([{ value: 'casa', title: 'Casa', count: 2 }]);
    expect(await countsOf(member, group, '?time=week')).toEqual([
      { value: 'departamento', title: 'Departamento', count: 2 },
      { value: 'casa', title: 'Casa', count: 2 },
    ]);
    const all = [
      { value: 'departamento', title: 'Departamento', count: 2 },
      { value: 'casa', title: 'Casa', count: 2 },
      { value: 'terreno', title: 'Terreno', count: 2 },
    ];
    expect(await countsOf(member, group, '?time=any')).toEqual(all);
    expect(await countsOf(member, group)).toEqual(all);
    for (const time of ['day', 'week', 'any']) {
      const listed = await listedPerCategory(owner, group, time);
      expect(
        Object.fromEntries((await countsOf(owner, group, `?time=${time}`)).map((item) => [item.value, item.count])),
        time,
      ).toEqual(listed);
    }
  });

  it("keeps to the group's public flag inside the window too", async () => {
    const onlyPublic = (await createGroupAs(ctx, owner, { name: 'Sólo públicas', public: '1' })).id;
    await joinGroup(ctx, owner, onlyPublic, member);
    await listing(ctx, member, { category: 'casa', public: false, hoursAgo: 1 });
    expect(await countsOf(member, onlyPublic, '?time=day')).toEqual([{ value: 'casa', title: 'Casa', count: 2 }]);
    expect(await countsOf(member, group, '?time=day')).toEqual([{ value: 'casa', title: 'Casa', count: 3 }]);
  });

  it('answers a guest 401, an outsider 404 and a bad filter 422 in Spanish', async () => {
    const {
      group: { id: other },
      outsider,
      member: reader,
    } = await groupWithRoles(ctx);
    const guest = await categoriesOf(ctx, null, other, '?time=day');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    const stranger = await categoriesOf(ctx, outsider, other, '?time=day');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(notFoundBody);
    const bad = await categoriesOf(ctx, reader, other, '?time=month');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ time: [expect.stringMatching(/^[A-ZÁÉÍÓÚÑ¿¡].*[a-zá-ú.]$/)] });
  });

  it('counts right while many listings are written and read at once', async () => {
    const {
      group: { id: busy },
      owner: writer,
      member: reader,
    } = await groupWithRoles(ctx);
    const recent = Array.from({ length: 40 }, (_, i) => ({
      userId: (i % 2 ? writer : reader).user.id,
      title: `Aviso ${i}`,
      type: 'property',
      category: i % 4 ? 'casa' : 'ph',
      operation: 'venta',
      listedAt: new Date(ctx.clock.now().getTime() - (i % 3) * 60 * 60 * 1000),
      public: true,
    }));
    const old = Array.from({ length: 10 }, (_, i) => ({
      ...recent[i],
      title: `Viejo ${i}`,
      listedAt: new Date(ctx.clock.now().getTime() - 30 * 24 * 3600_000),
    }));
    // Every insert its own statement, all at once, with reads of the counts among them.
    const answers = await Promise.all([
      ...[...recent, ...old].map((values) =>
        ctx.db
          .insert(publications)
          .values(values)
          .then(() => null),
      ),
      ...Array.from({ length: 10 }, () => countsOf(reader, busy, '?time=day')),
    ]);
    for (const answer of answers.filter((item): item is Count[] => item !== null)) {
      const total = answer.reduce((sum, item) => sum + item.count, 0);
      expect(total).toBeLessThanOrEqual(40);
    }
    const [day, any] = await Promise.all([countsOf(reader, busy, '?time=day'), countsOf(writer, busy)]);
    expect(day).toEqual([
      { value: 'casa', title: 'Casa', count: 30 },
      { value: 'ph', title: 'PH', count: 10 },
    ]);
    expect(any).toEqual([
      { value: 'casa', title: 'Casa', count: 37 },
      { value: 'ph', title: 'PH', count: 13 },
    ]);
  });
});
