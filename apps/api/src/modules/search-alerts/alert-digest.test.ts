// The daily digest of search alerts (job 'search-alerts.digest') and its unsubscribe links: from 09:00 Argentina
// time one mail per person with what their alerts found, to those who take email and search alerts; each search's
// signed link (POST /api/alert/unsubscribe/{token}) and the one-click header turn alerts off; an altered or foreign
// link is refused in Spanish and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { searchAlerts, searchAlertMatches, searches } from '../../db/schema/index';
import { createLogger } from '../../lib/logger';
import { createTestContext, type TestContext } from '../../test/context';
import { mailsTo } from '../auth/auth-test-helpers';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { makeMicrosite } from '../microsites/host-test-helpers';
import { clearListings, decide, makeListing, makeSearch } from '../searches/core/search-test-helpers';
import { searchAlertsCheck, searchAlertsDigest } from './search-alerts.job';
import { signUnsubscribe } from './unsubscribe-token';

let ctx: TestContext;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await clearListings(ctx);
  await ctx.db.delete(searchAlerts);
  // 08:00 in Buenos Aires: the night's checks are done, the digest not yet due.
  ctx.clock.set(new Date('2024-08-06T11:00:00Z'));
});

const context = () => ({
  db: ctx.db,
  config: ctx.config,
  clock: ctx.clock,
  mailer: ctx.app.mailer,
  logger: createLogger('silent'),
});
const minute = 60_000;

async function alertOn(who: Actor, title: string, category: 'departamento' | 'casa' = 'departamento') {
  const search = await makeSearch(ctx, {
    creator: who,
    filters: [{ type: 'property', category, operation: 'venta' }],
  });
  await ctx.db.update(searches).set({ title }).where(eq(searches.id, search.id));
  const at = new Date(ctx.clock.now().getTime() - 60 * minute);
  await ctx.db.insert(searchAlerts).values({ searchId: search.id, userId: who.user.id, createdAt: at, checkedAt: at });
  return search;
}

const listing = (title: string, values: Parameters<typeof makeListing>[2] = {}) =>
  makeListing(ctx, seller, { title, hoursAgo: 0.5, ...values });

async function findAndDigest(at: string) {
  await searchAlertsCheck({}, context());
  ctx.clock.set(new Date(at));
  await searchAlertsDigest({}, context());
}

