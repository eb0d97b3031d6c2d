// Telling of a coincidence (notification type 'search_coincidence'): the search's owner and the other participants who
// like the listing are told, never the one deciding, by their notification types; a (search, listing) coincidence
// is told once, also when likes arrive at once (on PostgreSQL, through `npm run test:pg`, the requests really run
// side by side on a pool of connections); the worker tells it (the job 'searches.coincidence', run here after each
// like), and a failure to tell never fails the like and is retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { runDueJobs } from '../../../test/jobs';
import { deliveries, outbox, toldTo, whileNotifyFails } from '../../../test/outbox';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { burstWindows } from '../../notifications';
import { makeListing } from '../core/search-test-helpers';
import { decideOn, sharedSearchOf, undoOn } from '../core/searches-test-helpers';

let ctx: TestContext;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());

const type = 'search_coincidence';

/** An agent's search shared with clients who joined by its link; everyone wants coincidences unless told. */
async function sharedSearch(
  options: { ownerTypes?: string[]; clientTypes?: string[]; clients?: string[]; title?: string } = {},
) {
  const { ownerTypes = [type], clientTypes = [type], clients = ['Lucía Rodríguez', 'Martín Pérez'] } = options;
  const agent = await actor(ctx, { name: 'Valentina Gómez', notificationTypes: ownerTypes });
  const people = [];
  for (const name of clients) people.push(await actor(ctx, { name, notificationTypes: clientTypes }));
  const search = await sharedSearchOf(ctx, agent, people, { title: options.title ?? 'Departamentos en Palermo' });
  const listing = await makeListing(ctx, seller, { title: 'Departamento con balcón en Palermo' });
  return { agent, clients: people, search, listing };
}

type LikeAnswer = { coincidences: { exists: boolean; users: { id: number; name: string }[] } };

/** A like through the API, without the worker. */
async function likeOnly(who: Actor, search: { uuid: string }, publicationId: number): Promise<LikeAnswer> {
  const response = await decideOn(ctx, who, search, { publication_id: publicationId, like: true });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LikeAnswer;
}

/** A like, then the worker's turn: what it queued is told. */
async function like(who: Actor, search: { uuid: string }, publicationId: number): Promise<LikeAnswer> {
  const answer = await likeOnly(who, search, publicationId);
  await runDueJobs(ctx);
  return answer;
}

const told = (userId: number) => toldTo(ctx, userId, type);
const toldOf = async (search: { id: number }) =>
  (await outbox(ctx, type)).filter((row) => row.groupKey === `search:${search.id}:coincidence`);

