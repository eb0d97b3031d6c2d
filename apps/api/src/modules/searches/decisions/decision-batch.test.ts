// Decisions written together (decision-batch.ts): many participants deciding at the same moment share a statement,
// each decision is still checked against its own search, and a batch that fails is written one decision at a time
// so that only the one at fault is refused. On PostgreSQL (npm run test:pg) the requests run side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchMessages } from '@vitrina/shared/searches';
import type { Database } from '../../../db/client';
import { searchDecisions } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { DecisionBatch } from './decision-batch';
import { engineSearch } from '../deck/search-results.service';
import { makeGarment, makeListing, makeSearch } from '../core/search-test-helpers';
import {
  apartmentsOnSale,
  applyCounters,
  createSearchAs,
  decideOn,
  listingCounters,
} from '../core/searches-test-helpers';

let ctx: TestContext;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());

const remeras = { type: 'clothing', category: 'remeras' } as const;

async function decisionsOf(searchId: number, userId: number) {
  const d = searchDecisions;
  const rows = await ctx.db
    .select({ publicationId: d.publicationId, like: d.like, isSuper: d.isSuper })
    .from(d)
    .where(and(eq(d.searchId, searchId), eq(d.userId, userId)));
  return rows.sort((a, b) => a.publicationId - b.publicationId);
}

const dialect = new PgDialect();

/**
 * A handle on the test database that counts the statements sent and can fail the first batch statement, with a
 * statement's error or with the database out of reach.
 */
function watched(failBatch: false | 'statement' | 'unreachable') {
  const seen = { statements: 0, failedBatches: 0 };
  const db = new Proxy(ctx.db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return async (query: SQL) => {
        seen.statements += 1;
        const text = dialect.sqlToQuery(query).sql;
        if (failBatch && seen.failedBatches === 0 && text.includes('with batch')) {
          seen.failedBatches += 1;
          if (failBatch === 'unreachable')
            throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
          throw Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' });
        }
        return target.execute(query);
      };
    },
  }) as Database;
  return { db, seen };
}

