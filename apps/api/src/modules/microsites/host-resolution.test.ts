// Which site a request is for (product.md, Microsites: At run time): an active microsite's host carries it in the
// configuration and its own web manifest; a pending or suspended one's pages are a status page and its API is the
// platform's; any other host is the platform. The answers are kept a few seconds and dropped when a microsite changes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationSchema } from '@vitrina/shared/configuration';
import { micrositeMessages } from '@vitrina/shared/microsites';
import { microsites, users, type MicrositeRow } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor } from '../groups/groups-test-helpers';
import { hostCacheTtlMs } from './host-resolution';
import { makeMicrosite } from './host-test-helpers';
import { notifyMicrositeChanged } from './microsite-changes';

const indexHtml =
  '<!doctype html><html lang="es"><head><title>Vitrina</title></head><body><div id="root"></div></body></html>';
const staticManifest = {
  name: 'Vitrina',
  short_name: 'Vitrina',
  description: 'Buscá, compartí y elegí propiedades e indumentaria deslizando tarjetas.',
  lang: 'es',
  start_url: '/',
  display: 'standalone',
  theme_color: '#5b3fd1',
  background_color: '#ffffff',
  icons: [
    { src: '/img/logo/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/img/logo/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/img/logo/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

let webDist: string;
let ctx: TestContext;
let active: MicrositeRow;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'vitrina-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'manifest.webmanifest'), JSON.stringify(staticManifest));
  ctx = await createTestContext({ env: { WEB_DIST: webDist } });
  const seller = await actor(ctx, { name: 'Inmobiliaria Norte' });
  active = await makeMicrosite(ctx.db, {
    name: 'Propiedades del Río',
    host: 'propiedades-del-rio.com.ar',
    logoMainPath: 'microsites/1/main.png',
    logoSquarePath: 'microsites/1/square.png',
    iconSmallPath: 'microsites/1/icon-192.png',
    iconLargePath: 'microsites/1/icon-512.png',
    style: {
      header: { background: '#0b7285', text: 'light' },
      body: { background: '#f1f3f5' },
      description: { align: 'left', size: 'md' },
      avatar: { shape: 'rounded' },
      button: { background: '#0b7285', radius: 'xl' },
    },
    settings: { users: false, groups: false },
    userIds: [seller.user.id],
  });
  await makeMicrosite(ctx.db, { host: 'pronto.ejemplo.com.ar', status: 'pending' });
  await makeMicrosite(ctx.db, { host: 'pausado.ejemplo.com.ar', status: 'suspended' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

function get(url: string, host?: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers: { ...(host ? { host } : {}), ...headers } });
}

async function micrositeOf(host?: string, headers: Record<string, string> = {}) {
  const response = await get('/api/configuration', host, headers);
  expect(response.statusCode, response.body).toBe(200);
  return configurationSchema.parse(response.json()).MICROSITE;
}

describe('GET /api/configuration by host', () => {
  it('carries the active microsite of the host, its logos as URLs on that host, its style and settings', async () => {
    const response = await get('/api/configuration', 'propiedades-del-rio.com.ar');
    expect(response.headers.vary).toBe('Host');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(configurationSchema.parse(response.json()).MICROSITE).toEqual({
      id: active.id,
      name: 'Propiedades del Río',
      logo_main_url: '/uploads/microsites/1/main.png',
      logo_secondary_url: null,
      logo_square_url: '/uploads/microsites/1/square.png',
      style: active.style,
      settings: { users: false, groups: false },
    });
  });

  it('resolves a host in capitals, with a port or a trailing dot', async () => {
    for (const host of ['PROPIEDADES-del-Rio.com.AR', 'propiedades-del-rio.com.ar:8443', 'propiedades-del-rio.com.ar.'])
      expect((await micrositeOf(host))?.id, host).toBe(active.id);
  });

  it('is the platform on its own host, an unknown one, an address and a pending or suspended microsite’s', async () => {
    for (const host of [undefined, 'vitrina.test', 'otro.ejemplo.com', '127.0.0.1:3000', 'pronto.ejemplo.com.ar']) {
      expect(await micrositeOf(host), host).toBeNull();
    }
    expect(await micrositeOf('pausado.ejemplo.com.ar')).toBeNull();
    // The platform's answer varies by host too: a shared cache keeps them apart.
    expect((await get('/api/configuration')).headers.vary).toBe('Host');
  });

  it('ignores X-Forwarded-Host unless a proxy is trusted', async () => {
    const forwarded = { 'x-forwarded-host': 'propiedades-del-rio.com.ar' };
    expect(await micrositeOf('vitrina.test', forwarded)).toBeNull();
    const proxied = await createTestContext({ env: { TRUST_PROXY: 'true' }, database: ctx.database });
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/api/configuration',
        headers: { host: 'interno.local', ...forwarded },
      });
      expect(response.json().MICROSITE.id).toBe(active.id);
      expect(response.headers.vary).toBe('Host, X-Forwarded-Host');
    } finally {
      await proxied.close();
    }
  });
});

