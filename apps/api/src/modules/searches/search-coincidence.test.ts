// The owner's mail of a coincidence (notification type 'search_coincidence'): who gets it, what it says, and that a
// (search, listing) coincidence is announced once, also when likes arrive at once (on PostgreSQL, through
// `npm run test:pg`, the requests really run side by side on a pool of connections).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { jobs } from '../../db/schema/index';
import { jobHandlers } from '../../jobs/registry';
import { createWorker } from '../../jobs/worker';
import { createLogger } from '../../lib/logger';
import { createTestContext, type TestContext } from '../../test/context';
import { mailsTo } from '../auth/auth-test-helpers';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { makeListing } from './search-test-helpers';
import { decideOn, sharedSearchOf, undoOn } from './searches-test-helpers';

let ctx: TestContext;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());

const jobType = 'searches.coincidence-mail';

/** Runs the due jobs as the worker would, until none is left. */
async function runJobs() {
  const context = {
    db: ctx.db,
    config: ctx.config,
    clock: ctx.clock,
    mailer: ctx.app.mailer,
    logger: createLogger('silent'),
  };
  const worker = createWorker({ context, handlers: jobHandlers });
  while ((await worker.runOnce()) > 0);
}

const pendingMails = async () =>
  (
    await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, jobType), isNull(jobs.doneAt)))
  ).length;

/** An agent's search shared with clients who joined by its link. */
async function sharedSearch(options: { notificationTypes?: string[]; clients?: string[] } = {}) {
  const { notificationTypes = ['search_coincidence'], clients = ['Lucía Rodríguez', 'Martín Pérez'] } = options;
  const agent = await actor(ctx, { name: 'Valentina Gómez', notificationTypes });
  const people = [];
  for (const name of clients) people.push(await actor(ctx, { name }));
  const search = await sharedSearchOf(ctx, agent, people, { title: 'Departamentos en Palermo' });
  const listing = await makeListing(ctx, seller, { title: 'Departamento con balcón en Palermo' });
  return { agent, clients: people, search, listing };
}

async function like(who: Actor, search: { uuid: string }, publicationId: number) {
  const response = await decideOn(ctx, who, search, { publication_id: publicationId, like: true });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { coincidences: { exists: boolean; users: { id: number; name: string }[] } };
}

