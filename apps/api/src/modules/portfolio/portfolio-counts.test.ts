// The totals and category lists come from publication_counts, which triggers keep in step with every write to
// publications: these tests write as the other features do (inserts, edits, bulk updates, deletes, a user
// deleted) and check what a member's client sees against a plain count.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationCounts, publications, users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, createGroupAs, joinGroup, type Actor } from '../groups/groups-test-helpers';
import { categoriesOf, listing, portfolioPage } from './portfolio-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function storedCounts(userIds: number[]) {
  const rows = await ctx.db.select().from(publicationCounts).where(inArray(publicationCounts.userId, userIds));
  return rows
    .filter((row) => row.count !== 0)
    .map(({ userId, category, public: isPublic, count }) => `${userId}/${category}/${isPublic}=${count}`)
    .sort();
}

async function actualCounts(userIds: number[]) {
  const rows = await ctx.db
    .select({
      userId: publications.userId,
      category: publications.category,
      isPublic: publications.public,
      count: sql<number>`count(*)::int`,
    })
    .from(publications)
    .where(inArray(publications.userId, userIds))
    .groupBy(publications.userId, publications.category, publications.public);
  return rows.map((row) => `${row.userId}/${row.category}/${row.isPublic}=${row.count}`).sort();
}

describe('portfolio totals under writes', () => {
  let owner: Actor;
  let member: Actor;
  let everything: number;
  let onlyPublic: number;
  beforeAll(async () => {
    owner = await actor(ctx, { name: 'Martín Fernández' });
    member = await actor(ctx, { name: 'Nicolás Álvarez' });
    everything = (await createGroupAs(ctx, owner, { name: 'Todas', public: '' })).id;
    onlyPublic = (await createGroupAs(ctx, owner, { name: 'Públicas', public: '1' })).id;
    for (const group of [everything, onlyPublic]) await joinGroup(ctx, owner, group, member);
  });

  it('follows inserts, one by one and in bulk', async () => {
    await listing(ctx, owner, { category: 'casa' });
    await listing(ctx, member, { category: 'casa', public: false });
    await ctx.db.insert(publications).values(
      Array.from({ length: 30 }, (_, i) => ({
        userId: member.user.id,
        title: `Lote ${i}`,
        type: 'property',
        category: 'terreno',
        operation: 'venta',
        public: i % 3 !== 0,
      })),
    );
    expect(await storedCounts([owner.user.id, member.user.id])).toEqual(
      await actualCounts([owner.user.id, member.user.id]),
    );
    expect((await portfolioPage(ctx, member, everything)).total).toBe(32);
    expect((await portfolioPage(ctx, member, onlyPublic)).total).toBe(21);
    expect((await portfolioPage(ctx, member, onlyPublic, '?category=terreno')).total).toBe(20);
    expect((await categoriesOf(ctx, member, onlyPublic)).json()).toEqual([
      { value: 'casa', title: 'Casa', count: 1 },
      { value: 'terreno', title: 'Terreno', count: 20 },
    ]);
  });

  it('follows edits of visibility and category, and ignores edits of anything else', async () => {
    const ids = await ctx.db
      .select({ id: publications.id })
      .from(publications)
      .where(and(eq(publications.userId, member.user.id), eq(publications.category, 'terreno')));
    await ctx.db
      .update(publications)
      .set({ public: false })
      .where(
        inArray(
          publications.id,
          ids.slice(0, 5).map((row) => row.id),
        ),
      );
    await ctx.db
      .update(publications)
      .set({ category: 'quinta' })
      .where(
        inArray(
          publications.id,
          ids.slice(5, 8).map((row) => row.id),
        ),
      );
    await ctx.db
      .update(publications)
      .set({ relevance: 0.5, title: 'Lote editado' })
      .where(eq(publications.userId, member.user.id));
    expect(await storedCounts([owner.user.id, member.user.id])).toEqual(
      await actualCounts([owner.user.id, member.user.id]),
    );
    const publicTotal = (await actualCounts([owner.user.id, member.user.id]))
      .filter((key) => key.includes('/true='))
      .reduce((sum, key) => sum + Number(key.split('=')[1]), 0);
    expect((await portfolioPage(ctx, owner, onlyPublic)).total).toBe(publicTotal);
    expect((await portfolioPage(ctx, owner, everything)).total).toBe(32);
    expect((await categoriesOf(ctx, owner, everything)).json()).toContainEqual({
      value: 'quinta',
      title: 'Quinta',
      count: 3,
    });
  });

  it('follows deletes, and forgets a user deleted with their listings', async () => {
    const [one] = await ctx.db
      .select({ id: publications.id })
      .from(publications)
      .where(eq(publications.userId, owner.user.id));
    await ctx.db.delete(publications).where(eq(publications.id, one.id));
    expect((await portfolioPage(ctx, member, everything)).total).toBe(31);
    await ctx.db.delete(users).where(eq(users.id, member.user.id));
    expect(await ctx.db.select().from(publicationCounts).where(eq(publicationCounts.userId, member.user.id))).toEqual(
      [],
    );
    expect(await storedCounts([owner.user.id])).toEqual(await actualCounts([owner.user.id]));
    expect(await portfolioPage(ctx, owner, everything)).toMatchObject({ total: 0, ids: [] });
    expect((await categoriesOf(ctx, owner, everything)).json()).toEqual([]);
  });
});
