// Two admins create microsites on one host at the same moment: exactly one gets it (201), the other the host's 422,
// and the loser leaves no row, user, audit entry or file behind. On PostgreSQL (npm run test:pg) the requests really
// run side by side on a pool of connections and meet at the host's unique index; on PGlite the same file checks the
// same outcome with the requests interleaved.
import { sql } from 'drizzle-orm';
import { defaultMicrositeSettings, defaultMicrositeStyle } from '@vitrina/shared/microsites';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { microsites } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { admin } from '../admin/admin-test-helpers';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { freshHost, imageFile, micrositeForm, micrositesState, send } from './microsites-test-helpers';

let ctx: TestContext;
let first: Actor;
let second: Actor;
let owner: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  first = await admin(ctx, ['microsites']);
  second = await admin(ctx, ['microsites']);
  owner = await actor(ctx);
});
afterAll(() => ctx.close());

describe('one host, two creates at once', () => {
  it('gives the host to exactly one', async () => {
    for (let round = 0; round < 5; round++) {
      const host = freshHost();
      const form = async (name: string) =>
        micrositeForm([owner.user.id], { name, host, logo_square: await imageFile({ width: 300, height: 300 }) });
      const [a, b] = await Promise.all([
        send(ctx, first, 'POST', '/admin/microsite', await form('Sitio Uno')),
        send(ctx, second, 'POST', '/admin/microsite', await form('Sitio Dos')),
      ]);
      expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([201, 422]);
      const loser = a.statusCode === 422 ? a : b;
      expect(loser.json()).toEqual({
        message: 'Ese host ya lo usa otro micrositio.',
        errors: { host: ['Ese host ya lo usa otro micrositio.'] },
      });
      const state = await micrositesState(ctx);
      const winners = state.microsites.filter((row) => row.host === host);
      expect(winners).toHaveLength(1);
      // One microsite's logo and two icons, nothing of the loser's.
      expect(state.files).toHaveLength(3 * state.microsites.length);
      expect(state.audit).toHaveLength(state.microsites.length);
    }
  });

  // Only a server with several connections can hold one insert open while another request runs.
  it.runIf(inject('postgres'))('refuses a create that meets an uncommitted one at the unique index', async () => {
    const host = freshHost();
    let release!: () => void;
    let inserted!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const insertedFirst = new Promise<void>((resolve) => (inserted = resolve));
    const other = ctx.db.transaction(async (tx) => {
      await tx
        .insert(microsites)
        .values({ name: 'Otro', host, style: defaultMicrositeStyle, settings: defaultMicrositeSettings });
      inserted();
      await held;
    });
    await insertedFirst;
    const before = await micrositesState(ctx);
    const request = send(
      ctx,
      first,
      'POST',
      '/admin/microsite',
      micrositeForm([owner.user.id], { host, logo_main: await imageFile() }),
    );
    // The request saw no other microsite on the host and now waits at the index for the other transaction.
    let waiting = false;
    for (let i = 0; i < 100 && !waiting; i++) {
      const result = await ctx.db.execute(
        sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      waiting = (result as unknown as { rows: unknown[] }).rows.length > 0;
      if (!waiting) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(waiting).toBe(true);
    release();
    await other;
    const response = await request;
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ host: ['Ese host ya lo usa otro micrositio.'] });
    const after = await micrositesState(ctx);
    expect(after.files).toEqual(before.files);
    expect(after.audit).toEqual(before.audit);
    expect(after.microsites.filter((row) => row.host === host)).toHaveLength(1);
  });
});
