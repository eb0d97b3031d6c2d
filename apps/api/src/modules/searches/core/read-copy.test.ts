// DATABASE_READ_URL (PostgreSQL only): the deck's pages, one card and the count, the map's markers, the filtered
// results, the summary and the statistics read the read copy. (i) On a connection that refuses every write they all
// answer, so none of them writes through it (the deck's cursor moves on the primary). (ii) On a copy that lags, the
// person who just decided reads the primary for a while (a Redis mark), so the card they decided does not come back;
// anyone else reads the copy; without Redis everyone reads the primary.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../../app';
import { openDatabase, openReadDatabase, postgresPoolOf, type DatabaseHandle } from '../../../db/client';
import { closeRedis, type Redis } from '../../../db/redis';
import { searchParticipants, type PublicationRow, type SearchRow } from '../../../db/schema/index';
import { createLogger } from '../../../lib/logger';
import { createTestContext, createTestDatabase, type TestContext, type TestDatabase } from '../../../test/context';
import { databaseUrlFor, withServer } from '../../../test/postgres';
import { connectTestRedis } from '../../../test/redis';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { recentWriterKey } from './recent-writers';
import { decide, makeListing, makeSearch, resultIds } from './search-test-helpers';
import { apartmentsOnSale, decideOn } from './searches-test-helpers';

const postgres = inject('postgres');
const palermo = { lat: -34.5889, lng: -58.4306 };
const view = { bounds: { west: -58.5, east: -58.36, north: -34.55, south: -34.63 }, zoom: 13 };

function urlOf(db: TestContext['db']): string {
  const url = postgresPoolOf(db)?.options.connectionString;
  if (!url) throw new Error('The read copy needs the PostgreSQL suite (npm run test:pg)');
  return url;
}

/** An app on `ctx`'s primary reading through `readDb`, with its own Redis client (or none). */
async function appReading(ctx: TestContext, readDb: DatabaseHandle, redis: Redis | null): Promise<App> {
  const app = await buildApp({
    config: ctx.config,
    db: ctx.db,
    readDb: readDb.db,
    redis,
    clock: ctx.clock,
    logger: createLogger('silent'),
  });
  await app.ready();
  return app;
}

describe.runIf(postgres)('the read copy on a connection that refuses writes', () => {
  let ctx: TestContext;
  let readOnly: DatabaseHandle;
  let app: App;
  let redis: Redis;
  beforeAll(async () => {
    ctx = await createTestContext();
    const url = new URL(urlOf(ctx.db));
    url.searchParams.set('options', '-c default_transaction_read_only=on');
    readOnly = await openReadDatabase(url.toString(), { poolSize: 2 });
    redis = await connectTestRedis();
    app = await appReading(ctx, readOnly, redis);
  });
  afterAll(async () => {
    await app.close();
    await closeRedis(redis);
    await readOnly.close();
    await ctx.close();
  });

  it('serves every read it takes, and none of them writes through it', async () => {
    await expect(readOnly.db.execute(sql`update users set name = name where false`)).rejects.toThrow();
    const client = { ...ctx, app };
    const seller = await actor(ctx, { name: 'Inmobiliaria Palermo' });
    const owner = await actor(ctx, { name: 'Ana Compradora' });
    const partner = await actor(ctx, { name: 'Bruno Compañero' });
    const listings: PublicationRow[] = [];
    for (let i = 0; i < 3; i++) listings.push(await makeListing(ctx, seller, { ...palermo, amount: 100_000 + i }));
    const search = await makeSearch(ctx, { creator: owner, filters: [apartmentsOnSale] });
    await ctx.db.insert(searchParticipants).values({ searchId: search.id, userId: partner.user.id, owner: false });
    // Decisions as rows: nobody is marked as having just decided, so every read below goes to the read copy.
    await decide(ctx, search, partner, listings[0].id, true);
    await decide(ctx, search, owner, listings[0].id, true);

    const page = await resultIds(client, search, partner);
    expect(page.sort()).toEqual([listings[1].id, listings[2].id].sort());
    // The deck's cursor moved on the primary.
    const [participant] = await ctx.db
      .select()
      .from(searchParticipants)
      .where(and(eq(searchParticipants.searchId, search.id), eq(searchParticipants.userId, partner.user.id)));
    expect(participant.cursor).not.toBeNull();

    const asPartner = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url: `/api${url}`, headers: partner.headers, payload });
    const answers = {
      card: await asPartner('POST', `/search/${search.uuid}/result`, { id: listings[1].id }),
      count: await asPartner('GET', `/search/${search.uuid}/count`),
      markers: await asPartner('POST', `/search/${search.uuid}/markers`, view),
      filtered: await asPartner('POST', `/search/${search.uuid}/filtereds`),
      coincidences: await asPartner('POST', `/search/${search.uuid}/filtereds?view=coincidences`),
      summary: await asPartner('GET', `/search/${search.uuid}/summary`),
      sources: await app.inject({ method: 'GET', url: '/api/account/stat/sources', headers: seller.headers }),
      report: await app.inject({
        method: 'POST',
        url: '/api/account/stat/general',
        headers: seller.headers,
        payload: { source: { type: 'user', id: seller.user.id }, dates: ['2024-08-01', '2024-08-06'] },
      }),
      superlikes: await app.inject({
        method: 'GET',
        url: `/api/account/stat/superlikes/${listings[0].id}`,
        headers: seller.headers,
      }),
    };
    for (const [name, response] of Object.entries(answers))
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    expect(answers.card.json().id).toBe(listings[1].id);
    expect(answers.count.json()).toEqual({ count: 2 });
    expect(answers.markers.json().total).toBe(3);
    expect(answers.filtered.json().data.map((card: { id: number }) => card.id)).toEqual([listings[0].id]);
    expect(answers.coincidences.json().total).toBe(1);
    expect(answers.summary.json().likes).toBe(1);

    // A decision through the API marks its maker, whose reads then go to the primary: they answer as well.
    expect((await decideOn(client, owner, search, { publication_id: listings[1].id, like: false })).statusCode).toBe(
      200,
    );
    expect(await redis.exists(recentWriterKey(owner.user.id))).toBe(1);
    expect(await resultIds(client, search, owner)).toEqual([listings[2].id]);
  });
});

