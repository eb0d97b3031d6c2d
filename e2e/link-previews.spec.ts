// Links that travel (product.md, Links): each page people share (a listing, a shared search, a store, the home, a
// microsite's home on its host) answers HTML whose head a chat app reads as a card (title, description, picture,
// address, site), read here with an Open Graph parser, drawn as a chat would draw it and photographed at both widths;
// and a listing's link from «Enviar lista» opens the listing's own page on a phone.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import ogs from 'open-graph-scraper-lite';
import { foundingAdmin, signUpByApi, type Account } from './support/accounts';
import { sellerWithFlats } from './support/listings';
import { uniqueEmail } from './support/mail';
import { savePicture, snap } from './support/screenshot';

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token.access_token}` });

type Card = { title: string; description: string; image: string; url: string; site: string; twitter: string };

/**
 * The Open Graph and Twitter tags of a page's HTML, as a chat app's crawler reads them (no script runs), on the
 * platform or on a microsite's host (`host`, its name as the Host header carries it, port included).
 */
async function cardOf(request: APIRequestContext, path: string, host?: string): Promise<Card> {
  const headers = { 'user-agent': 'WhatsApp/2.23.20.0', ...(host ? { host } : {}) };
  const response = await request.get(path, { headers });
  expect(response.status()).toBe(200);
  // Read by an Open Graph parser from npm, as a chat app's crawler would.
  const { result } = await ogs({ html: await response.text() });
  const card = {
    title: result.ogTitle ?? '',
    description: result.ogDescription ?? '',
    image: result.ogImage?.[0]?.url ?? '',
    url: result.ogUrl ?? '',
    site: result.ogSiteName ?? '',
    twitter: result.twitterCard ?? '',
  };
  for (const [key, value] of Object.entries(card)) expect(value, `${path}: ${key}`).not.toBe('');
  expect(card.twitter).toBe('summary_large_image');
  const origin = host ? `http://${host}` : new URL(response.url()).origin;
  expect(card.image.startsWith(`${origin}/api/preview/`) && card.image.endsWith('.jpg'), card.image).toBe(true);
  return card;
}

/** The card as a chat draws it: picture on top, site, title and sentence below, in a bubble. Photographed. */
async function drawCard(page: Page, testInfo: TestInfo, card: Card, name: string) {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  await page.setContent(`<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Chat</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>
      body { margin: 0; background: #e5ddd5; font-family: sans-serif; padding: 16px; }
      main { display: flex; justify-content: flex-end; }
      .bubble { background: #d9fdd3; border-radius: 10px; padding: 4px; max-width: min(420px, 88vw); }
      img { display: block; width: 100%; aspect-ratio: 1200 / 630; border-radius: 8px 8px 0 0; object-fit: cover; }
      .text { background: #f0f2f5; padding: 8px 10px; border-radius: 0 0 8px 8px; }
      .site { color: #54656f; font-size: 12px; text-transform: uppercase; }
      h1 { font-size: 15px; margin: 4px 0; color: #111b21; }
      p { font-size: 13px; margin: 0; color: #3b4a54; }
      a { display: block; padding: 6px 8px 2px; color: #027eb5; font-size: 14px; word-break: break-all; }
    </style></head><body><main><article class="bubble" aria-label="Vista previa del enlace">
    <img src="${escape(card.image)}" alt="${escape(card.title)}">
    <div class="text"><div class="site">${escape(card.site)}</div><h1>${escape(card.title)}</h1>
    <p>${escape(card.description)}</p></div><a href="${escape(card.url)}">${escape(card.url)}</a>
    </article></main></body></html>`);
  const size = await page.locator('img').evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  });
  expect(size).toEqual({ width: 1200, height: 630 });
  await savePicture(page, testInfo.project.name, `preview-${name}`);
}

