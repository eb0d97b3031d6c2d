// The worker's check of search alerts (job 'search-alerts.check'): the new listings a search yields are recorded
// as its alert's matches — not older ones, not ones outside its filters or scope, not ones the person decided — and
// told as one notification (the outbox row and the delivery job notify() writes) at most every 15 minutes and never
// between 22:00 and 08:00 Argentina time.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, notifications, searchAlertMatches, searchAlerts } from '../../db/schema/index';
import { createLogger } from '../../lib/logger';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { clearListings, decide, makeListing, makeSearch } from '../searches/core/search-test-helpers';
import { searchAlertsCheck } from './search-alerts.job';

let ctx: TestContext;
let agent: Actor;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  agent = await actor(ctx, { name: 'Valentina Gómez', notificationTypes: ['search_alert'] });
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await clearListings(ctx);
  await ctx.db.delete(notifications);
  await ctx.db.delete(jobs);
  await ctx.db.delete(searchAlerts);
  // 09:00 in Buenos Aires.
  ctx.clock.set(new Date('2024-08-06T12:00:00Z'));
});

const minute = 60_000;
const context = () => ({
  db: ctx.db,
  config: ctx.config,
  clock: ctx.clock,
  mailer: ctx.app.mailer,
  logger: createLogger('silent'),
});
const check = () => searchAlertsCheck({}, context());

/** A search for flats on sale up to US$ 200.000 with the agent's alert on, turned on now. */
async function alertedSearch(who = agent) {
  const search = await makeSearch(ctx, {
    creator: who,
    filters: [{ type: 'property', category: 'departamento', operation: 'venta', amount: { max: 200000 } }],
  });
  await ctx.db
    .insert(searchAlerts)
    .values({ searchId: search.id, userId: who.user.id, createdAt: ctx.clock.now(), checkedAt: ctx.clock.now() });
  return search;
}

const listAfter = (minutes: number, values: Parameters<typeof makeListing>[2] = {}) =>
  makeListing(ctx, seller, { hoursAgo: -minutes / 60, ...values });

async function matchesOf(searchId: number) {
  const rows = await ctx.db.select().from(searchAlertMatches).where(eq(searchAlertMatches.searchId, searchId));
  return rows.map((row) => row.publicationId).sort((a, b) => a - b);
}

const outbox = () => ctx.db.select().from(notifications).orderBy(notifications.id);
const deliveries = () =>
  ctx.db.select({ key: jobs.key, payload: jobs.payload }).from(jobs).where(eq(jobs.type, 'notifications.deliver'));

