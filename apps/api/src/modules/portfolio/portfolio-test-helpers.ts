// Helpers for the portfolio tests: listings written straight to the table (the portfolio only reads them) and
// the portfolio as a member's client asks for it.
import { expect } from 'vitest';
import { publicationMedia, publications, type NewPublicationRow, type PublicationRow } from '../../db/schema/index';
import type { TestContext } from '../../test/context';
import type { Actor } from '../groups/groups-test-helpers';

const hour = 60 * 60 * 1000;

/** A listing of `owner`, listed `hoursAgo` before the test clock's now, with one image. */
export async function listing(
  ctx: TestContext,
  owner: Actor,
  values: Partial<NewPublicationRow> & { hoursAgo?: number } = {},
): Promise<PublicationRow> {
  const { hoursAgo = 1, ...rest } = values;
  const listedAt = new Date(ctx.clock.now().getTime() - hoursAgo * hour);
  const [row] = await ctx.db
    .insert(publications)
    .values({
      userId: owner.user.id,
      title: 'Departamento 2 ambientes en Palermo',
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: 135000,
      mediaCount: 1,
      listedAt,
      createdAt: listedAt,
      updatedAt: listedAt,
      ...rest,
    })
    .returning();
  await ctx.db.insert(publicationMedia).values({
    publicationId: row.id,
    file: 'publications/seed/living.webp',
    thumbnail: 'publications/seed/living-thumb.webp',
    number: 1,
  });
  return row;
}

export async function portfolio(ctx: TestContext, who: Actor | null, groupId: number, query = '') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/account/group/${groupId}/publication${query}`,
    headers: who?.headers ?? {},
  });
}

/** The ids of a 200 answer's page, and its paging fields. */
export async function portfolioPage(ctx: TestContext, who: Actor, groupId: number, query = '') {
  const response = await portfolio(ctx, who, groupId, query);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { ...body, ids: (body.data as { id: number }[]).map((item) => item.id) } as {
    ids: number[];
    data: Record<string, unknown>[];
    total: number;
    current_page: number;
    last_page: number;
    prev_page_url: string | null;
    next_page_url: string | null;
  };
}

export async function categoriesOf(ctx: TestContext, who: Actor | null, groupId: number, query = '') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/account/group/${groupId}/publication/categories${query}`,
    headers: who?.headers ?? {},
  });
}
