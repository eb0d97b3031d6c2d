// The previews a chat app reads from a page's HTML (product.md, Links), read here with an Open Graph parser as a chat
// app would: a listing, a shared search, a store, a microsite's home on its host and the home carry their own title,
// description, absolute image, address and site; a private listing, a search that is not shared and an account page
// carry the platform's generic preview and nothing of what they are.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ogs from 'open-graph-scraper-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications, searches, type PublicationRow } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { makeMicrosite } from '../microsites/host-test-helpers';

const shell = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');
let webDist: string;
let ctx: TestContext;
let seller: Actor;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'vitrina-web-'));
  writeFileSync(join(webDist, 'index.html'), shell);
  ctx = await createTestContext({ env: { WEB_DIST: webDist } });
  seller = await actor(ctx, { name: 'Ñandú Propiedades', slug: 'nandu-propiedades' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function listing(values: Partial<PublicationRow> = {}, userId = seller.user.id) {
  const [row] = await ctx.db
    .insert(publications)
    .values({
      userId,
      title: 'Casa con jardín en Martínez',
      description: 'Cuatro ambientes, pileta y quincho.',
      type: 'property',
      category: 'casa',
      operation: 'venta',
      currency: 'USD',
      amount: 320000,
      addressTitle: 'Martínez, San Isidro',
      ...values,
    })
    .returning();
  return row;
}

async function search(shareable: boolean, title: string) {
  const [row] = await ctx.db
    .insert(searches)
    .values({ uuid: randomUUID(), title, shareable, userId: seller.user.id, filters: [] })
    .returning();
  return row;
}

/** The page's HTML as a chat app's crawler asks for it, and what its Open Graph parser reads. */
async function preview(path: string, host?: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: path,
    headers: { 'user-agent': 'WhatsApp/2.23', ...(host ? { host } : {}) },
  });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const { result } = await ogs({ html });
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return { html, result, title };
}

const generic = {
  ogTitle: 'Vitrina',
  ogSiteName: 'Vitrina',
  ogUrl: 'http://vitrina.test/',
  twitterCard: 'summary_large_image',
};

describe('a page’s link preview', () => {
  it('of a public listing: its title, price and kind, its own image and address', async () => {
    const house = await listing();
    const { result, title } = await preview(`/publication/${house.id}`);
    expect(result).toMatchObject({
      ogTitle: 'Casa con jardín en Martínez',
      ogDescription: 'US$ 320.000 · Casa en venta · Martínez, San Isidro. Cuatro ambientes, pileta y quincho.',
      ogUrl: `http://vitrina.test/publication/${house.id}`,
      ogSiteName: 'Vitrina',
      twitterCard: 'summary_large_image',
    });
    expect(result.ogImage?.[0]?.url).toBe(`http://vitrina.test/api/preview/publication/${house.id}.jpg`);
    expect(title).toBe('Casa con jardín en Martínez · Vitrina');
  });

  it('of a private or missing listing: the generic one, with nothing of the listing', async () => {
    const hidden = await listing({ title: 'Cartera reservada Belgrano', public: false });
    for (const path of [`/publication/${hidden.id}`, '/publication/999999999']) {
      const { html, result, title } = await preview(path);
      expect(result).toMatchObject(generic);
      expect(result.ogImage?.[0]?.url).toBe('http://vitrina.test/api/preview/home.jpg');
      expect(title).toBe('Vitrina');
      expect(html).not.toContain('Cartera reservada');
      expect(html).not.toContain(`preview/publication/${hidden.id}`);
    }
  });

  it('of a shared search: its title and how many listings it holds; of one not shared, the generic one', async () => {
    await listing({ title: 'Otra casa en venta' });
    const shared = await search(true, 'Casas en venta para la familia Peña');
    const { result } = await preview(`/search/${shared.uuid}`);
    expect(result.ogTitle).toBe('Casas en venta para la familia Peña');
    expect(result.ogDescription).toMatch(/^\d+ publicaci(ón|ones) para mirar y elegir en Vitrina\.$/);
    expect(result.ogImage?.[0]?.url).toBe(`http://vitrina.test/api/preview/search/${shared.uuid}.jpg`);
    expect(result.ogUrl).toBe(`http://vitrina.test/search/${shared.uuid}`);

    const own = await search(false, 'Búsqueda privada de Ñoño');
    const closed = await preview(`/search/${own.uuid}`);
    expect(closed.result).toMatchObject(generic);
    expect(closed.html).not.toContain('Ñoño');
    await ctx.db.update(searches).set({ shareable: false }).where(eq(searches.id, shared.id));
    // A page is kept 10 s per host and address: another address of the same search shows the change at once.
    const stopped = await preview(`/search/${shared.uuid.toUpperCase()}`);
    expect(stopped.html).not.toContain('familia Peña');
  });

  it('of a store: its name and its image; of an unknown one and an account page, the generic one', async () => {
    const { result, title } = await preview('/nandu-propiedades');
    expect(result).toMatchObject({
      ogTitle: 'Ñandú Propiedades',
      ogUrl: 'http://vitrina.test/nandu-propiedades',
      ogSiteName: 'Vitrina',
    });
    expect(result.ogDescription).toContain('La tienda de Ñandú Propiedades');
    expect(result.ogImage?.[0]?.url).toBe('http://vitrina.test/api/preview/user/nandu-propiedades.jpg');
    expect(title).toBe('Ñandú Propiedades · Vitrina');
    expect((await preview('/nadie-con-esta-tienda')).result).toMatchObject(generic);
    expect((await preview('/account/setting')).result).toMatchObject(generic);
  });

  it('of the home: the platform’s', async () => {
    const { result, title } = await preview('/');
    expect(result).toMatchObject({ ...generic, ogDescription: expect.stringContaining('Buscá propiedades') });
    expect(title).toBe('Vitrina');
  });

  it('on a microsite’s host: its name as the site, its home, and its users’ listings under its brand', async () => {
    const agent = await actor(ctx, { name: 'Agente Costa' });
    const site = await makeMicrosite(ctx.db, {
      name: 'Inmobiliaria Costa Atlántica',
      description: 'Casas frente al mar en Pinamar y Cariló.',
      userIds: [agent.user.id],
    });
    const home = await preview('/microsite', site.host);
    expect(home.result).toMatchObject({
      ogTitle: 'Inmobiliaria Costa Atlántica',
      ogDescription: 'Casas frente al mar en Pinamar y Cariló.',
      ogSiteName: 'Inmobiliaria Costa Atlántica',
      ogUrl: `http://${site.host}/microsite`,
      twitterCard: 'summary_large_image',
    });
    expect(home.result.ogImage?.[0]?.url).toBe(`http://${site.host}/api/preview/microsite/${site.id}.jpg`);
    const chalet = await listing({ title: 'Chalet en Cariló' }, agent.user.id);
    const page = await preview(`/publication/${chalet.id}`, site.host);
    expect(page.result).toMatchObject({
      ogTitle: 'Chalet en Cariló',
      ogSiteName: 'Inmobiliaria Costa Atlántica',
      ogUrl: `http://${site.host}/publication/${chalet.id}`,
    });
    expect(page.title).toBe('Chalet en Cariló · Inmobiliaria Costa Atlántica');
    // Another user's listing is not this site's: its generic preview, nothing of the listing.
    const outsider = await listing({ title: 'Depto ajeno al sitio' });
    const foreign = await preview(`/publication/${outsider.id}`, site.host);
    expect(foreign.result.ogTitle).toBe('Inmobiliaria Costa Atlántica');
    expect(foreign.html).not.toContain('Depto ajeno');
  });
});