describe.runIf(postgres)('the read copy lagging behind the primary', () => {
  let primary: TestDatabase;
  let ctx: TestContext;
  let copyName: string;
  let copy: DatabaseHandle;
  let reopened: DatabaseHandle;
  let redis: Redis;
  let app: App;
  let withoutRedis: App;
  let client: TestContext;
  let decider: Actor;
  let partner: Actor;
  let search: SearchRow;
  let listings: PublicationRow[];

  beforeAll(async () => {
    if (!postgres) return;
    primary = await createTestDatabase();
    const seeding = await createTestContext({ database: primary });
    const seller = await actor(seeding, { name: 'Inmobiliaria Belgrano' });
    decider = await actor(seeding, { name: 'Carla Decide' });
    partner = await actor(seeding, { name: 'Diego Mira' });
    listings = [];
    for (let i = 0; i < 3; i++) listings.push(await makeListing(seeding, seller, { amount: 200_000 + i }));
    search = await makeSearch(seeding, { creator: decider, filters: [apartmentsOnSale] });
    await seeding.db.insert(searchParticipants).values({ searchId: search.id, userId: partner.user.id, owner: false });

    // The copy: the primary as it is now. A new database copies a template only while nobody is connected to it.
    const primaryUrl = urlOf(seeding.db);
    await seeding.close();
    await primary.handle.close();
    copyName = `vitrina_test_${randomBytes(6).toString('hex')}_copy`;
    const primaryName = new URL(primaryUrl).pathname.slice(1);
    await withServer(postgres.url, (server) => server.query(`create database "${copyName}" template "${primaryName}"`));
    reopened = await openDatabase({ databaseUrl: primaryUrl, dataDir: tmpdir() }, { poolSize: 4 });
    copy = await openReadDatabase(databaseUrlFor(postgres.url, copyName), { poolSize: 2 });

    ctx = await createTestContext({ database: { handle: reopened, db: reopened.db, close: async () => {} } });
    redis = await connectTestRedis();
    app = await appReading(ctx, copy, redis);
    withoutRedis = await appReading(ctx, copy, null);
    client = { ...ctx, app };
    // Only on the primary: a listing published after the copy was taken.
    listings.push(await makeListing(ctx, seller, { amount: 300_000 }));
  });
  afterAll(async () => {
    if (!postgres) return;
    await Promise.all([app?.close(), withoutRedis?.close()]);
    if (redis) await closeRedis(redis);
    await ctx?.close();
    await copy?.close();
    await reopened?.close();
    await withServer(postgres.url, (server) => server.query(`drop database if exists "${copyName}" with (force)`));
    await primary?.close();
  });

  it('keeps a card decided a moment ago from coming back to who decided, while others read the copy', async () => {
    const [first, second, third, late] = listings;
    const decided = await decideOn(client, decider, search, { publication_id: first.id, like: true });
    expect(decided.statusCode, decided.body).toBe(200);

    // Who decided reads the primary: their decision holds, and the listing published since is there.
    expect((await resultIds(client, search, decider)).sort()).toEqual([second.id, third.id, late.id].sort());
    // Anyone else reads the copy: as it was when taken.
    expect((await resultIds(client, search, partner)).sort()).toEqual([first.id, second.id, third.id].sort());

    // Once the mark is gone (its 10 s passed), who decided reads the copy too, which has not seen the decision yet.
    await redis.del(recentWriterKey(decider.user.id));
    expect((await resultIds(client, search, decider)).sort()).toEqual([first.id, second.id, third.id].sort());

    // Without Redis nobody can be told apart: everyone reads the primary.
    expect((await resultIds({ ...ctx, app: withoutRedis }, search, partner)).sort()).toEqual(
      [first.id, second.id, third.id, late.id].sort(),
    );
  });
});
