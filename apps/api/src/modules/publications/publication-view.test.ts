import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicationInputSchema } from '@vitrina/shared/publications';
import { publicationMedia, publications, type PublicationRow } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor } from '../groups/groups-test-helpers';
import { loadPublicationViews } from './publication-view';
import { toPublicationColumns } from './listing-columns';
import { recomputeRelevance } from './publications.queries';
import { computeRelevance } from './relevance';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const storage = () => ctx.app.storage;

describe('toPublicationColumns', () => {
  it('writes every field of a form to its typed column, deriving sizes and colours from the stock', () => {
    const input = publicationInputSchema.parse({
      title: 'Zapatillas urbanas',
      type: 'clothing',
      category: 'calzado',
      operation: 'venta',
      currency: 'ARS',
      amount: '0',
      agents: 'Ana',
      extras: {
        brand: 'Topper',
        code: 'ZU-1',
        tags: ['cuero', 'cuero'],
        stock: [
          { color: 'blanco', size: '40' },
          { color: 'blanco', size: '41' },
          { color: '', size: '' },
        ],
      },
    });
    expect(toPublicationColumns(input)).toMatchObject({
      title: 'Zapatillas urbanas',
      // An operation belongs to properties; an amount of 0 is no amount (product.md, Listings).
      operation: null,
      amount: null,
      agents: ['Ana'],
      brand: 'Topper',
      articleCode: 'ZU-1',
      tags: ['cuero'],
      stock: [
        { color: 'blanco', size: '40' },
        { color: 'blanco', size: '41' },
      ],
      sizes: ['40', '41'],
      colors: ['blanco'],
      addressTitle: null,
      lat: null,
      areaTotal: null,
      public: true,
    });
  });
});

describe('loadPublicationViews', () => {
  it('reads media and publishers for a whole page in two queries, keeping the rows’ order', async () => {
    const owners = [await actor(ctx, { name: 'Ana' }), await actor(ctx, { name: 'Bruno' })];
    const now = ctx.clock.now();
    const rows: PublicationRow[] = [];
    for (let i = 0; i < 12; i++) {
      const [row] = await ctx.db
        .insert(publications)
        .values({
          userId: owners[i % 2].user.id,
          title: `Aviso ${i}`,
          type: 'property',
          category: 'casa',
          listedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await ctx.db.insert(publicationMedia).values([
        {
          publicationId: row.id,
          file: `publications/test/${i}-b.webp`,
          thumbnail: null,
          number: 2,
          width: 10,
          height: 20,
          color: '#000000',
        },
        {
          publicationId: row.id,
          file: `publications/test/${i}-a.webp`,
          thumbnail: `publications/test/${i}-a-thumb.webp`,
          number: 1,
        },
      ]);
      rows.push(row);
    }
    rows.reverse();
    const select = vi.spyOn(ctx.db, 'select');
    try {
      const views = await loadPublicationViews(ctx.db, storage(), rows, owners[0].user.id, now);
      expect(select).toHaveBeenCalledTimes(2);
      expect(views.map((view) => view.title)).toEqual(rows.map((row) => row.title));
      expect(views[0]).toMatchObject({
        title: 'Aviso 11',
        users: [{ name: 'Bruno' }],
        publicable: { name: 'Bruno' },
        pivot: { creator: false },
      });
      expect(views[1]).toMatchObject({ users: [{ name: 'Ana' }], pivot: { creator: true } });
      expect(views[0].medias).toEqual([
        {
          id: expect.any(Number),
          type: 'image',
          location: 'local',
          file: 'publications/test/11-a.webp',
          file_url: 'http://vitrina.test/uploads/publications/test/11-a.webp',
          thumbnail_url: 'http://vitrina.test/uploads/publications/test/11-a-thumb.webp',
          card_url: 'http://vitrina.test/media/480/publications/test/11-a.webp',
          wide_url: 'http://vitrina.test/media/800/publications/test/11-a.webp',
          number: 1,
          info: { color: null, size: { width: null, height: null } },
        },
        expect.objectContaining({
          number: 2,
          thumbnail_url: null,
          info: { color: '#000000', size: { width: 10, height: 20 } },
        }),
      ]);
    } finally {
      select.mockRestore();
    }
    expect(await loadPublicationViews(ctx.db, storage(), [], null)).toEqual([]);
  });
});

describe('recomputeRelevance', () => {
  it('brings stored scores up to date and leaves current ones unwritten', async () => {
    const owner = await actor(ctx);
    const listedAt = new Date(ctx.clock.now().getTime() - 30 * 24 * 60 * 60 * 1000);
    const [row] = await ctx.db
      .insert(publications)
      .values({
        userId: owner.user.id,
        title: 'Viejo',
        type: 'property',
        category: 'casa',
        listedAt,
        mediaCount: 5,
        likeCount: 99,
        relevance: 0,
      })
      .returning();
    const now = ctx.clock.now();
    expect(await recomputeRelevance(ctx.db, [row.id], now)).toBe(1);
    const [stored] = await ctx.db.select().from(publications).where(eq(publications.id, row.id));
    expect(stored.relevance).toBeCloseTo(computeRelevance(stored, now), 4);
    expect(stored.relevance).toBeGreaterThan(0.4);
    expect(await recomputeRelevance(ctx.db, [row.id], now)).toBe(0);
    expect(await recomputeRelevance(ctx.db, [], now)).toBe(0);
  });
});
