// A microsite's icon, logos and manifest as a browser on its host meets them: the page's icons, the installed app's
// icons and the logos the configuration and the microsite's view carry are all linked on that host, and load there,
// so nothing a visitor or the installed app fetches for the brand goes to the platform's address (PUBLIC_URL).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationSchema } from '@vitrina/shared/configuration';
import type { Storage } from '../../lib/storage';
import { createTestContext, type TestContext } from '../../test/context';
import { admin } from '../admin/admin-test-helpers';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { sameHostFileUrl } from './microsite-files';
import { createMicrosite, imageFile } from './microsites-test-helpers';
import { withoutLinkPreview } from '../../test/link-preview';

// The built page's head as Vite writes it (apps/web/index.html).
const indexHtml = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <title>Vitrina</title>
    <meta name="theme-color" content="#ffffff" />
    <link rel="icon" type="image/png" href="/img/logo/favicon.png" />
    <link rel="apple-touch-icon" href="/img/logo/apple-touch-icon.png" />
    <meta name="apple-mobile-web-app-title" content="Vitrina" />
    <script type="module" crossorigin src="/assets/index-3f9a1c.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const platform = 'http://vitrina.test';

let webDist: string;
let ctx: TestContext;
let seller: Actor;
let site: { id: number; host: string };
let plain: { id: number; host: string };
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'vitrina-web-dist-'));
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  ctx = await createTestContext({ env: { WEB_DIST: webDist } });
  const boss = await admin(ctx, ['microsites']);
  seller = await actor(ctx, { name: 'Ana Inmuebles', slug: 'ana-inmuebles', avatarPath: 'avatars/ana.png' });
  await ctx.app.storage.put(
    'avatars/ana.png',
    await imageFile({ width: 64, height: 64 }).then((f) => f.data),
    'image/png',
  );
  site = await createMicrosite(ctx, boss, [seller.user.id], {
    name: 'Casas "del" <Río>',
    style: JSON.stringify({ header: { background: '#0B7285', text: 'light' } }),
    logo_main: await imageFile({ width: 600, height: 200 }),
    logo_square: await imageFile({ width: 300, height: 300 }),
  });
  plain = await createMicrosite(ctx, boss, [seller.user.id], { name: 'Sin Logo' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

function get(url: string, host: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
}

/** The href of the page's `<link rel="…">`. */
function linkHref(html: string, rel: string): string | undefined {
  const element = new RegExp(`<link[^>]*rel="${rel}"[^>]*>`).exec(html)?.[0];
  return element && /href="([^"]*)"/.exec(element)?.[1];
}

/** Fetches `url` as a page on `host` would: a path on that host; an absolute URL must not be the platform's. */
async function loadsOnHost(url: string | null | undefined, host: string, type: string) {
  expect(url).toMatch(/^\/uploads\//);
  const response = await get(url!, host);
  expect(response.statusCode, url!).toBe(200);
  expect(response.headers['content-type']).toBe(type);
  expect(response.rawPayload.length).toBeGreaterThan(0);
}

describe('a microsite’s page on its host', () => {
  it('links the brand’s icon for the tab and the home screen on that host, with its name and colour', async () => {
    for (const url of ['/', '/index.html', '/microsite']) {
      const response = await get(url, site.host);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.vary).toBe('Accept-Encoding, Host');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      expect(html).toContain('<title>Casas &quot;del&quot; &lt;Río&gt;</title>');
      expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Casas &quot;del&quot; &lt;Río&gt;" />');
      expect(html).toContain('<meta name="theme-color" content="#0b7285" />');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-3f9a1c.js"></script>');
      expect(html).not.toContain(platform);
      const icon = linkHref(html, 'icon');
      expect(icon).toMatch(/^\/uploads\/microsites\/square-[0-9a-f]+-192\.png$/);
      expect(linkHref(html, 'apple-touch-icon')).toBe(icon);
      await loadsOnHost(icon, site.host, 'image/png');
    }
  });

  it('keeps the app’s own icons, by path, for a microsite without a square logo', async () => {
    const html = (await get('/', plain.host)).body;
    expect(html).toContain('<title>Sin Logo</title>');
    expect(linkHref(html, 'icon')).toBe('/img/logo/favicon.png');
    expect(linkHref(html, 'apple-touch-icon')).toBe('/img/logo/apple-touch-icon.png');
  });

  it('is the app’s page unchanged on the platform’s host', async () => {
    const response = await get('/', 'vitrina.test');
    expect(withoutLinkPreview(response.body)).toBe(indexHtml);
    expect(response.headers.vary).toBe('Accept-Encoding, Host');
  });
});

describe('the installed app’s manifest on the microsite’s host', () => {
  it('links its icons on that host', async () => {
    const manifest = (await get('/manifest.webmanifest', site.host)).json();
    expect(manifest.name).toBe('Casas "del" <Río>');
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) await loadsOnHost(icon.src, site.host, 'image/png');
  });
});

describe('the logos the web app reads on the microsite’s host', () => {
  it('are on that host in the configuration', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/configuration', headers: { host: site.host } });
    const microsite = configurationSchema.parse(response.json()).MICROSITE!;
    expect(microsite.id).toBe(site.id);
    await loadsOnHost(microsite.logo_main_url, site.host, 'image/webp');
    await loadsOnHost(microsite.logo_square_url, site.host, 'image/webp');
    expect(microsite.logo_secondary_url).toBeNull();
  });

  it('are on that host in GET /api/microsite/{id}, with its users’ avatars; absolute on the platform’s', async () => {
    const url = `/api/microsite/${site.id}`;
    const onSite = await ctx.app.inject({ method: 'GET', url, headers: { host: site.host } });
    expect(onSite.statusCode, onSite.body).toBe(200);
    expect(onSite.headers.vary).toBe('Host');
    const view = onSite.json();
    expect(onSite.body).not.toContain(platform);
    await loadsOnHost(view.logo_main_url, site.host, 'image/webp');
    await loadsOnHost(view.logo_square_url, site.host, 'image/webp');
    await loadsOnHost(view.users[0].avatar_url, site.host, 'image/png');
    const onPlatform = (await ctx.app.inject({ method: 'GET', url, headers: { host: 'vitrina.test' } })).json();
    expect(onPlatform.logo_main_url).toBe(`${platform}${view.logo_main_url}`);
    expect(onPlatform.users[0].avatar_url).toBe(`${platform}/uploads/avatars/ana.png`);
  });
});

describe('sameHostFileUrl', () => {
  const storeAt = (base: string) => ({ url: (key: string) => `${base}${key}` }) as Storage;

  it('links what the app serves by its path, and leaves a bucket’s own address (S3_PUBLIC_URL) as it is', () => {
    expect(sameHostFileUrl(storeAt('https://vitrina.com.ar/uploads/'), 'https://vitrina.com.ar/')('a/b.png')).toBe(
      '/uploads/a/b.png',
    );
    const cdn = sameHostFileUrl(storeAt('https://cdn.example.net/fotos/'), 'https://vitrina.com.ar');
    expect(cdn('a/b.png')).toBe('https://cdn.example.net/fotos/a/b.png');
    expect(cdn(null)).toBeNull();
  });
});
