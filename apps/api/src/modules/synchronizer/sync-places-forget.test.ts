// The end of a sync, for the owner's remembered addresses: only the addresses the run's listings left (removed, or
// moved elsewhere) are looked at, each one kept while another listing of the owner uses it. A run that changes
// nothing touches no remembered place, so its final status comes as soon as the listings are read.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { createListing, propertyFields } from '../publications/publications-test-helpers';
import {
  feedListing,
  json,
  runDueJobs,
  saveJson,
  startFeedHost,
  syncAgain,
  syncContext,
  synchronizerOf,
} from './synchronizer-test-helpers';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof startFeedHost>>;
beforeAll(async () => {
  ctx = await syncContext();
  host = await startFeedHost();
});
afterAll(async () => {
  await ctx.close();
  await host.close();
});

const offered = async (who: Actor, search: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/map/autocomplete',
    headers: who.headers,
    payload: { search },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { description: string }[]).map((item) => item.description).sort();
};
/** The owner's remembered street addresses offered in Palermo (the gazetteer's barrio has no number). */
const streets = async (who: Actor) => (await offered(who, 'palermo caba')).filter((text) => /\d/.test(text));

const at = (title: string) => ({ address: { title, lat: -34.5862, lng: -58.4301 } });

/**
 * Starts noting every statement that writes map_places (a statement trigger fires even when no row changes) and
 * answers a function that reads the notes.
 */
async function notePlaceStatements(): Promise<() => Promise<string[]>> {
  await ctx.db.execute(sql`create table if not exists place_statements (n serial primary key, operation text)`);
  await ctx.db.execute(sql`create or replace function note_place_statement() returns trigger language plpgsql as $$
    begin insert into place_statements (operation) values (tg_op); return null; end $$`);
  await ctx.db.execute(sql`create or replace trigger map_places_statements
    after insert or update or delete on map_places for each statement execute function note_place_statement()`);
  await ctx.db.execute(sql`truncate place_statements`);
  return async () => {
    const noted = (await ctx.db.execute(sql`select operation from place_statements order by n`)) as unknown as {
      rows: { operation: string }[];
    };
    return noted.rows.map((row) => row.operation);
  };
}

describe('the addresses a sync leaves', () => {
  it('are forgotten, removed listings and moved ones alike, unless another listing of the owner uses them', async () => {
    const owner = await actor(ctx);
    // A listing of the owner's own, not synchronized, at the address one synchronized listing will leave.
    await createListing(ctx, owner, propertyFields({ 'address[title]': 'Malabia 1200, Palermo, CABA' }));
    host.routes.set(
      '/left.json',
      json([
        feedListing('L-1', at('Honduras 100, Palermo, CABA')),
        // The same address written otherwise: one remembered place.
        feedListing('L-2', at('HONDURAS 100 - Palermo, CABA')),
        feedListing('L-3', at('Gorriti 300, Palermo, CABA')),
        feedListing('L-4', at('Uriarte 400, Palermo, CABA')),
        feedListing('L-5', at('Malabia 1200, Palermo, CABA')),
      ]),
    );
    await saveJson(ctx, owner, `${host.url}/left.json`);
    expect(await runDueJobs(ctx)).toBe(1);
    expect(await streets(owner)).toEqual([
      'Gorriti 300, Palermo, CABA',
      'Honduras 100, Palermo, CABA',
      'Malabia 1200, Palermo, CABA',
      'Uriarte 400, Palermo, CABA',
    ]);

    // L-1, L-3 and L-5 leave the feed; L-4 moves to another street.
    ctx.clock.advance(60 * 60 * 1000);
    host.routes.set(
      '/left.json',
      json([
        feedListing('L-2', at('HONDURAS 100 - Palermo, CABA')),
        feedListing('L-4', at('Costa Rica 500, Palermo, CABA')),
      ]),
    );
    await syncAgain(ctx, owner);
    expect(await streets(owner)).toEqual([
      'Costa Rica 500, Palermo, CABA',
      'Honduras 100, Palermo, CABA',
      'Malabia 1200, Palermo, CABA',
    ]);

    // Once the last listing at Honduras 100 moves too, its place goes.
    ctx.clock.advance(60 * 60 * 1000);
    host.routes.set(
      '/left.json',
      json([
        feedListing('L-2', at('Honduras 200, Palermo, CABA')),
        feedListing('L-4', at('Costa Rica 500, Palermo, CABA')),
      ]),
    );
    await syncAgain(ctx, owner);
    expect(await streets(owner)).toEqual([
      'Costa Rica 500, Palermo, CABA',
      'Honduras 200, Palermo, CABA',
      'Malabia 1200, Palermo, CABA',
    ]);
  });

  it('are not looked for when the run changed nothing', async () => {
    const owner = await actor(ctx);
    host.routes.set(
      '/same.json',
      json([feedListing('N-1', at('Thames 10, Palermo, CABA')), feedListing('N-2', at('Thames 20, Palermo, CABA'))]),
    );
    await saveJson(ctx, owner, `${host.url}/same.json`);
    expect(await runDueJobs(ctx)).toBe(1);

    const statements = await notePlaceStatements();
    ctx.clock.advance(60 * 60 * 1000);
    await syncAgain(ctx, owner);
    expect(await synchronizerOf(ctx, owner)).toMatchObject({ status: 'idle', progress: { done: 2, total: 2 } });
    expect(await statements()).toEqual([]);

    // A run that moves one listing writes the new place and looks at the old one: one statement each.
    ctx.clock.advance(60 * 60 * 1000);
    host.routes.set(
      '/same.json',
      json([feedListing('N-1', at('Thames 10, Palermo, CABA')), feedListing('N-2', at('Thames 30, Palermo, CABA'))]),
    );
    await syncAgain(ctx, owner);
    expect(await statements()).toEqual(['INSERT', 'DELETE']);
    expect(await offered(owner, 'thames')).toEqual(['Thames 10, Palermo, CABA', 'Thames 30, Palermo, CABA']);
  });

  // The embedded database has one connection: no other transaction can hold a lock there.
  it.skipIf(!inject('postgres'))(
    'let a run that changed nothing finish while another transaction holds the remembered places',
    async () => {
      const owner = await actor(ctx);
      host.routes.set('/held.json', json([feedListing('H-1', at('Soler 10, Palermo, CABA'))]));
      await saveJson(ctx, owner, `${host.url}/held.json`);
      expect(await runDueJobs(ctx)).toBe(1);

      const handle = ctx.database.handle;
      if (handle.driver !== 'pg') throw new Error('PostgreSQL only');
      const holder = await handle.client.connect();
      try {
        // Any write to map_places waits behind this lock until the test releases it.
        await holder.query('begin');
        await holder.query('lock table map_places in exclusive mode');
        ctx.clock.advance(60 * 60 * 1000);
        const asked = await ctx.app.inject({
          method: 'PUT',
          url: '/api/account/synchronizer/sync',
          headers: owner.headers,
        });
        expect(asked.json()).toMatchObject({ status: 'queued' });
        const run = runDueJobs(ctx);
        const deadline = Date.now() + 10_000;
        let shown = await synchronizerOf(ctx, owner);
        while (shown.status !== 'idle' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          shown = await synchronizerOf(ctx, owner);
        }
        expect(shown).toMatchObject({
          status: 'idle',
          finished_at: ctx.clock.now().toISOString(),
          progress: { done: 1, total: 1 },
          last_error: null,
        });
        await holder.query('rollback');
        expect(await run).toBeGreaterThanOrEqual(1);
      } finally {
        await holder.query('rollback').catch(() => {});
        holder.release();
      }
    },
  );
});
