import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDecisions, searchParticipants, type PublicationRow, type SearchRow } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, groupWithRoles, type Actor } from '../../groups/groups-test-helpers';
import { makeMicrosite, setMicrositeStatus } from '../../microsites/host-test-helpers';
import { makeGarment, makeListing, makeSearch } from '../core/search-test-helpers';
import { guestBody, searchNotFoundBody, searchState } from '../core/searches-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const textOf = (who: Actor | null, id: number | string) =>
  ctx.app.inject({ method: 'GET', url: `/api/search/${id}/text`, headers: who?.headers ?? {} });

const minute = 60_000;

/** A decision `minutesAgo` before the test clock's now, as a row. */
async function decided(search: SearchRow, who: Actor, listing: PublicationRow, like: boolean, minutesAgo: number) {
  const at = new Date(ctx.clock.now().getTime() - minutesAgo * minute);
  await ctx.db.insert(searchDecisions).values({
    searchId: search.id,
    userId: who.user.id,
    publicationId: listing.id,
    like,
    createdAt: at,
    updatedAt: at,
  });
}

/** A search by an agent with a client taking part. */
async function searchWithClient(groupId: number | null = null) {
  const agent = await actor(ctx, { name: 'Valentina Gómez' });
  const client = await actor(ctx, { name: 'Lucía Rodríguez' });
  const search = await makeSearch(ctx, {
    creator: agent,
    groupId,
    filters: [{ type: 'property', category: 'departamento' }],
  });
  await ctx.db.insert(searchParticipants).values({ searchId: search.id, userId: client.user.id, owner: false });
  return { agent, client, search };
}

describe('GET /api/search/{id}/text', () => {
  it('lists the caller’s likes, the latest decision first, with price, address and public link', async () => {
    const { agent, client, search } = await searchWithClient();
    const store = await actor(ctx, { slug: `inmobiliaria-sur-${Date.now()}` });
    const palermo = await makeListing(ctx, store, {
      title: 'Departamento 2 ambientes en Palermo',
      amount: 135000,
      currency: 'USD',
      addressTitle: 'Thames 1500, Palermo',
    });
    const remera = await makeGarment(ctx, store, {
      title: 'Remera de algodón',
      amount: 15000,
      url: 'https://tienda.example/r',
    });
    const noPrice = await makeListing(ctx, store, {
      title: 'Casa a consultar',
      amount: null,
      currency: null,
      public: false,
    });
    const discarded = await makeListing(ctx, store, { title: 'Monoambiente descartado' });
    const othersLike = await makeListing(ctx, store, { title: 'Le gusta a otra persona' });
    await decided(search, client, palermo, true, 30);
    await decided(search, client, remera, true, 10);
    await decided(search, client, noPrice, true, 20);
    await decided(search, client, discarded, false, 5);
    await decided(search, agent, othersLike, true, 1);

    const response = await textOf(client, search.uuid);
    expect(response.statusCode, response.body).toBe(200);
    const pageOf = (id: number) => `http://vitrina.test/publication/${id}`;
    expect(response.json()).toEqual({
      text: [
        'Búsqueda: Búsqueda de prueba',
        '',
        'Las 3 publicaciones que me gustan:',
        '',
        '1. Remera de algodón',
        '   Precio: $ 15.000',
        `   Ver: ${pageOf(remera.id)}`,
        '   Más información: https://tienda.example/r',
        '',
        '2. Casa a consultar',
        '   Precio: Sin precio',
        '',
        '3. Departamento 2 ambientes en Palermo',
        '   Precio: US$ 135.000',
        '   Dirección: Thames 1500, Palermo',
        `   Ver: ${pageOf(palermo.id)}`,
        '',
      ].join('\n'),
    });
    // The owner's own likes are theirs: one listing, by its numeric id too.
    const owners = await textOf(agent, search.id);
    expect(owners.json().text).toContain('La publicación que me gusta:\n\n1. Le gusta a otra persona');
  });

  it('links each listing to its page on the microsite’s host when the search was made there', async () => {
    const agent = await actor(ctx, { name: 'Agente del sitio' });
    const site = await makeMicrosite(ctx.db, { name: 'Inmobiliaria Sur', userIds: [agent.user.id] });
    const search = await makeSearch(ctx, {
      creator: agent,
      micrositeId: site.id,
      filters: [{ type: 'property', category: 'departamento' }],
    });
    const flat = await makeListing(ctx, agent, { title: 'Departamento en Bernal' });
    await decided(search, agent, flat, true, 1);
    expect((await textOf(agent, search.uuid)).json().text).toContain(
      `   Ver: http://${site.host}/publication/${flat.id}`,
    );
    // A suspended microsite sends nobody to its host: the platform's page instead.
    await setMicrositeStatus(ctx.db, site.id, 'suspended');
    expect((await textOf(agent, search.uuid)).json().text).toContain(
      `   Ver: http://vitrina.test/publication/${flat.id}`,
    );
  });

  it('says so when the caller liked nothing yet', async () => {
    const { client, search } = await searchWithClient();
    const response = await textOf(client, search.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      text: 'Búsqueda: Búsqueda de prueba\n\nTodavía no marcaste ninguna publicación con Me gusta.',
    });
  });

  it('answers 404 to whoever does not take part (a stranger, a group member who never joined), 401 to visitors', async () => {
    const { group, member } = await groupWithRoles(ctx);
    const { search } = await searchWithClient(group.id);
    const stranger = await actor(ctx);
    for (const who of [stranger, member]) {
      const response = await textOf(who, search.uuid);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(searchNotFoundBody);
    }
    const visitor = await textOf(null, search.uuid);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(guestBody);
    expect((await textOf(stranger, 'no-es-un-id')).statusCode).toBe(404);
  });

  it("answers 404 to an admin of the search's group who never joined it, making them no participant", async () => {
    const { group, admin, member } = await groupWithRoles(ctx);
    const search = await makeSearch(ctx, {
      creator: member,
      groupId: group.id,
      filters: [{ type: 'property', category: 'departamento' }],
    });
    const listing = await makeListing(ctx, member, { title: 'Departamento 3 ambientes en Caballito' });
    await decided(search, member, listing, true, 1);
    const before = await searchState(ctx, search.id);
    for (const id of [search.id, search.uuid]) {
      const response = await textOf(admin, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(searchNotFoundBody);
    }
    expect(await searchState(ctx, search.id)).toEqual(before);
    // The member who made it gets their text.
    expect((await textOf(member, search.uuid)).json().text).toContain('Departamento 3 ambientes en Caballito');
  });
});
