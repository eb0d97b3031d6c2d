// GET /api/publication/{id}/page: a public listing's page for anyone; the contact means its publisher shows on their
// store and nothing more; the microsite it belongs to; 404 for private, deleted and missing listings, for a suspended
// microsite's listing, and on a microsite's host for another user's listing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications, type PublicationRow } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, notFoundBody, type Actor } from '../groups/groups-test-helpers';
import { makeMicrosite, setMicrositeStatus } from '../microsites/host-test-helpers';

let ctx: TestContext;
let owner: Actor;
let other: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, {
    name: 'Martina Ñáñez',
    slug: 'martina-nanez-pagina',
    phone: '+5491155550000',
    contactTypes: ['whatsapp', 'email'],
    storeContacts: true,
  });
  other = await actor(ctx, { name: 'Julián Peña', phone: '+5491144440000', contactTypes: ['phone'] });
});
afterAll(() => ctx.close());

const read = (id: number | string, who: Actor | null = null, host?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/publication/${id}/page`,
    headers: { ...(who?.headers ?? {}), ...(host ? { host } : {}) },
  });

async function listing(userId: number, values: Partial<PublicationRow> = {}) {
  const [row] = await ctx.db
    .insert(publications)
    .values({
      userId,
      title: 'Departamento de 3 ambientes en Núñez',
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: 185000,
      ...values,
    })
    .returning();
  return row;
}

describe('GET /api/publication/{id}/page', () => {
  it('answers a public listing to a guest and to another user, with the contact means its store shows', async () => {
    const flat = await listing(owner.user.id);
    for (const who of [null, other]) {
      const response = await read(flat.id, who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        publication: { id: flat.id, title: 'Departamento de 3 ambientes en Núñez', amount: 185000, reference: null },
        url: `http://vitrina.test/publication/${flat.id}`,
        publishers: [
          {
            id: owner.user.id,
            name: 'Martina Ñáñez',
            slug: 'martina-nanez-pagina',
            contacts: { email: owner.user.email, phone: null, whatsapp: '+5491155550000' },
            // Read as people read them, so the page needs no numbers' metadata of its own.
            numbers_shown: { phone: null, whatsapp: '+54 9 11 5555 0000' },
          },
        ],
        microsite: null,
      });
    }
  });

  it('shows no contact means of a publisher who keeps them off their store', async () => {
    const flat = await listing(other.user.id, { title: 'PH en Boedo' });
    const response = await read(flat.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().publishers).toEqual([
      expect.objectContaining({
        id: other.user.id,
        contacts: { email: null, phone: null, whatsapp: null },
        numbers_shown: { phone: null, whatsapp: null },
      }),
    ]);
    expect(response.body).not.toContain('+5491144440000');
    expect(response.body).not.toContain('4444 0000');
    expect(response.body).not.toContain(other.user.email);
  });

  it('answers 404 for a private listing (its owner too), a deleted one and ids that name none', async () => {
    const hidden = await listing(owner.user.id, { title: 'Cartera privada', public: false });
    const gone = await listing(owner.user.id, { title: 'Vendida y borrada' });
    await ctx.db.delete(publications).where(eq(publications.id, gone.id));
    for (const [id, who] of [
      [hidden.id, null],
      [hidden.id, owner],
      [gone.id, null],
      [999_999_999, null],
    ] as const) {
      const response = await read(id, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect((await read('abc')).statusCode).toBe(404);
  });

  it('names the active microsite a listing belongs to, and on its host shows only its users’ listings', async () => {
    const agent = await actor(ctx, { name: 'Agente del sitio', slug: 'agente-sitio-pagina' });
    const site = await makeMicrosite(ctx.db, { name: 'Inmobiliaria Sur', userIds: [agent.user.id] });
    const flat = await listing(agent.user.id, { title: 'Casa con jardín' });
    const onPlatform = await read(flat.id);
    expect(onPlatform.json().microsite).toEqual({
      id: site.id,
      name: 'Inmobiliaria Sur',
      url: `http://${site.host}/microsite`,
      logo_url: null,
    });
    const onSite = await read(flat.id, null, site.host);
    expect(onSite.statusCode).toBe(200);
    expect(onSite.json().microsite.name).toBe('Inmobiliaria Sur');
    expect(onSite.json().url).toBe(`http://${site.host}/publication/${flat.id}`);
    const outsider = await listing(owner.user.id, { title: 'No es del sitio' });
    expect((await read(outsider.id, null, site.host)).statusCode).toBe(404);
    expect((await read(outsider.id)).statusCode).toBe(200);
  });

  it('answers 404 for a listing of a suspended microsite’s user, on every host', async () => {
    const agent = await actor(ctx, { name: 'Agente suspendido' });
    const site = await makeMicrosite(ctx.db, { name: 'Sitio en pausa', userIds: [agent.user.id] });
    const flat = await listing(agent.user.id, { title: 'Local en Palermo' });
    expect((await read(flat.id)).statusCode).toBe(200);
    await setMicrositeStatus(ctx.db, site.id, 'suspended');
    expect((await read(flat.id)).statusCode).toBe(404);
    expect((await read(flat.id, agent)).statusCode).toBe(404);
  });
});
