import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchFilterInput } from '@vitrina/shared/searches';
import { publications, searchParticipants, type SearchCursor, type SearchRow } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { searchPageIds } from './search-results.queries';
import { clearListings, decide, makeGarment, makeListing, makeSearch, resultIds } from '../core/search-test-helpers';

let ctx: TestContext;
let owner: Actor;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, { name: 'Valentina Gómez' });
  seller = await actor(ctx, { name: 'Inmobiliaria Palermo' });
});
afterAll(() => ctx.close());
beforeEach(() => clearListings(ctx));

const flat: SearchFilterInput = { type: 'property', category: 'departamento' };
const shirt: SearchFilterInput = { type: 'clothing', category: 'remeras' };

/** `count` listings, flats and remeras, with distinct relevances: the order is known, highest first. */
async function catalogue(count: number): Promise<number[]> {
  const rows = [];
  for (let index = 0; index < count; index += 1)
    rows.push(await (index % 2 ? makeGarment : makeListing)(ctx, seller, { relevance: 100 - index }));
  return rows.map((row) => row.id);
}

async function cursorOf(search: SearchRow, who: Actor): Promise<SearchCursor | null> {
  const [row] = await ctx.db
    .select({ cursor: searchParticipants.cursor })
    .from(searchParticipants)
    .where(and(eq(searchParticipants.searchId, search.id), eq(searchParticipants.userId, who.user.id)));
  return row.cursor;
}

/** The engine's read of a page from a cursor alone, without the sweep the route adds to a short page. */
function pageFrom(search: SearchRow, who: Actor, except: number[], cursor: SearchCursor | null) {
  const engine = {
    id: search.id,
    filters: search.filters,
    places: [],
    order: search.order,
    scope: { kind: 'platform' },
  };
  return searchPageIds(ctx.db, engine as never, who.user.id, except, 10, cursor);
}

describe("a participant's cursor", () => {
  it('is the earliest card held or served: a reloaded deck starts again at its first undecided card', async () => {
    const ids = await catalogue(26);
    const search = await makeSearch(ctx, { creator: owner, filters: [flat, shirt] });
    const first = await resultIds(ctx, search, owner);
    expect(first).toEqual(ids.slice(0, 10));
    expect(await cursorOf(search, owner)).toMatchObject({ order: 'relevance', bucket: 0, id: ids[0], key: '100' });
    // Four decided; the client asks for more holding the other six.
    for (const id of first.slice(0, 4)) await decide(ctx, search, owner, id);
    const second = await resultIds(ctx, search, owner, first.slice(4));
    expect(second).toEqual(ids.slice(10, 20));
    expect((await cursorOf(search, owner))?.id).toBe(ids[4]);
    // The app reloads and holds nothing: the six undecided cards come first again, nothing decided comes back.
    expect(await resultIds(ctx, search, owner)).toEqual(ids.slice(4, 14));
  });

  it('reads from the cursor on, stepping over what lies before it', async () => {
    const ids = await catalogue(14);
    const search = await makeSearch(ctx, { creator: owner, filters: [flat, shirt] });
    const cursor: SearchCursor = { order: 'relevance', bucket: 0, key: String(100 - 9), id: ids[9] };
    // Nothing before the cursor is decided: a page from it still starts at it.
    expect(await pageFrom(search, owner, [], cursor)).toEqual(ids.slice(9));
    expect(await pageFrom(search, owner, [ids[9]], cursor)).toEqual(ids.slice(10));
    // Another order's cursor is not used.
    expect(await pageFrom(search, owner, [], { ...cursor, order: 'recent' })).toEqual(ids.slice(0, 10));
  });

  it('keeps the exact listing time in the recent order, down to the microsecond', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1) ids.push((await makeListing(ctx, seller)).id);
    // Every listing in the same millisecond, a microsecond apart: newest (highest microsecond) first.
    await ctx.db.execute(sql`update ${publications}
      set listed_at = timestamptz '2026-11-20 10:00:00.000000+00' + (${publications.id} - ${ids[0]}) * interval '1 microsecond'`);
    const search = await makeSearch(ctx, { creator: owner, filters: [flat], order: 'recent' });
    const newestFirst = [...ids].reverse();
    const first = await resultIds(ctx, search, owner);
    expect(first).toEqual(newestFirst.slice(0, 10));
    for (const id of first.slice(0, 9)) await decide(ctx, search, owner, id);
    await resultIds(ctx, search, owner, [first[9]]);
    const cursor = await cursorOf(search, owner);
    expect(cursor).toMatchObject({ order: 'recent', bucket: 0, id: first[9] });
    expect(cursor?.key).toMatch(/10:00:00\.000002\+00$/);
    expect(await pageFrom(search, owner, [first[9]], cursor)).toEqual(newestFirst.slice(10));
  });

  it('walks the price buckets: dólares, pesos, then no price', async () => {
    const dollars = await makeListing(ctx, seller, { currency: 'USD', amount: 90_000 });
    const pesos = await makeListing(ctx, seller, { currency: 'ARS', amount: 500, operation: 'alquiler' });
    const unpriced = await makeListing(ctx, seller, { currency: null, amount: null });
    const search = await makeSearch(ctx, { creator: owner, filters: [flat], order: 'price_asc' });
    const at = (bucket: number, key: string | null, id: number): SearchCursor => ({
      order: 'price_asc',
      bucket,
      key,
      id,
    });
    expect(await pageFrom(search, owner, [], at(0, '90000', dollars.id))).toEqual([dollars.id, pesos.id, unpriced.id]);
    expect(await pageFrom(search, owner, [], at(1, '500', pesos.id))).toEqual([pesos.id, unpriced.id]);
    expect(await pageFrom(search, owner, [], at(2, null, unpriced.id))).toEqual([unpriced.id]);
  });

  it('an undone card a reloaded deck had passed comes back before the final slide', async () => {
    const ids = await catalogue(15);
    const search = await makeSearch(ctx, { creator: owner, filters: [flat, shirt] });
    const first = await resultIds(ctx, search, owner);
    for (const id of first) await decide(ctx, search, owner, id);
    const second = await resultIds(ctx, search, owner);
    expect(second).toEqual(ids.slice(10));
    // The second card is undone (its decision removed) after the cursor moved past it, and the deck reloads.
    await ctx.db.execute(sql`delete from search_decisions where publication_id = ${ids[1]}`);
    const reloaded = await resultIds(ctx, search, owner);
    expect(reloaded).toEqual([...ids.slice(10), ids[1]]);
  });
});
