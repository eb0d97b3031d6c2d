// A microsite changed through one API instance is served changed by every other one at once, without waiting for the
// host cache to expire. On PostgreSQL the second instance gets a bus of its own, as another process has, so only
// the NOTIFY its LISTEN connection hears can tell it; a broken LISTEN connection comes back by itself and starts the
// cache afresh. On PGlite (one process) the process's bus tells both.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { configurationSchema } from '@vitrina/shared/configuration';
import { buildApp, type App } from '../../app';
import { microsites } from '../../db/schema/index';
import { createLogger } from '../../lib/logger';
import { createTestContext, type TestContext } from '../../test/context';
import { admin } from '../admin/admin-test-helpers';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { createMicrositeChanges, processMicrositeChanges, type MicrositeChanges } from './microsite-changes';
import { createMicrosite, send } from './microsites-test-helpers';

const postgres = inject('postgres');

let ctx: TestContext;
let other: App;
let otherChanges: MicrositeChanges;
let boss: Actor;
let seller: Actor;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => void uncaught.push(error);

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  ctx = await createTestContext();
  otherChanges = postgres ? createMicrositeChanges() : processMicrositeChanges;
  other = await buildApp({
    config: ctx.config,
    db: ctx.db,
    clock: ctx.clock,
    logger: createLogger('silent'),
    micrositeChanges: otherChanges,
  });
  await other.ready();
  boss = await admin(ctx, ['microsites'], { name: 'Directora Sitios' });
  seller = await actor(ctx, { name: 'Inmobiliaria Centro' });
});
afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
  await other.close();
  await ctx.close();
});

/** Resolves the next time the other instance hears of a change. */
function nextChange(changes: MicrositeChanges): Promise<void> {
  return new Promise((resolve) => {
    const stop = changes.on(() => {
      stop();
      resolve();
    });
  });
}

async function nameOn(app: App, host: string): Promise<string | null> {
  const response = await app.inject({ method: 'GET', url: '/api/configuration', headers: { host } });
  expect(response.statusCode, response.body).toBe(200);
  return configurationSchema.parse(response.json()).MICROSITE?.name ?? null;
}

describe('a microsite edited through one instance', () => {
  it('is served changed by the other at once, the clock never moved', async () => {
    const site = await createMicrosite(ctx, boss, [seller.user.id], { name: 'Casas del Norte' });
    // Both instances now remember the host's answer.
    expect(await nameOn(ctx.app, site.host)).toBe('Casas del Norte');
    expect(await nameOn(other, site.host)).toBe('Casas del Norte');

    const heard = nextChange(otherChanges);
    const edited = await send(ctx, boss, 'PUT', `/admin/microsite/${site.id}`, { name: 'Casas del Norte Propiedades' });
    expect(edited.statusCode, edited.body).toBe(200);
    // The instance that made the change sees it with its next request.
    expect(await nameOn(ctx.app, site.host)).toBe('Casas del Norte Propiedades');
    await heard;
    expect(await nameOn(other, site.host)).toBe('Casas del Norte Propiedades');

    const gone = nextChange(otherChanges);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/microsite/${site.id}`,
      headers: boss.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await gone;
    expect(await nameOn(other, site.host)).toBeNull();
  });

  it.runIf(postgres)('listens again after its connection is cut, and starts its cache afresh', async () => {
    // The creation's own NOTIFY reaches the other instance when it reaches it; it is awaited first, or it could
    // empty the cache below after the unannounced write and serve that write early.
    const created = nextChange(otherChanges);
    const site = await createMicrosite(ctx, boss, [seller.user.id], { name: 'Lotes del Oeste' });
    await created;
    expect(await nameOn(other, site.host)).toBe('Lotes del Oeste');
    // A change nobody announces (another tool wrote the row): the cached answer stands meanwhile.
    await ctx.db.update(microsites).set({ name: 'Lotes del Oeste SRL' }).where(eq(microsites.id, site.id));
    expect(await nameOn(other, site.host)).toBe('Lotes del Oeste');

    const back = nextChange(otherChanges);
    const cut = await ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
    );
    expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    await back;
    expect(await nameOn(other, site.host)).toBe('Lotes del Oeste SRL');
    // And it hears the next change as before.
    const heard = nextChange(otherChanges);
    expect((await send(ctx, boss, 'PUT', `/admin/microsite/${site.id}`, { name: 'Lotes' })).statusCode).toBe(200);
    await heard;
    expect(await nameOn(other, site.host)).toBe('Lotes');
    expect(uncaught).toEqual([]);
  });
});
