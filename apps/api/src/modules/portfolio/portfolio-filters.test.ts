import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { groupWithRoles, type Actor } from '../groups/groups-test-helpers';
import { listing, portfolioPage } from './portfolio-test-helpers';

let ctx: TestContext;
let groupId: number;
let owner: Actor;
let member: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  ({
    group: { id: groupId },
    owner,
    member,
  } = await groupWithRoles(ctx));
});
afterAll(() => ctx.close());

describe('time and category filters', () => {
  it('keeps the listings of the last day or week, each filter alone and together', async () => {
    const hours = { recent: 2, yesterday: 23, days: 3 * 24, weeks: 10 * 24, old: 400 * 24 };
    const ids: Record<string, number> = {};
    for (const [key, hoursAgo] of Object.entries(hours)) {
      ids[key] = (
        await listing(ctx, key === 'days' ? member : owner, {
          title: `Aviso ${key}`,
          category: key === 'recent' || key === 'days' ? 'casa' : 'departamento',
          hoursAgo,
        })
      ).id;
    }
    const day = await portfolioPage(ctx, member, groupId, '?time=day');
    expect(day.ids).toEqual([ids.recent, ids.yesterday]);
    expect(day.total).toBe(2);
    const week = await portfolioPage(ctx, member, groupId, '?time=week');
    expect(week.ids).toEqual([ids.recent, ids.yesterday, ids.days]);
    expect((await portfolioPage(ctx, member, groupId, '?time=any')).ids).toEqual([
      ids.recent,
      ids.yesterday,
      ids.days,
      ids.weeks,
      ids.old,
    ]);
    expect((await portfolioPage(ctx, member, groupId)).total).toBe(5);

    const houses = await portfolioPage(ctx, member, groupId, '?category=casa');
    expect(houses).toMatchObject({ ids: [ids.recent, ids.days], total: 2 });
    expect((await portfolioPage(ctx, member, groupId, '?category=casa&time=day')).ids).toEqual([ids.recent]);
    expect((await portfolioPage(ctx, member, groupId, '?category=departamento&time=week')).ids).toEqual([
      ids.yesterday,
    ]);
    // An empty category is "no filter", as the web sends it when none is chosen.
    expect((await portfolioPage(ctx, member, groupId, '?category=&time=day')).total).toBe(2);
    expect(await portfolioPage(ctx, member, groupId, '?category=cochera')).toMatchObject({
      ids: [],
      total: 0,
      last_page: 1,
    });
  });

  it('searches titles case-insensitively, with % and _ taken literally, together with the other filters', async () => {
    const balcony = await listing(ctx, owner, { title: 'Departamento con BALCÓN al frente', hoursAgo: 5 });
    const percent = await listing(ctx, member, { title: 'Oportunidad 100% financiada', category: 'casa', hoursAgo: 6 });
    expect((await portfolioPage(ctx, member, groupId, `?search=${encodeURIComponent('balcón')}`)).ids).toEqual([
      balcony.id,
    ]);
    expect((await portfolioPage(ctx, member, groupId, '?search=%25')).ids).toEqual([percent.id]);
    expect((await portfolioPage(ctx, member, groupId, '?search=_')).ids).toEqual([]);
    expect((await portfolioPage(ctx, member, groupId, '?search=aviso&category=casa')).total).toBe(2);
    expect((await portfolioPage(ctx, member, groupId, '?search=aviso&time=day')).total).toBe(2);
    expect(await portfolioPage(ctx, member, groupId, '?search=inexistente')).toMatchObject({
      ids: [],
      total: 0,
      last_page: 1,
    });
    // Spaces around the text are not part of it; an empty search is no search.
    expect((await portfolioPage(ctx, member, groupId, '?search=%20%20')).total).toBe(7);
  });
});

describe('paging', () => {
  let paged: { groupId: number; ids: number[]; reader: Actor };
  beforeAll(async () => {
    const roles = await groupWithRoles(ctx);
    // 25 listings from two members, listed an hour apart, except the 12th and 13th at the same second (the later
    // id goes first).
    const hoursAgo = (i: number) => 100 - (i === 11 ? 12 : i);
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      const owner = i % 2 ? roles.member : roles.admin;
      ids.push((await listing(ctx, owner, { title: `Cochera ${i}`, category: 'cochera', hoursAgo: hoursAgo(i) })).id);
    }
    const order = ids
      .map((id, i) => ({ id, hoursAgo: hoursAgo(i) }))
      .sort((a, b) => a.hoursAgo - b.hoursAgo || b.id - a.id);
    expect(order.map((item) => item.id).indexOf(ids[12])).toBe(order.map((item) => item.id).indexOf(ids[11]) - 1);
    paged = { groupId: roles.group.id, ids: order.map((item) => item.id), reader: roles.owner };
  });

  it('answers 20 a page, newest first, with the links to the next and previous pages', async () => {
    const first = await portfolioPage(ctx, paged.reader, paged.groupId);
    expect(first).toMatchObject({ total: 25, current_page: 1, last_page: 2, prev_page_url: null });
    expect(first.ids).toEqual(paged.ids.slice(0, 20));
    expect(first.next_page_url).toBe(`http://vitrina.test/api/account/group/${paged.groupId}/publication?page=2`);
    const second = await portfolioPage(ctx, paged.reader, paged.groupId, '?time=any&page=2');
    expect(second.ids).toEqual(paged.ids.slice(20));
    expect(second).toMatchObject({ current_page: 2, last_page: 2, next_page_url: null });
    expect(second.prev_page_url).toBe(
      `http://vitrina.test/api/account/group/${paged.groupId}/publication?time=any&page=1`,
    );
    const beyond = await portfolioPage(ctx, paged.reader, paged.groupId, '?page=9');
    expect(beyond).toMatchObject({ ids: [], total: 25, last_page: 2 });
  });

  it('takes another page size and the oldest-first order', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(...(await portfolioPage(ctx, paged.reader, paged.groupId, `?take=10&page=${page}`)).ids);
    expect(pages).toEqual(paged.ids);
    const oldest = await portfolioPage(
      ctx,
      paged.reader,
      paged.groupId,
      '?orderBy=listed_at&orderMethod=asc&take=7&page=2',
    );
    expect(oldest.ids).toEqual([...paged.ids].reverse().slice(7, 14));
    const searched = await portfolioPage(
      ctx,
      paged.reader,
      paged.groupId,
      '?search=cochera&orderMethod=asc&take=7&page=4',
    );
    expect(searched).toMatchObject({ ids: [...paged.ids].reverse().slice(21), total: 25, last_page: 4 });
  });
});