/** A search over the seller's store by an agent, shared, with the agent's like on its first listing. */
async function sharedSearch(request: APIRequestContext, userId: number, project: string) {
  const agent = await signUpByApi(request, 'Valentina Gómez', uniqueEmail(`agente-links-${project}`));
  const uuid = randomUUID();
  const created = await request.post('/api/search', {
    headers: auth(agent),
    data: { uuid, user_id: userId, filters: [{ type: 'property', category: 'departamento' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const shared = await request.put(`/api/search/${uuid}`, { headers: auth(agent), data: { shareable: true } });
  expect(shared.status(), await shared.text()).toBe(200);
  const results = await request.post(`/api/search/${uuid}/results`, { headers: auth(agent), data: { except: [] } });
  const [first] = (await results.json()) as { id: number; title: string }[];
  const liked = await request.post(`/api/search/${uuid}/decision`, {
    headers: auth(agent),
    data: { publication_id: first.id, like: true, is_super: false },
  });
  expect(liked.status(), await liked.text()).toBe(200);
  return { agent, uuid, liked: first };
}

test('each page people share shows its own card in a chat, and a private listing shows nothing of itself', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const { slug, userId, seller } = await sellerWithFlats(request, `links-${project}`, { name: 'Martina Peña' });
  const { uuid, liked } = await sharedSearch(request, userId, project);

  const listing = await cardOf(request, `/publication/${liked.id}`);
  expect(listing.title).toBe(liked.title);
  expect(listing.description).toMatch(/^US\$ [\d.]+ · Departamento en venta/);
  expect(listing.url).toMatch(new RegExp(`/publication/${liked.id}$`));
  await drawCard(page, testInfo, listing, 'listing');

  const search = await cardOf(request, `/search/${uuid}`);
  expect(search.description).toMatch(/^5 publicaciones para mirar y elegir en Vitrina\.$/);
  await drawCard(page, testInfo, search, 'search');

  const store = await cardOf(request, `/${slug}`);
  expect(store.title).toBe('Martina Peña');
  await drawCard(page, testInfo, store, 'store');

  const home = await cardOf(request, '/');
  expect(home.title).toBe('Vitrina');
  await drawCard(page, testInfo, home, 'home');

  // A private listing of the same seller: its link previews as the platform, naming nothing of it.
  const made = await request.post('/api/account/publication', {
    headers: auth(seller),
    data: {
      title: 'Cartera reservada en Belgrano',
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: 99000,
      public: false,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id: privateId } = (await made.json()) as { id: number };
  const hidden = await cardOf(request, `/publication/${privateId}`);
  expect(hidden.title).toBe('Vitrina');
  expect(hidden.description).not.toContain('Cartera reservada');
  expect((await request.get(`/api/preview/publication/${privateId}.jpg`)).status()).toBe(404);

  // The seller's microsite, on its own host: its name as the site, its logo and its users' latest listings.
  const { host, id } = await micrositeOf(request, project, userId);
  const microsite = await cardOf(request, '/microsite', host);
  expect(microsite.site).toBe('Peña Hogares');
  expect(microsite.title).toBe('Peña Hogares');
  expect(microsite.description).toBe('Departamentos elegidos en Palermo y Belgrano, con fotos y precios al día.');
  expect(microsite.url).toBe(`http://${host}/microsite`);
  expect(microsite.image).toBe(`http://${host}/api/preview/microsite/${id}.jpg`);
  // The chat fetches the picture from the site's host: here, this server asked with that Host, as DNS would send it.
  await page.route(`http://${host}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    await route.fulfill({ response: await request.get(path, { headers: { host } }) });
  });
  await drawCard(page, testInfo, microsite, 'microsite');
});

/** An active microsite of the seller, made by an administrator with its square logo; its host has this port. */
async function micrositeOf(request: APIRequestContext, project: string, userId: number) {
  const admin = await foundingAdmin(request, `admin-links-${project}@vitrina.test`);
  const name = `links-${project}-${Date.now() % 1e6}.vitrina.test`;
  const logo = readFileSync(fileURLToPath(new URL('./fixtures/group-logo.png', import.meta.url)));
  const created = await request.post('/api/admin/microsite', {
    headers: auth(admin),
    multipart: {
      name: 'Peña Hogares',
      host: name,
      description: 'Departamentos elegidos en Palermo y Belgrano, con fotos y precios al día.',
      status: 'active',
      style: '{}',
      settings: JSON.stringify({ users: true, groups: false }),
      'users[]': String(userId),
      default_user_id: String(userId),
      logo_square: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { microsite } = (await created.json()) as { microsite: { id: number } };
  const port = new URL(test.info().project.use.baseURL!).port;
  return { host: `${name}:${port}`, id: microsite.id };
}

test('a listing’s link from «Enviar lista» opens the listing’s own page on a phone', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the client opens it on a phone');
  test.setTimeout(180_000);
  const { userId } = await sellerWithFlats(request, 'links-list', { name: 'Julieta Ñáñez' });
  const { agent, uuid, liked } = await sharedSearch(request, userId, 'list');
  const text = (await (await request.get(`/api/search/${uuid}/text`, { headers: auth(agent) })).json()) as {
    text: string;
  };
  const link = /Ver: (\S+)/.exec(text.text)?.[1];
  expect(link).toMatch(new RegExp(`/publication/${liked.id}$`));
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: liked.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compartir por WhatsApp' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buscar similares' })).toBeVisible();
  await snap(page, testInfo, 'listing-page');
});