describe('the check of search alerts', () => {
  it('finds only listings new since the alert that the search yields and the person has not decided', async () => {
    const search = await alertedSearch();
    const old = await makeListing(ctx, seller, { hoursAgo: 2 });
    ctx.clock.advance(5 * minute);
    const fresh = await listAfter(-3);
    const decided = await listAfter(-2);
    await decide(ctx, search, agent, decided.id, false);
    await listAfter(-2, { category: 'casa' });
    await listAfter(-2, { amount: 250000 });
    await listAfter(-2, { public: false });
    await listAfter(-2, { currency: 'ARS', amount: 150000 });

    await check();
    expect(old.id).toBeLessThan(fresh.id);
    expect(await matchesOf(search.id)).toEqual([fresh.id]);
    const [alert] = await ctx.db.select().from(searchAlerts).where(eq(searchAlerts.searchId, search.id));
    expect(alert.checkedAt).toEqual(ctx.clock.now());
    expect(alert.pushedAt).toEqual(ctx.clock.now());

    expect(await outbox()).toMatchObject([
      {
        userId: agent.user.id,
        type: 'search_alert',
        groupKey: `search-alert:${search.id}`,
        title: 'Nuevas publicaciones en “Búsqueda de prueba”',
        body: 'Hay 1 publicación nueva para ver.',
        url: `/search/${search.uuid}`,
        sentAt: null,
      },
    ]);
    expect(await deliveries()).toEqual([
      {
        key: `notify:${agent.user.id}:search-alert:${search.id}`,
        payload: { userId: agent.user.id, groupKey: `search-alert:${search.id}` },
      },
    ]);
  });

  it('records a listing once though the next check looks back over it, and tells nothing twice', async () => {
    const search = await alertedSearch();
    ctx.clock.advance(5 * minute);
    const fresh = await listAfter(-1);
    await check();
    ctx.clock.advance(20 * minute);
    await check();
    expect(await matchesOf(search.id)).toEqual([fresh.id]);
    expect(await outbox()).toHaveLength(1);
  });

  it('catches a listing stamped before a check but written after it (a write still in flight)', async () => {
    const search = await alertedSearch();
    ctx.clock.advance(5 * minute);
    await check();
    // Stamped 30 s before that check started, visible only now.
    const late = await listAfter(-0.5);
    ctx.clock.advance(5 * minute);
    await check();
    expect(await matchesOf(search.id)).toEqual([late.id]);
  });

  it('pushes at most once every 15 minutes, then counts what came meanwhile', async () => {
    const search = await alertedSearch();
    ctx.clock.advance(minute);
    await listAfter(-0.5);
    await check();
    expect(await outbox()).toHaveLength(1);

    ctx.clock.advance(5 * minute);
    await listAfter(-1);
    await listAfter(-1);
    await check();
    expect(await matchesOf(search.id)).toHaveLength(3);
    expect(await outbox()).toHaveLength(1);

    ctx.clock.advance(10 * minute);
    await check();
    const sent = await outbox();
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toBe('Hay 2 publicaciones nuevas para ver.');
  });

  it('keeps quiet from 22:00 to 08:00 in Buenos Aires and tells at 08:00 what the night found', async () => {
    // 23:00 in Buenos Aires (UTC-3).
    ctx.clock.set(new Date('2024-08-07T02:00:00Z'));
    const search = await alertedSearch();
    ctx.clock.advance(minute);
    const night = await listAfter(-0.5);
    await check();
    expect(await matchesOf(search.id)).toEqual([night.id]);
    expect(await outbox()).toEqual([]);

    ctx.clock.set(new Date('2024-08-07T10:59:00Z'));
    await check();
    expect(await outbox()).toEqual([]);

    ctx.clock.set(new Date('2024-08-07T11:00:00Z'));
    await check();
    expect(await outbox()).toMatchObject([{ body: 'Hay 1 publicación nueva para ver.' }]);
  });

  it('tells nothing of listings decided between the find and the push', async () => {
    const search = await alertedSearch();
    ctx.clock.set(new Date('2024-08-07T01:30:00Z'));
    const fresh = await listAfter(-1);
    await check();
    expect(await matchesOf(search.id)).toEqual([fresh.id]);
    await decide(ctx, search, agent, fresh.id);
    ctx.clock.set(new Date('2024-08-07T11:05:00Z'));
    await check();
    expect(await outbox()).toEqual([]);
  });

  it('records matches of someone who does not want these notifications, and queues nothing for them', async () => {
    const quiet = await actor(ctx, { name: 'Carla Ruiz', notificationTypes: ['search_coincidence'] });
    const search = await alertedSearch(quiet);
    ctx.clock.advance(minute);
    const fresh = await listAfter(-0.5);
    await check();
    expect(await matchesOf(search.id)).toEqual([fresh.id]);
    expect(await outbox()).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });

  it("follows the search's scope: a store's search hears only of that store's new listings", async () => {
    const other = await actor(ctx, { name: 'Propiedades Sur' });
    const search = await makeSearch(ctx, {
      creator: agent,
      scopeUserId: seller.user.id,
      filters: [{ type: 'property', category: 'departamento', operation: 'venta' }],
    });
    await ctx.db
      .insert(searchAlerts)
      .values({ searchId: search.id, userId: agent.user.id, createdAt: ctx.clock.now(), checkedAt: ctx.clock.now() });
    ctx.clock.advance(minute);
    const own = await listAfter(-0.5);
    await makeListing(ctx, other, { hoursAgo: 0.5 / 60 });
    await check();
    expect(await matchesOf(search.id)).toEqual([own.id]);
  });

  it('drops the alert of someone who left the search', async () => {
    const client = await actor(ctx, { name: 'Lucía Rodríguez' });
    const search = await alertedSearch();
    await ctx.db
      .insert(searchAlerts)
      .values({ searchId: search.id, userId: client.user.id, createdAt: ctx.clock.now(), checkedAt: ctx.clock.now() });
    ctx.clock.advance(minute);
    await listAfter(-0.5);
    await check();
    const left = await ctx.db
      .select()
      .from(searchAlerts)
      .where(and(eq(searchAlerts.searchId, search.id), eq(searchAlerts.userId, client.user.id)));
    expect(left).toEqual([]);
  });

  it('records each match once and pushes once when two workers check at the same time', async () => {
    const searches = await Promise.all([alertedSearch(), alertedSearch(), alertedSearch()]);
    ctx.clock.advance(minute);
    const fresh = [await listAfter(-0.5), await listAfter(-0.4)];
    await Promise.all([check(), check(), check()]);
    for (const search of searches) expect(await matchesOf(search.id)).toEqual(fresh.map((row) => row.id));
    const sent = await outbox();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((row) => row.groupKey)).size).toBe(3);
    expect(sent.every((row) => row.body === 'Hay 2 publicaciones nuevas para ver.')).toBe(true);
  });
});