const unsubscribe = (token: string, init: { payload?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/alert/unsubscribe/${token}`, ...init });

const alertsOf = async (who: Actor) =>
  (await ctx.db.select().from(searchAlerts).where(eq(searchAlerts.userId, who.user.id))).map((row) => row.searchId);

const invalidBody = {
  message:
    'El enlace para dejar de recibir avisos no es válido. Revisá que esté completo o desactivá el aviso desde las opciones de la búsqueda.',
};

describe('the daily digest', () => {
  it('mails each person at 09:00 the new listings of each alert, with prices, links and unsubscribe links', async () => {
    const agent = await actor(ctx, { name: 'Valentina Gómez', notificationTypes: ['search_alert'] });
    const flats = await alertOn(agent, 'Departamentos en Palermo');
    const houses = await alertOn(agent, 'Casas en venta', 'casa');
    await listing('Departamento 3 ambientes con balcón', { currency: 'USD', amount: 185000 });
    await listing('Monoambiente luminoso', { currency: 'ARS', amount: 95000000 });
    const garden = await listing('Casa con jardín en Adrogué', { category: 'casa', amount: null, currency: null });
    const decided = await listing('Departamento ya visto');
    await decide(ctx, flats, agent, decided.id, false);

    await searchAlertsCheck({}, context());
    await searchAlertsDigest({}, context());
    expect(mailsTo(ctx.dataDir, agent.user.email)).toEqual([]);

    ctx.clock.set(new Date('2024-08-06T12:00:00Z'));
    await searchAlertsDigest({}, context());
    const [mail, ...more] = mailsTo(ctx.dataDir, agent.user.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('3 publicaciones nuevas en tus búsquedas');
    expect(mail.text).toContain('Hola Valentina Gómez,');
    expect(mail.text).toContain(
      '“Casas en venta”: 1 publicación nueva\n- Casa con jardín en Adrogué · Precio a consultar\n' +
        `  http://vitrina.test/publication/${garden.id}`,
    );
    // Each listing opens its own page.
    expect(mail.html).toContain(`href="http://vitrina.test/publication/${garden.id}"`);
    expect(mail.text).toContain('“Departamentos en Palermo”: 2 publicaciones nuevas');
    expect(mail.text).toContain('- Departamento 3 ambientes con balcón · US$ 185.000');
    expect(mail.text).toContain('- Monoambiente luminoso · $ 95.000.000');
    expect(mail.text).not.toContain('Departamento ya visto');
    expect(mail.text).toContain(`Ver la búsqueda: http://vitrina.test/search/${flats.uuid}`);
    expect(mail.html).toContain(`href="http://vitrina.test/search/${houses.uuid}"`);
    const links = [...mail.text.matchAll(/No quiero más avisos de esta búsqueda: (\S+)/g)].map((match) => match[1]);
    expect(links).toEqual([
      expect.stringMatching(/^http:\/\/vitrina\.test\/alert\/unsubscribe\//),
      expect.stringMatching(/^http:\/\/vitrina\.test\/alert\/unsubscribe\//),
    ]);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/vitrina\.test\/api\/alert\/unsubscribe\/[^>]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Once a day: a later run the same day sends nothing, the next day's news go the next day.
    ctx.clock.set(new Date('2024-08-06T15:00:00Z'));
    await listing('Departamento a estrenar');
    await findAndDigest('2024-08-06T20:00:00Z');
    expect(mailsTo(ctx.dataDir, agent.user.email)).toHaveLength(1);
    ctx.clock.set(new Date('2024-08-07T12:30:00Z'));
    await searchAlertsDigest({}, context());
    const next = mailsTo(ctx.dataDir, agent.user.email);
    expect(next).toHaveLength(2);
    expect(next[1].subject).toBe('1 publicación nueva en tus búsquedas');
    expect(next[1].text).toContain('- Departamento a estrenar');
    expect(next[1].text).not.toContain('Monoambiente');
  });

  it('links a search made on a microsite to the microsite, and the others to the platform, in one mail', async () => {
    const site = await makeMicrosite(ctx.db, { name: 'Inmobiliaria Sur', userIds: [seller.user.id] });
    const client = await actor(ctx, { name: 'Tomás Ruiz', notificationTypes: ['search_alert'] });
    const onSite = await alertOn(client, 'Departamentos de Inmobiliaria Sur');
    await ctx.db.update(searches).set({ micrositeId: site.id }).where(eq(searches.id, onSite.id));
    const onPlatform = await alertOn(client, 'Casas en venta', 'casa');
    const garage = await listing('Departamento con cochera en Lanús');
    const pool = await listing('Casa con pileta en Banfield', { category: 'casa' });
    await findAndDigest('2024-08-06T12:00:00Z');
    const [mail] = mailsTo(ctx.dataDir, client.user.email);
    expect(mail.text).toContain(`Ver la búsqueda: http://${site.host}/search/${onSite.uuid}`);
    expect(mail.text).toContain(`Ver la búsqueda: http://vitrina.test/search/${onPlatform.uuid}`);
    expect(mail.text).toContain(`http://${site.host}/publication/${garage.id}`);
    expect(mail.text).toContain(`http://vitrina.test/publication/${pool.id}`);
    const links = [...mail.text.matchAll(/No quiero más avisos de esta búsqueda: (\S+)/g)].map((match) => match[1]);
    expect(links).toEqual([
      expect.stringMatching(/^http:\/\/vitrina\.test\/alert\/unsubscribe\//),
      expect.stringMatching(new RegExp(`^http://${site.host.replaceAll('.', '\\.')}/alert/unsubscribe/`)),
    ]);
  });

  it('mails only those whose channels include email and whose types include search alerts', async () => {
    const pushOnly = await actor(ctx, { notificationTypes: ['search_alert'], notificationChannels: ['push'] });
    const otherTypes = await actor(ctx, { notificationTypes: ['search_coincidence'] });
    const wants = await actor(ctx, { notificationTypes: ['search_alert', 'price_drop'] });
    for (const who of [pushOnly, otherTypes, wants]) await alertOn(who, 'Departamentos');
    await listing('Departamento en Belgrano');
    await findAndDigest('2024-08-06T12:00:00Z');
    expect(mailsTo(ctx.dataDir, pushOnly.user.email)).toEqual([]);
    expect(mailsTo(ctx.dataDir, otherTypes.user.email)).toEqual([]);
    expect(mailsTo(ctx.dataDir, wants.user.email)).toHaveLength(1);
    // Told of or not, every match is marked mailed: nobody hears of it in a later digest.
    const unmailed = (await ctx.db.select().from(searchAlertMatches)).filter((row) => row.mailedAt === null);
    expect(unmailed).toEqual([]);
  });
});