describe("the owner's coincidence mail", () => {
  it('tells the owner who coincided on which listing, with the link to the filtered results, once', async () => {
    const { agent, clients, search, listing } = await sharedSearch();
    const [lucia, martin] = clients;
    expect((await like(lucia, search, listing.id)).coincidences.exists).toBe(false);
    const met = await like(martin, search, listing.id);
    expect(met.coincidences).toMatchObject({ exists: true, users: [{ id: lucia.user.id, name: 'Lucía Rodríguez' }] });
    // The decision answered before any mail: the mail is the worker's job.
    expect(mailsTo(ctx.dataDir, agent.user.email)).toHaveLength(0);
    expect(await pendingMails()).toBe(1);
    await runJobs();

    const mails = mailsTo(ctx.dataDir, agent.user.email);
    expect(mails).toHaveLength(1);
    const link = `http://vitrina.test/account/search/${search.uuid}/filtered`;
    expect(mails[0].subject).toBe('¡Coincidencia en «Departamentos en Palermo»! «Departamento con balcón en Palermo»');
    expect(mails[0].text).toContain('Hola Valentina Gómez,');
    expect(mails[0].text).toContain(
      'A Lucía Rodríguez y Martín Pérez les gusta «Departamento con balcón en Palermo» en tu búsqueda «Departamentos en Palermo».',
    );
    expect(mails[0].text).toContain(link);
    expect(mails[0].html).toContain(`href="${link}"`);
    for (const client of clients) expect(mailsTo(ctx.dataDir, client.user.email)).toHaveLength(0);

    // The same coincidence again: a third like, a like undone and made again.
    const third = await actor(ctx, { name: 'Ana Suárez' });
    await ctx.app.inject({ method: 'POST', url: `/api/search/${search.uuid}/join`, headers: third.headers });
    expect((await like(third, search, listing.id)).coincidences.users).toHaveLength(2);
    expect((await undoOn(ctx, martin, search, listing.id)).statusCode).toBe(204);
    await like(martin, search, listing.id);
    expect(await pendingMails()).toBe(0);
    await runJobs();
    expect(mailsTo(ctx.dataDir, agent.user.email)).toHaveLength(1);
  });

  it("names the owner among the likers when a client's like meets the owner's", async () => {
    const { agent, clients, search, listing } = await sharedSearch({ clients: ['Lucía Rodríguez'] });
    await like(agent, search, listing.id);
    expect((await like(clients[0], search, listing.id)).coincidences.exists).toBe(true);
    await runJobs();
    const mails = mailsTo(ctx.dataDir, agent.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('A vos y Lucía Rodríguez les gusta «Departamento con balcón en Palermo»');
  });

  it('sends nothing to the owner who just liked and met a client: their deck showed it, and it stays told', async () => {
    const { agent, clients, search, listing } = await sharedSearch();
    await like(clients[0], search, listing.id);
    const met = await like(agent, search, listing.id);
    expect(met.coincidences).toMatchObject({ exists: true, users: [{ id: clients[0].user.id }] });
    await like(clients[1], search, listing.id);
    expect(await pendingMails()).toBe(0);
    await runJobs();
    expect(mailsTo(ctx.dataDir, agent.user.email)).toHaveLength(0);
  });

  it('sends nothing to an owner who did not choose to hear about coincidences', async () => {
    const { agent, clients, search, listing } = await sharedSearch({ notificationTypes: ['search_finished'] });
    await like(clients[0], search, listing.id);
    expect((await like(clients[1], search, listing.id)).coincidences.exists).toBe(true);
    await runJobs();
    expect(mailsTo(ctx.dataDir, agent.user.email)).toHaveLength(0);
  });

  it('sends nothing for a coincidence undone before the mail left', async () => {
    const { agent, clients, search, listing } = await sharedSearch();
    await like(clients[0], search, listing.id);
    await like(clients[1], search, listing.id);
    expect((await undoOn(ctx, clients[0], search, listing.id)).statusCode).toBe(204);
    await runJobs();
    expect(mailsTo(ctx.dataDir, agent.user.email)).toHaveLength(0);
  });

  it('keeps the decision when the mail fails: the worker tries again', async () => {
    const { agent, clients, search, listing } = await sharedSearch();
    await like(clients[0], search, listing.id);
    await like(clients[1], search, listing.id);
    const send = vi.spyOn(ctx.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP caído'));
    try {
      await runJobs();
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    expect(mailsTo(ctx.dataDir, agent.user.email)).toHaveLength(0);
    ctx.clock.advance(60_000);
    await runJobs();
    expect(mailsTo(ctx.dataDir, agent.user.email)).toHaveLength(1);
  });

  it('mails once when many participants like the same listing at once', async () => {
    const names = Array.from({ length: 8 }, (_, index) => `Cliente ${index + 1}`);
    const { agent, clients, search, listing } = await sharedSearch({ clients: names });
    for (let round = 0; round < 3; round++) {
      const other = await makeListing(ctx, seller, { title: `Departamento ${round + 1}` });
      const answers = await Promise.all(clients.map((client) => like(client, search, other.id)));
      // However the likes interleaved, the last to commit met the others.
      expect(answers.some((answer) => answer.coincidences.exists)).toBe(true);
    }
    const answers = await Promise.all(clients.map((client) => like(client, search, listing.id)));
    // Each like reads the others after its own commit, so all but the first to commit met one and tried to announce.
    expect(answers.filter((answer) => answer.coincidences.exists).length).toBeGreaterThanOrEqual(clients.length - 1);
    expect(await pendingMails()).toBe(4);
    await runJobs();
    expect(mailsTo(ctx.dataDir, agent.user.email)).toHaveLength(4);
  });
});

describe('the coincidences view, paged across levels of likes', () => {
  it('lists every coincidence once, most likes first then by title, whatever the page size', async () => {
    const { agent, clients, search } = await sharedSearch({ clients: ['Ana', 'Beto', 'Carla'] });
    const people = [agent, ...clients];
    // Title and how many of the four like it; the titles' order differs from the listings' ids.
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
    const expected = wanted
      .filter(([, likes]) => likes >= 2)
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
      .map(([title]) => title);
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
