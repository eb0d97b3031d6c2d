// The inbox (GET /api/account/activity, PUT /api/account/activity/read): what notify() records for every recipient
// whatever their channels, one item per burst of a group, read marks, who may call what, and the worker's pruning.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityItems } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { runDueJobs } from '../../test/jobs';
import { actor, guestBody, type Actor } from '../groups/groups-test-helpers';
import { sharedSearchOf } from '../searches/core/searches-test-helpers';
import { makeListing } from '../searches/core/search-test-helpers';
import { activityPrune } from './activity-prune.job';
import { coincidenceOf, inbox, markRead, tell } from './activity-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

const minutes = (n: number) => n * 60_000;

describe('recording', () => {
  it('records a finished selection for the owner even when they chose no channel and no type, linking to whom', async () => {
    const agent = await actor(ctx, { name: 'Valentina Gómez', notificationTypes: [], notificationChannels: [] });
    const client = await actor(ctx, { name: 'Rocío Díaz' });
    const search = await sharedSearchOf(ctx, agent, [client], { title: 'Departamento en venta' });
    const finished = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/finish`,
      headers: client.headers,
    });
    expect(finished.statusCode, finished.body).toBe(200);

    const page = await inbox(ctx, agent);
    expect(page).toMatchObject({ total: 1, unread: 1, current_page: 1, last_page: 1 });
    expect(page.data).toEqual([
      {
        id: expect.any(Number),
        type: 'search_finished',
        title: 'Rocío Díaz finalizó su selección',
        body: 'Rocío Díaz finalizó su selección en tu búsqueda «Departamento en venta». Mirá lo que eligió.',
        url: `/account/search/${search.uuid}/filtered?user=${client.user.id}`,
        actors: [{ id: client.user.id, name: 'Rocío Díaz', avatar: null }],
        count: 1,
        read_at: null,
        created_at: ctx.clock.now().toISOString(),
      },
    ]);
    // Nobody else's inbox holds it.
    expect((await inbox(ctx, client)).data).toEqual([]);
  });

  it('makes the coincidences of one search within minutes one item: who, how many, of which search', async () => {
    const seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
    const agent = await actor(ctx, { name: 'Valentina Gómez' });
    const rocio = await actor(ctx, { name: 'Rocío Díaz' });
    const martin = await actor(ctx, { name: 'Martín Pérez' });
    const search = await sharedSearchOf(ctx, agent, [rocio, martin], { title: 'Departamento en venta' });
    for (let n = 0; n < 3; n++) {
      const listing = await makeListing(ctx, seller, { title: `Departamento ${n + 1}` });
      for (const who of [rocio, martin]) {
        const like = await ctx.app.inject({
          method: 'POST',
          url: `/api/search/${search.uuid}/decision`,
          headers: who.headers,
          payload: { publication_id: listing.id, like: true },
        });
        expect(like.statusCode, like.body).toBe(200);
      }
      await runDueJobs(ctx);
      ctx.clock.advance(20_000);
    }
    const page = await inbox(ctx, agent);
    expect(page.unread).toBe(1);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      type: 'search_coincidence',
      title: 'Martín Pérez y Rocío Díaz coincidieron en 3 publicaciones de "Departamento en venta"',
      count: 3,
      url: `/account/search/${search.uuid}/filtered?view=coincidences`,
    });
    expect(page.data[0].actors.map((person) => person.name).sort()).toEqual(['Martín Pérez', 'Rocío Díaz']);
    // Rocío hears that Martín joined her likes, as one item too.
    expect((await inbox(ctx, rocio)).data).toMatchObject([
      { title: 'Martín Pérez coincidió con vos en 3 publicaciones de "Departamento en venta"', count: 3 },
    ]);
  });

  it('starts a new item once the group has been quiet for the window, and a grown item is unread again, on top', async () => {
    const agent = await actor(ctx, { name: 'Sofía Martínez' });
    const other = await actor(ctx, { name: 'Tomás Ruiz' });
    await tell(ctx, [agent.user.id], coincidenceOf(9001, other.user.id, 'Casa'));
    const first = (await inbox(ctx, agent)).data[0];
    ctx.clock.advance(minutes(6));
    await tell(ctx, [agent.user.id], { ...coincidenceOf(9002, other.user.id, 'PH'), subject: 'Casas' });
    await tell(ctx, [agent.user.id], coincidenceOf(9001, other.user.id, 'Casa 2'));
    let page = await inbox(ctx, agent);
    expect(page.data.map((item) => item.count)).toEqual([1, 1, 1]);
    expect(page.data[2].id).toBe(first.id);

    expect((await markRead(ctx, agent, { all: true })).json()).toEqual({ unread: 0 });
    ctx.clock.advance(minutes(1));
    await tell(ctx, [agent.user.id], { ...coincidenceOf(9002, other.user.id, 'PH 2'), subject: 'Casas' });
    page = await inbox(ctx, agent);
    expect(page.unread).toBe(1);
    expect(page.data[0]).toMatchObject({ count: 2, read_at: null, created_at: ctx.clock.now().toISOString() });
  });

  it('pages 20 at a time, newest first', async () => {
    const agent = await actor(ctx, { name: 'Agente Ocupada' });
    for (let n = 0; n < 23; n++) {
      ctx.clock.advance(1000);
      await tell(ctx, [agent.user.id], { ...coincidenceOf(10_000 + n, agent.user.id, `L${n}`), subject: `S${n}` });
    }
    const first = await inbox(ctx, agent);
    expect(first).toMatchObject({ total: 23, last_page: 2, unread: 23, prev_page_url: null });
    expect(first.data).toHaveLength(20);
    expect(first.next_page_url).toBe('http://vitrina.test/api/account/activity?page=2');
    const second = await inbox(ctx, agent, 2);
    expect(second.data).toHaveLength(3);
    const times = [...first.data, ...second.data].map((item) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('GET /api/account/activity', () => {
  it('answers 401 to a guest and 422 to a bad page', async () => {
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/account/activity' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    const someone = await actor(ctx);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/account/activity?page=0', headers: someone.headers });
    expect(bad.statusCode).toBe(422);
  });
});

describe('PUT /api/account/activity/read', () => {
  let agent: Actor;
  let stranger: Actor;
  beforeAll(async () => {
    agent = await actor(ctx, { name: 'Lectora' });
    stranger = await actor(ctx, { name: 'Ajeno' });
  });

  it('marks the items named, only the caller’s: another person’s id changes nothing', async () => {
    for (let n = 0; n < 3; n++) await tell(ctx, [agent.user.id, stranger.user.id], coincidenceOf(20_000 + n, 1, 'x'));
    const mine = (await inbox(ctx, agent)).data;
    const theirs = (await inbox(ctx, stranger)).data;
    const response = await markRead(ctx, agent, { ids: [mine[0].id, theirs[1].id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ unread: 2 });
    const after = await inbox(ctx, agent);
    expect(after.data.find((item) => item.id === mine[0].id)?.read_at).toBe(ctx.clock.now().toISOString());
    expect((await inbox(ctx, stranger)).unread).toBe(3);
    // Marking again keeps the first time.
    ctx.clock.advance(1000);
    await markRead(ctx, agent, { ids: [mine[0].id] });
    const again = (await inbox(ctx, agent)).data.find((item) => item.id === mine[0].id);
    expect(again?.read_at).toBe(after.data.find((item) => item.id === mine[0].id)?.read_at);
    expect((await markRead(ctx, agent, { all: true })).json()).toEqual({ unread: 0 });
    expect((await inbox(ctx, stranger)).unread).toBe(3);
  });

  it('answers 401 to a guest and 422, in Spanish, to a body with neither, both or bad ids', async () => {
    expect((await markRead(ctx, null, { all: true })).statusCode).toBe(401);
    for (const payload of [{}, { ids: [1], all: true }, { ids: [] }, { ids: ['x'] }, { all: false }]) {
      const response = await markRead(ctx, agent, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await markRead(ctx, agent, {})).json().errors).toEqual({
      ids: ['Indicá los elementos a marcar o todos.'],
    });
  });
});

describe('pruning', () => {
  it('deletes items untouched for 90 days and keeps the rest', async () => {
    const agent = await actor(ctx, { name: 'Memoria Corta' });
    await tell(ctx, [agent.user.id], coincidenceOf(30_000, 1, 'viejo'));
    ctx.clock.advance(minutes(60 * 24 * 89));
    await tell(ctx, [agent.user.id], coincidenceOf(30_001, 1, 'nuevo'));
    ctx.clock.advance(minutes(60 * 24 * 2));
    await activityPrune({}, { db: ctx.db, clock: ctx.clock, logger: ctx.app.log } as never);
    const left = await ctx.db.select().from(activityItems).where(eq(activityItems.userId, agent.user.id));
    expect(left.map((item) => item.groupKey)).toEqual(['search:30001:coincidence']);
    expect(await runDueJobs(ctx)).toBeGreaterThanOrEqual(0);
  });
});