describe('POST /api/alert/unsubscribe/{token}', () => {
  async function digestLinks(who: Actor) {
    await listing('Departamento en Núñez');
    await listing('Casa en Martínez', { category: 'casa' });
    await findAndDigest('2024-08-06T12:00:00Z');
    const [mail] = mailsTo(ctx.dataDir, who.user.email);
    const tokens = [...mail.text.matchAll(/\/alert\/unsubscribe\/(\S+)/g)].map((match) => match[1]);
    const oneClick = /\/api\/alert\/unsubscribe\/([^>]+)>/.exec(mail.headers!['List-Unsubscribe'])![1];
    return { tokens, oneClick };
  }

  it("turns off the section's search only, and says so; again, it says the same", async () => {
    const agent = await actor(ctx, { notificationTypes: ['search_alert'] });
    const houses = await alertOn(agent, 'Casas en venta', 'casa');
    const flats = await alertOn(agent, 'Departamentos en Palermo');
    const { tokens } = await digestLinks(agent);
    const response = await unsubscribe(tokens[0]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Listo, no vas a recibir más avisos de “Casas en venta”',
      titles: ['Casas en venta'],
    });
    expect(await alertsOf(agent)).toEqual([flats.id]);
    expect((await unsubscribe(tokens[0])).json()).toMatchObject({ titles: ['Casas en venta'] });
    expect(houses.id).not.toBe(flats.id);
  });

  it("takes a mail client's one-click form without a session and turns off every search of the digest", async () => {
    const agent = await actor(ctx, { notificationTypes: ['search_alert'] });
    await alertOn(agent, 'Casas en venta', 'casa');
    await alertOn(agent, 'Departamentos en Palermo');
    const { oneClick } = await digestLinks(agent);
    const response = await unsubscribe(oneClick, {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(
      'Listo, no vas a recibir más avisos de “Casas en venta” y “Departamentos en Palermo”',
    );
    expect(await alertsOf(agent)).toEqual([]);
  });

  it('refuses an altered token, one signed with another key and garbage, changing nothing', async () => {
    const agent = await actor(ctx, { notificationTypes: ['search_alert'] });
    const other = await actor(ctx, { notificationTypes: ['search_alert'] });
    const flats = await alertOn(agent, 'Departamentos en Palermo');
    const theirs = await alertOn(other, 'Departamentos en Caballito');
    const token = signUnsubscribe(ctx.config.secretKey, { userId: agent.user.id, searchIds: [flats.id] });
    const [user, list, signature] = token.split('.');
    const altered = [
      `${other.user.id}.${list}.${signature}`,
      `${user}.${theirs.id}.${signature}`,
      `${user}.${list}-${theirs.id}.${signature}`,
      `${user}.${list}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      signUnsubscribe('otra-clave-secreta-de-otro-servidor-0123456789', {
        userId: agent.user.id,
        searchIds: [flats.id],
      }),
      'cualquier-cosa',
    ];
    for (const bad of altered) {
      const response = await unsubscribe(encodeURIComponent(bad));
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual(invalidBody);
    }
    expect(await alertsOf(agent)).toEqual([flats.id]);
    expect(await alertsOf(other)).toEqual([theirs.id]);
  });

  it('says so when the search is gone', async () => {
    const agent = await actor(ctx, { notificationTypes: ['search_alert'] });
    const flats = await alertOn(agent, 'Departamentos en Palermo');
    const token = signUnsubscribe(ctx.config.secretKey, { userId: agent.user.id, searchIds: [flats.id] });
    await ctx.db.delete(searches).where(eq(searches.id, flats.id));
    const response = await unsubscribe(token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'La búsqueda de este aviso ya no existe.' });
  });
});