describe('telling of a coincidence', () => {
  it('tells the owner and the other liker, not the one deciding, with the filtered results, once', async () => {
    const { agent, clients, search, listing } = await sharedSearch();
    const [lucia, martin] = clients;
    expect((await like(lucia, search, listing.id)).coincidences.exists).toBe(false);
    expect(await toldOf(search)).toHaveLength(0);
    const met = await like(martin, search, listing.id);
    expect(met.coincidences).toMatchObject({ exists: true, users: [{ id: lucia.user.id, name: 'Lucía Rodríguez' }] });

    const event = {
      type,
      groupKey: `search:${search.id}:coincidence`,
      title: '¡Coincidencia en «Departamentos en Palermo»!',
      url: `/account/search/${search.uuid}/filtered?view=coincidences`,
    };
    expect(await told(agent.user.id)).toEqual([
      {
        ...event,
        userId: agent.user.id,
        body: 'A Lucía Rodríguez y Martín Pérez les gusta «Departamento con balcón en Palermo».',
      },
    ]);
    expect(await told(lucia.user.id)).toEqual([
      {
        ...event,
        userId: lucia.user.id,
        body: 'A Martín Pérez también le gusta «Departamento con balcón en Palermo».',
      },
    ]);
    expect(await told(martin.user.id)).toEqual([]);
    // Each person's delivery waits for the burst to go quiet, so the rest of it joins (burstWindows).
    const queued = (await deliveries(ctx)).filter((job) => job.groupKey === event.groupKey);
    expect(queued.map((job) => job.userId).sort()).toEqual([agent.user.id, lucia.user.id].sort());
    for (const job of queued) {
      expect(job.key).toBe(`notify:${job.userId}:${event.groupKey}`);
      expect(job.runAt.getTime()).toBe(ctx.clock.now().getTime() + burstWindows.search_coincidence!.quietMs);
    }

    // The same coincidence again: a third like, a like undone and made again.
    const third = await actor(ctx, { name: 'Ana Suárez', notificationTypes: [type] });
    await ctx.app.inject({ method: 'POST', url: `/api/search/${search.uuid}/join`, headers: third.headers });
    expect((await like(third, search, listing.id)).coincidences.users).toHaveLength(2);
    expect((await undoOn(ctx, martin, search, listing.id)).statusCode).toBe(204);
    await like(martin, search, listing.id);
    expect(await toldOf(search)).toHaveLength(2);
  });

  it('groups the coincidences of one search: each event is a row, one delivery per person waits for the rest', async () => {
    const { agent, clients, search } = await sharedSearch();
    for (const title of ['Casa en Belgrano', 'PH en Colegiales']) {
      const listing = await makeListing(ctx, seller, { title });
      await like(clients[0], search, listing.id);
      await like(clients[1], search, listing.id);
    }
    expect((await told(agent.user.id)).map((row) => row.body)).toEqual([
      'A Lucía Rodríguez y Martín Pérez les gusta «Casa en Belgrano».',
      'A Lucía Rodríguez y Martín Pérez les gusta «PH en Colegiales».',
    ]);
    const key = `notify:${agent.user.id}:search:${search.id}:coincidence`;
    expect((await deliveries(ctx)).filter((job) => job.key === key)).toHaveLength(1);
  });

  it("tells the owner who liked it first that a client's like met theirs", async () => {
    const { agent, clients, search, listing } = await sharedSearch({ clients: ['Lucía Rodríguez'] });
    await like(agent, search, listing.id);
    expect((await like(clients[0], search, listing.id)).coincidences.exists).toBe(true);
    expect((await told(agent.user.id)).map((row) => row.body)).toEqual([
      'A Lucía Rodríguez también le gusta «Departamento con balcón en Palermo».',
    ]);
    expect(await told(clients[0].user.id)).toEqual([]);
  });

  it('tells the client, not the owner, when the owner is the one whose like met theirs; and it stays told', async () => {
    const { agent, clients, search, listing } = await sharedSearch();
    await like(clients[0], search, listing.id);
    const met = await like(agent, search, listing.id);
    expect(met.coincidences).toMatchObject({ exists: true, users: [{ id: clients[0].user.id }] });
    expect(await told(agent.user.id)).toEqual([]);
    expect((await told(clients[0].user.id)).map((row) => row.body)).toEqual([
      'A Valentina Gómez también le gusta «Departamento con balcón en Palermo».',
    ]);
    await like(clients[1], search, listing.id);
    expect(await toldOf(search)).toHaveLength(1);
  });

  it('tells nobody who did not choose to hear about coincidences', async () => {
    const { agent, clients, search, listing } = await sharedSearch({
      ownerTypes: ['search_finished'],
      clientTypes: [],
    });
    await like(clients[0], search, listing.id);
    expect((await like(clients[1], search, listing.id)).coincidences.exists).toBe(true);
    for (const who of [agent, ...clients]) expect(await toldTo(ctx, who.user.id)).toEqual([]);
    expect((await deliveries(ctx)).filter((job) => job.groupKey === `search:${search.id}:coincidence`)).toEqual([]);
  });

  it('answers the like before anyone is told, and a telling that fails is undone whole and retried', async () => {
    const { agent, clients, search, listing } = await sharedSearch({ clients: ['Lucía', 'Martín', 'Ana'] });
    await like(clients[0], search, listing.id);
    const met = await likeOnly(clients[1], search, listing.id);
    expect(met.coincidences.exists).toBe(true);
    expect(await told(agent.user.id)).toEqual([]);
    // The worker's first attempt fails: nothing is recorded with it, and the job waits for its retry.
    await whileNotifyFails(ctx, () => runDueJobs(ctx));
    expect(await told(agent.user.id)).toEqual([]);
    // A like meanwhile joins the job that waits instead of queueing another.
    await likeOnly(clients[2], search, listing.id);
    ctx.clock.advance(60_000);
    await runDueJobs(ctx);
    expect((await told(agent.user.id)).map((row) => row.body)).toEqual([
      'A Ana, Lucía y Martín les gusta «Departamento con balcón en Palermo».',
    ]);
    expect((await told(clients[0].user.id)).map((row) => row.body)).toEqual([
      'A Martín también le gusta «Departamento con balcón en Palermo».',
    ]);
  });

  it('tells each person once per listing when many participants like the same listings at once', async () => {
    const names = Array.from({ length: 8 }, (_, index) => `Cliente ${index + 1}`);
    const { agent, clients, search } = await sharedSearch({ clients: names, title: 'Búsqueda concurrida' });
    const listings = [];
    for (let round = 0; round < 4; round++) {
      const listing = await makeListing(ctx, seller, { title: `Departamento ${round + 1}` });
      listings.push(listing);
      const answers = await Promise.all(clients.map((client) => likeOnly(client, search, listing.id)));
      // However the likes interleaved, the last to commit met the others.
      expect(answers.some((answer) => answer.coincidences.exists)).toBe(true);
    }
    await runDueJobs(ctx);
    const rows = await toldOf(search);
    for (const listing of listings) {
      const about = rows.filter((row) => row.body.includes(`«${listing.title}»`));
      // The owner always; the clients whose likes the winner saw; nobody twice.
      expect(about.filter((row) => row.userId === agent.user.id)).toHaveLength(1);
      expect(new Set(about.map((row) => row.userId)).size).toBe(about.length);
      expect(about.length).toBeLessThan(clients.length + 1);
    }
    const keys = (await deliveries(ctx)).map((job) => job.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the coincidences view, paged across levels of likes', () => {
  it('lists every coincidence once, most likes first then the latest like, whatever the page size', async () => {
    const { agent, clients, search } = await sharedSearch({ clients: ['Ana', 'Beto', 'Carla'] });
    const people = [agent, ...clients];
    // Title and how many of the four like it, liked in this order (the titles' order is another).
    const wanted: [string, number][] = [
      ['Dúplex en Núñez', 2],
      ['Casa en Belgrano', 3],
      ['Altillo en Recoleta', 2],
      ['PH en Colegiales', 4],
      ['Loft en Palermo', 3],
      ['Estudio en Caballito', 1],
      ['Monoambiente en Almagro', 2],
      ['Casa en Olivos', 4],
    ];
    for (const [title, likes] of wanted) {
      const listing = await makeListing(ctx, seller, { title });
      for (const who of people.slice(0, likes)) await like(who, search, listing.id);
    }
    // As many likes: the listing liked last comes first.
    const expected = wanted
      .map(([title, likes], index) => ({ title, likes, index }))
      .filter(({ likes }) => likes >= 2)
      .sort((a, b) => b.likes - a.likes || b.index - a.index)
      .map(({ title }) => title);
    for (const take of [1, 2, 3, 7, 20]) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / take) + 1; page++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/api/search/${search.uuid}/filtereds?view=coincidences&take=${take}&page=${page}`,
          headers: agent.headers,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().total).toBe(expected.length);
        seen.push(...response.json().data.map((card: { title: string }) => card.title));
      }
      expect(seen, `take=${take}`).toEqual(expected);
    }
  });
});