describe('decisions written together', () => {
  it('checks each decision of many participants sent at once against its own search', async () => {
    const flats = await Promise.all([1, 2, 3].map((n) => makeListing(ctx, seller, { title: `Departamento ${n}` })));
    const garments = await Promise.all([1, 2, 3].map((n) => makeGarment(ctx, seller, { title: `Remera ${n}` })));
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, n) => actor(ctx, { name: `Participante ${n + 1}` })),
    );
    // Half look for flats, half for T-shirts; each decides on all six listings at once.
    const searches = await Promise.all(
      people.map((person, n) => createSearchAs(ctx, person, { filters: [n % 2 ? remeras : apartmentsOnSale] })),
    );
    const sent = people.flatMap((person, n) =>
      [...flats, ...garments].map((listing, k) => ({
        person: n,
        listing,
        like: k % 2 === 0,
        fits: (n % 2 ? garments : flats).includes(listing),
      })),
    );
    const responses = await Promise.all(
      sent.map(({ person, listing, like }) =>
        decideOn(ctx, people[person], searches[person], { publication_id: listing.id, like }),
      ),
    );
    responses.forEach((response, n) => {
      if (sent[n].fits) expect(response.statusCode, response.body).toBe(200);
      else {
        expect(response.statusCode).toBe(422);
        expect(response.body).toContain(searchMessages.outsideSearch);
      }
    });
    for (const [n, person] of people.entries()) {
      const expected = sent
        .filter((item) => item.person === n && item.fits)
        .map((item) => ({ publicationId: item.listing.id, like: item.like, isSuper: false }))
        .sort((a, b) => a.publicationId - b.publicationId);
      expect(await decisionsOf(searches[n].id, person.user.id)).toEqual(expected);
    }
    // Four people decided on each listing; the first and third of each kind were likes.
    await applyCounters(ctx);
    expect(await listingCounters(ctx, flats[0].id)).toMatchObject({ like_count: 4, decisions_count: 4 });
    expect(await listingCounters(ctx, garments[0].id)).toMatchObject({ like_count: 0, decisions_count: 4 });
  });

  it('sends the decisions of the same moment as one statement, and a later one on the same listing after them', async () => {
    const person = await actor(ctx, { name: 'Rocío Paz' });
    const search = await makeSearch(ctx, { creator: person, filters: [apartmentsOnSale] });
    const engine = await engineSearch(ctx.db, search);
    const listings = await Promise.all([1, 2, 3].map(() => makeListing(ctx, seller)));
    const { db, seen } = watched(false);
    const batch = new DecisionBatch(db);
    const decision = (publicationId: number, like: boolean) => ({
      searchId: search.id,
      userId: person.user.id,
      publicationId,
      like,
      isSuper: false,
      comment: null,
      now: ctx.clock.now(),
      search: engine,
    });
    const results = await Promise.all([
      batch.record(decision(listings[0].id, true)),
      batch.record(decision(listings[1].id, true)),
      batch.record(decision(listings[2].id, false)),
      // The same listing again: it waits for the first and replaces it.
      batch.record(decision(listings[0].id, false)),
    ]);
    expect(results).toEqual([
      { inserted: true, wasSuper: false },
      { inserted: true, wasSuper: false },
      { inserted: true, wasSuper: false },
      { inserted: false, wasSuper: false },
    ]);
    expect(seen.statements).toBe(2);
    const stored = new Map((await decisionsOf(search.id, person.user.id)).map((row) => [row.publicationId, row.like]));
    expect(listings.map((listing) => stored.get(listing.id))).toEqual([false, true, false]);
  });

  it('writes each decision of a failed batch alone: the good ones are kept, the one outside the search refused', async () => {
    const person = await actor(ctx, { name: 'Tomás Ibarra' });
    const search = await makeSearch(ctx, { creator: person, filters: [apartmentsOnSale] });
    const engine = await engineSearch(ctx.db, search);
    const flat = await makeListing(ctx, seller);
    const garment = await makeGarment(ctx, seller);
    const { db, seen } = watched('statement');
    const batch = new DecisionBatch(db);
    const decision = (publicationId: number) => ({
      searchId: search.id,
      userId: person.user.id,
      publicationId,
      like: true,
      isSuper: true,
      comment: 'Me encanta',
      now: ctx.clock.now(),
      search: engine,
    });
    const results = await Promise.all([batch.record(decision(flat.id)), batch.record(decision(garment.id))]);
    expect(seen.failedBatches).toBe(1);
    expect(results).toEqual([{ inserted: true, wasSuper: false }, null]);
    expect(await decisionsOf(search.id, person.user.id)).toEqual([
      { publicationId: flat.id, like: true, isSuper: true },
    ]);
  });

  it('answers every decision of a batch with the error at once when the database is out of reach', async () => {
    const person = await actor(ctx, { name: 'Julieta Sosa' });
    const search = await makeSearch(ctx, { creator: person, filters: [apartmentsOnSale] });
    const engine = await engineSearch(ctx.db, search);
    const listings = await Promise.all([1, 2, 3].map(() => makeListing(ctx, seller)));
    const { db, seen } = watched('unreachable');
    const batch = new DecisionBatch(db);
    const results = await Promise.allSettled(
      listings.map((listing) =>
        batch.record({
          searchId: search.id,
          userId: person.user.id,
          publicationId: listing.id,
          like: true,
          isSuper: false,
          comment: null,
          now: ctx.clock.now(),
          search: engine,
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(seen.statements).toBe(1);
    expect(await decisionsOf(search.id, person.user.id)).toEqual([]);
    // The next decision goes through once the database answers again.
    const later = await batch.record({
      searchId: search.id,
      userId: person.user.id,
      publicationId: listings[0].id,
      like: false,
      isSuper: false,
      comment: null,
      now: ctx.clock.now(),
      search: engine,
    });
    expect(later).toEqual({ inserted: true, wasSuper: false });
  });
});