describe('the host cache', () => {
  async function rename(row: MicrositeRow, name: string) {
    await ctx.db.update(microsites).set({ name }).where(eq(microsites.id, row.id));
  }

  it('sees a change at once when told, and within the TTL when not', async () => {
    const site = await makeMicrosite(ctx.db, { name: 'Casas del Sur', host: 'casas-del-sur.com.ar' });
    expect((await micrositeOf('casas-del-sur.com.ar'))?.name).toBe('Casas del Sur');
    await rename(site, 'Casas del Sur Propiedades');
    // Made elsewhere (another instance): the cached answer stands until it expires.
    expect((await micrositeOf('casas-del-sur.com.ar'))?.name).toBe('Casas del Sur');
    ctx.clock.advance(hostCacheTtlMs + 1);
    expect((await micrositeOf('casas-del-sur.com.ar'))?.name).toBe('Casas del Sur Propiedades');
    // Made here: the administration tells, and the next request reads it.
    await ctx.db.update(microsites).set({ status: 'suspended' }).where(eq(microsites.id, site.id));
    notifyMicrositeChanged();
    expect(await micrositeOf('casas-del-sur.com.ar')).toBeNull();
    expect((await get('/', 'casas-del-sur.com.ar')).statusCode).toBe(403);
  });

  it('drops remembered unknown hosts when a microsite appears', async () => {
    expect(await micrositeOf('nuevo.ejemplo.com.ar')).toBeNull();
    const site = await makeMicrosite(ctx.db, { host: 'nuevo.ejemplo.com.ar' });
    expect(await micrositeOf('nuevo.ejemplo.com.ar')).toBeNull();
    notifyMicrositeChanged();
    expect((await micrositeOf('nuevo.ejemplo.com.ar'))?.id).toBe(site.id);
  });
});

