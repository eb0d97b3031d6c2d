// Helpers for the search engine's tests: listings written straight to the table with the columns a test looks at,
// searches and decisions as rows (the engine only reads them), and the results routes as a client calls them.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  searchFilterSchema,
  type SearchFilterInput,
  type SearchOrder,
  type SearchPlace,
} from '@vitrina/shared/searches';
import {
  publications,
  searchDecisions,
  searches,
  searchParticipants,
  type NewPublicationRow,
  type PublicationRow,
  type SearchRow,
} from '../../../db/schema/index';
import type { TestContext } from '../../../test/context';
import type { Actor } from '../../groups/groups-test-helpers';

const hour = 60 * 60 * 1000;

/** A public property on sale of `owner` unless told otherwise, listed `hoursAgo` before the test clock's now. */
export async function makeListing(
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
      listedAt,
      createdAt: listedAt,
      updatedAt: listedAt,
      ...rest,
    })
    .returning();
  return row;
}

/** A clothing listing (a remera) with the given columns. */
export function makeGarment(
  ctx: TestContext,
  owner: Actor,
  values: Partial<NewPublicationRow> & { hoursAgo?: number } = {},
): Promise<PublicationRow> {
  return makeListing(ctx, owner, {
    title: 'Remera de algodón',
    type: 'clothing',
    category: 'remeras',
    operation: null,
    currency: 'ARS',
    amount: 15000,
    ...values,
  });
}

export type SearchValues = {
  /** The creator, a participant and owner; null for a visitor's search. */
  creator?: Actor | null;
  filters: SearchFilterInput[];
  order?: SearchOrder;
  places?: SearchPlace[];
  scopeUserId?: number | null;
  groupId?: number | null;
  micrositeId?: number | null;
};

/** A search row (with its creator as owner), its filters parsed as the API stores them. */
export async function makeSearch(ctx: TestContext, values: SearchValues): Promise<SearchRow> {
  const creator = values.creator ?? null;
  const [row] = await ctx.db
    .insert(searches)
    .values({
      uuid: randomUUID(),
      title: 'Búsqueda de prueba',
      userId: creator?.user.id ?? null,
      scopeUserId: values.scopeUserId ?? null,
      groupId: values.groupId ?? null,
      micrositeId: values.micrositeId ?? null,
      filters: values.filters.map((filter) => searchFilterSchema.parse(filter)),
      order: values.order ?? 'relevance',
      places: values.places ?? [],
    })
    .returning();
  if (creator)
    await ctx.db.insert(searchParticipants).values({ searchId: row.id, userId: creator.user.id, owner: true });
  return row;
}

/** A participant's decision, as a row. */
export async function decide(ctx: TestContext, search: SearchRow, who: Actor, publicationId: number, like = true) {
  await ctx.db.insert(searchDecisions).values({ searchId: search.id, userId: who.user.id, publicationId, like });
}

/** Removes every listing (and so every decision): each test starts from an empty catalogue. */
export async function clearListings(ctx: TestContext) {
  await ctx.db.delete(publications);
}

const pathOf = (search: SearchRow | string) => (typeof search === 'string' ? search : search.uuid);

export function resultsOf(ctx: TestContext, search: SearchRow | string, who: Actor | null, except: unknown = []) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/search/${pathOf(search)}/results`,
    headers: who?.headers ?? {},
    payload: { except },
  });
}

/** The ids of a 200 page of results. */
export async function resultIds(
  ctx: TestContext,
  search: SearchRow | string,
  who: Actor | null,
  except: number[] = [],
): Promise<number[]> {
  const response = await resultsOf(ctx, search, who, except);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((card) => card.id);
}

export function resultOf(ctx: TestContext, search: SearchRow | string, who: Actor | null, id: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/search/${pathOf(search)}/result`,
    headers: who?.headers ?? {},
    payload: { id },
  });
}

export function countOf(ctx: TestContext, search: SearchRow | string, who: Actor | null) {
  return ctx.app.inject({ method: 'GET', url: `/api/search/${pathOf(search)}/count`, headers: who?.headers ?? {} });
}

/** Every listing a search yields to `who`, page after page, passing the ids already held as `except`. */
export async function drain(ctx: TestContext, search: SearchRow, who: Actor | null): Promise<number[]> {
  const seen: number[] = [];
  for (;;) {
    const page = await resultIds(ctx, search, who, seen.slice(-500));
    seen.push(...page);
    if (page.length < 10) return seen;
  }
}
