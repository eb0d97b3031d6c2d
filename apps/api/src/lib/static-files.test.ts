import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestContext, type TestContext } from '../test/context';
import { withoutLinkPreview } from '../test/link-preview';

const indexHtml =
  '<!doctype html><html lang="es"><head><title>Vitrina</title></head><body><div id="root"></div></body></html>';

let webDist: string;
let ctx: TestContext;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'vitrina-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Vitrina"}');
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}');
  ctx = await createTestContext({ env: { WEB_DIST: webDist, RATE_LIMIT_MAX: '2' } });
  // Through the app's store: the local folder, or S3 streamed through the API in the PostgreSQL suite.
  await ctx.app.storage.put('avatars/demo-1.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves index.html at the root, to be revalidated', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    // The app's page with the platform's link preview in its head (modules/pages).
    expect(response.body).toContain('<meta property="og:site_name" content="Vitrina" />');
    expect(withoutLinkPreview(response.body)).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a deep link with index.html so the web router can take over', async () => {
    const unsubscribe = '/alert/unsubscribe/12.34-56.Xq3_9kPz-aB7cD1eF2gH3iJ4kL5mN6o';
    for (const url of ['/legal/terms', '/account/group/12/show', '/valentina-propiedades?ref=qr', unsubscribe]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(withoutLinkPreview(response.body)).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for good, other files not', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not with the app', async () => {
    for (const url of [
      '/assets/index-000000.js',
      '/wp-login.php',
      '/favicon.ico',
      '/old.webmanifest',
      // The build's manifest is the server's reading, not a file of the site.
      '/.vite/manifest.json',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<!doctype html>');
    }
  });

  it('answers unknown /api paths with the JSON 404, never with the app', async () => {
    for (const url of ['/api/unknown', '/api/legal/terms', '/api']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'No se encontró la información que buscaba.' });
    }
  });

  it('serves uploads under /uploads/', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/uploads/avatars/demo-1.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect((await ctx.app.inject({ method: 'GET', url: '/uploads/avatars/demo-2.png' })).statusCode).toBe(404);
    for (const url of ['/uploads/..%2f..%2f..%2fetc%2fpasswd', '/uploads/%2e%2e/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      // Either refused or normalised to a page path: never a file outside the uploads folder.
      expect(response.body, url).not.toContain('root:');
    }
  });
});

describe('the app’s page varies by host', () => {
  // A microsite's host answers its own page (its icons, its name) or a status page: a shared cache that kept one
  // host's page must not give it under another.
  it('on every answer of the page: the root, index.html, a deep link, HEAD and a revalidation', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/' });
    for (const response of [
      first,
      await ctx.app.inject({ method: 'GET', url: '/index.html' }),
      await ctx.app.inject({ method: 'GET', url: '/legal/terms', headers: { accept: 'text/html' } }),
      await ctx.app.inject({ method: 'HEAD', url: '/' }),
      await ctx.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(first.headers.etag) } }),
    ]) {
      expect(response.statusCode).toBeOneOf([200, 304]);
      expect(response.headers.vary).toBe('Accept-Encoding, Host');
    }
    // Files and the API's answers are the same on every host.
    // (A file varies by the encoding its compressed copies are sent in, never by the host.)
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' })).headers.vary ?? '').not.toMatch(
      /host/i,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers.vary).toBeUndefined();
  });

  it('by X-Forwarded-Host too behind a trusted proxy, which names the host there', async () => {
    const proxied = await createTestContext({ env: { WEB_DIST: webDist, TRUST_PROXY: '1' }, database: ctx.database });
    try {
      const response = await proxied.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toBe('Accept-Encoding, Host, X-Forwarded-Host');
    } finally {
      await proxied.close();
    }
  });
});

describe('the rate limit', () => {
  it('answers 429 on /api after the limit, with the spec message', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const remoteAddress = '203.0.113.7';
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = await ctx.app.inject({ method: 'GET', url: '/api/configuration', headers, remoteAddress });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(last!.json()).toEqual({ message: 'Demasiados intentos, aguarde un momento y vuelva a intentar.' });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never throttles the web app, its files or the health check', async () => {
    const remoteAddress = '203.0.113.8';
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'GET', url: '/api/configuration', remoteAddress });
    for (const url of [
      '/',
      '/legal/privacy',
      '/assets/index-3f9a1c.js',
      '/uploads/avatars/demo-1.png',
      '/api/health',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, remoteAddress });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('counts each client on its own', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/configuration', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(200);
  });
});