describe('a pending or suspended microsite’s host', () => {
  for (const [status, host, code, title, text] of [
    ['pending', 'pronto.ejemplo.com.ar', 503, micrositeMessages.pendingTitle, micrositeMessages.pendingText],
    ['suspended', 'pausado.ejemplo.com.ar', 403, micrositeMessages.suspendedTitle, micrositeMessages.suspendedText],
  ] as const)
    it(`answers its pages with a page of its own (${status})`, async () => {
      for (const url of ['/', '/index.html', '/microsite', '/account/group/index', '/valentina?ref=qr']) {
        const response = await get(url, host, { accept: 'text/html' });
        expect(response.statusCode, url).toBe(code);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        expect(response.body).toContain('<html lang="es">');
        expect(response.body).toContain(`<title>${title}</title>`);
        expect(response.body).toContain(`<h1>${title}</h1>`);
        expect(response.body).toContain(`<p>${text}</p>`);
        // Self-contained: nothing to load from anywhere.
        expect(response.body).not.toMatch(/<script|<link|src=|url\(/);
      }
      if (status === 'pending') expect((await get('/', host)).headers['retry-after']).toBe('3600');
    });

  it('serves the API and files as the platform does', async () => {
    const health = await get('/api/health', 'pronto.ejemplo.com.ar');
    expect(health.statusCode).toBe(200);
    const asset = await get('/assets/index-3f9a1c.js', 'pausado.ejemplo.com.ar');
    expect(asset.statusCode).toBe(200);
    const missing = await get('/api/nada', 'pausado.ejemplo.com.ar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No se encontró la información que buscaba.' });
    const manifest = await get('/manifest.webmanifest', 'pronto.ejemplo.com.ar');
    expect(manifest.json().name).toBe('Vitrina');
  });

  it('leaves the web app to an active microsite and to the platform', async () => {
    for (const host of ['propiedades-del-rio.com.ar', 'vitrina.test', 'otro.ejemplo.com']) {
      const response = await get('/microsite', host, { accept: 'text/html' });
      expect(response.statusCode, host).toBe(200);
      // The same app, dressed by the host: the microsite's host with its name (microsite-assets.test.ts) and the link
      // preview of its home (modules/pages), the platform's with its own.
      const name = host === 'propiedades-del-rio.com.ar' ? 'Propiedades del Río' : 'Vitrina';
      expect(response.body, host).toContain('<body><div id="root"></div></body>');
      expect(response.body, host).toContain(`<title>${name}</title>`);
      expect(response.body, host).toContain(`<meta property="og:site_name" content="${name}" />`);
    }
  });
});

describe('GET /manifest.webmanifest by host', () => {
  it('is the microsite’s on its host: name, icons, colours', async () => {
    const response = await get('/manifest.webmanifest', 'propiedades-del-rio.com.ar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.vary).toBe('Host');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Propiedades del Río',
      short_name: 'Propiedades del Río',
      lang: 'es',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b7285',
      background_color: '#f1f3f5',
    });
    expect(manifest.icons).toEqual([
      {
        src: '/uploads/microsites/1/icon-192.png',
        sizes: '192x192',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: '/uploads/microsites/1/icon-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'any',
      },
    ]);
  });

  it('keeps the platform’s icons for a microsite without its own', async () => {
    await makeMicrosite(ctx.db, { name: 'Sin Logo', host: 'sin-logo.ejemplo.com.ar' });
    const manifest = (await get('/manifest.webmanifest', 'sin-logo.ejemplo.com.ar')).json();
    expect(manifest.name).toBe('Sin Logo');
    expect(manifest.icons).toEqual(staticManifest.icons);
    expect(manifest.theme_color).toBe('#ffffff');
  });

  it('is the static file on the platform’s host, varying by host', async () => {
    const response = await get('/manifest.webmanifest', 'vitrina.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(staticManifest);
    expect(response.headers.vary).toBe('Host, accept-encoding');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('PUT /api/auth/user/push/subscribe by host', () => {
  // A browser's PushSubscription as JSON: a push service's endpoint and the keys it encrypts with.
  const subscription = (name: string) =>
    JSON.stringify({
      endpoint: `https://push.example.net/${name}`,
      expirationTime: null,
      keys: {
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
        auth: 'QUFBQUFBQUFBQUFBQUFBQQ',
      },
    });

  it('keeps the token under the site it was registered on', async () => {
    const person = await actor(ctx, { name: 'Lucía Pérez' });
    for (const [host, token] of [
      ['vitrina.test', 'token-plataforma'],
      ['propiedades-del-rio.com.ar', 'token-micrositio'],
      ['pronto.ejemplo.com.ar', 'token-pendiente'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/user/push/subscribe',
        headers: { ...person.headers, host },
        payload: { token: subscription(token) },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    // The client's method override (POST with _method) is replayed with the same host.
    const overridden = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/push/subscribe',
      headers: { ...person.headers, host: 'propiedades-del-rio.com.ar' },
      payload: { _method: 'PUT', token: subscription('token-micrositio-2') },
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.user.id));
    // A pending microsite's host is the platform for the API.
    expect(row.notificationPushIdentifiers).toEqual({
      'site-0': subscription('token-pendiente'),
      [`site-${active.id}`]: subscription('token-micrositio-2'),
    });
  });
});
