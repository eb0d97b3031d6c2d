// The HTTP edge as a client meets it (decision 007): the headers on every answer, inputs that must never reach a
// query (NUL characters, deep JSON, malformed or misplaced multipart, numbers beyond their column) and the body
// limits per route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestContext, type TestContext } from '../test/context';
import { actor, type Actor } from '../modules/groups/groups-test-helpers';
import { formBody, propertyFields, sendForm } from '../modules/publications/publications-test-helpers';
import { contentSecurityPolicy, tileSource } from './security-headers';

const texts = {
  nul: { message: 'El texto enviado contiene caracteres no permitidos.' },
  tooDeep: { message: 'El contenido enviado tiene demasiados niveles anidados.' },
  tooLarge: { message: 'El archivo que intenta subir es demasiado grande.' },
  mediaType: { message: 'El formato del contenido enviado no es compatible.' },
  invalid: { message: 'Los datos enviados no son válidos.' },
  notFound: { message: 'No se encontró la información que buscaba.' },
};

let webDist: string;
let ctx: TestContext;
let owner: Actor;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'vitrina-web-dist-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Vitrina</title></head><body></body></html>',
  );
  ctx = await createTestContext({
    env: { WEB_DIST: webDist, MAP_TILE_URL: 'https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png' },
  });
  owner = await actor(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const policy = String(headers['content-security-policy']);
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  expect(policy).toContain("img-src 'self' data: blob: http://vitrina.test https://*.tiles.example.com:8443");
  expect(policy).toContain("connect-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("form-action 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  it('come with an API answer, and a guest answer is not marked no-store', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/configuration' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });

  it('come with the web app index and its deep links', async () => {
    for (const url of ['/', '/legal/terms']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expectSecurityHeaders(response.headers);
    }
  });

  it('come with errors too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response.headers);
  });

  it('forbid storing any answer to a signed-in request, and anything under /api/auth', async () => {
    const user = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: owner.headers });
    expect(user.statusCode).toBe(200);
    expect(user.headers['cache-control']).toBe('no-store');
    const configuration = await ctx.app.inject({ method: 'GET', url: '/api/configuration', headers: owner.headers });
    expect(configuration.headers['cache-control']).toBe('no-store');
    const guestAuth = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nadie@vitrina.example' },
    });
    expect(guestAuth.headers['cache-control']).toBe('no-store');
  });

  it('allow the tile host of MAP_TILE_URL, {s} subdomains as a wildcard', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(tileSource('https://{s}.com/{z}/{x}/{y}.png')).toBeNull();
    const policy = contentSecurityPolicy({
      publicUrl: 'https://vitrina.com.ar',
      mapTileUrl: null,
      googleClientId: null,
      appleClientId: null,
    });
    expect(policy).toContain("img-src 'self' data: blob: https://vitrina.com.ar https://tile.openstreetmap.org;");
    expect(policy).toContain("frame-src 'none'");
  });

  it('let Google and Apple sign-in load only when their client ids are configured', () => {
    const policy = contentSecurityPolicy({
      publicUrl: 'https://vitrina.com.ar',
      mapTileUrl: null,
      googleClientId: 'id.apps.googleusercontent.com',
      appleClientId: 'ar.vitrina.web',
    });
    expect(policy).toContain("script-src 'self' https://accounts.google.com/gsi/client https://appleid.cdn-apple.com;");
    expect(policy).toContain("connect-src 'self' https://accounts.google.com/gsi/ https://appleid.apple.com;");
    expect(policy).toContain('frame-src https://accounts.google.com/gsi/ https://appleid.apple.com;');
  });
});

describe('NUL characters', () => {
  it('are refused with 400 in a path, a query, a JSON body and a form field', async () => {
    const requests = [
      ctx.app.inject({ method: 'GET', url: '/api/user/%00' }),
      ctx.app.inject({ method: 'GET', url: '/api/account/group?search=a%00b', headers: owner.headers }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'nul@vitrina.example', name: 'Ana\u0000María', searches: [] },
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'nul@vitrina.example', name: 'Ana María', searches: [], 'x\u0000': 1 },
      }),
      sendForm(
        ctx,
        owner,
        'POST',
        '/api/account/publication',
        propertyFields({ title: 'Departamento\u0000 en Palermo' }),
      ),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(texts.nul);
    }
  });
});

describe('deeply nested JSON', () => {
  it('is refused with 400 before it is parsed', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(texts.tooDeep);
    // Brackets inside a string are text, not nesting.
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'x', name: '['.repeat(100), searches: [] },
    });
    expect(text.statusCode).toBe(422);
  });
});

describe('multipart bodies', () => {
  it('are refused with 415 on a route that takes JSON, unread', async () => {
    const body = await formBody([
      ['email', 'ana@vitrina.example'],
      ['name', 'Ana María'],
    ]);
    for (const url of ['/api/auth/signup', '/api/account/publication/field']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, url).toBe(415);
      expect(response.json()).toEqual(texts.mediaType);
    }
  });

  it('answer 400 when malformed, on the routes that take them', async () => {
    const boundary = '----vitrina';
    const bodies = [
      // cut off in the middle of a part
      `--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\nDepartamento`,
      // a part without headers
      `--${boundary}\r\n\r\n\r\n--${boundary}--\r\n`,
      // garbage
      'esto no es un formulario',
    ];
    for (const payload of bodies) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/publication',
        headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
    const noBoundary = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { ...owner.headers, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual(texts.invalid);
  });
});

describe('body limits', () => {
  const twoMegabytes = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });

  it('answer 413 to a 2 MB JSON body on a route that takes none, or a small one', async () => {
    const headers = { ...owner.headers, 'content-type': 'application/json' };
    // (A GET's body is never read at all.)
    for (const [method, url] of [
      ['POST', '/api/auth/login'],
      ['DELETE', '/api/account/group/1'],
      ['POST', '/api/auth/signup'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers, payload: twoMegabytes });
      expect(response.statusCode, url).toBe(413);
      expect(response.json()).toEqual(texts.tooLarge);
    }
  });

  it('let a guest make the method override read no more than a small body', async () => {
    const headers = { 'content-type': 'application/json' };
    // A URL no PUT, PATCH or DELETE serves: nothing is read.
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/no-existe', headers, payload: twoMegabytes });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(texts.notFound);
    // A group's URL takes a logo of megabytes, but not from a guest.
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/account/group/1', headers, payload: twoMegabytes });
    expect(guest.statusCode).toBe(413);
    expect(guest.json()).toEqual(texts.tooLarge);
    // The signed-in owner's is read and replayed: the group is not theirs, so 404 from the route itself.
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/group/999999',
      headers: { ...headers, ...owner.headers },
      payload: JSON.stringify({
        _method: 'PUT',
        name: 'Equipo',
        logo: `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}`,
      }),
    });
    expect(signedIn.statusCode).toBe(404);
  });
});

describe('numbers beyond their column in the listing form', () => {
  it('answer 422 on the field with the Spanish message', async () => {
    const cases: [string, string, string][] = [
      ['extras[rooms][total]', '99999999999', 'extras.rooms.total'],
      ['extras[parkings]', '2147483648', 'extras.parkings'],
      ['extras[age]', '1e12', 'extras.age'],
      ['extras[areas][total]', '123456789012', 'extras.areas.total'],
      ['amount', '1e20', 'amount'],
    ];
    const responses = await Promise.all(
      cases.map(([name, value]) =>
        sendForm(ctx, owner, 'POST', '/api/account/publication', propertyFields({ [name]: value })),
      ),
    );
    responses.forEach((response, index) => {
      const [, , field] = cases[index];
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[field], field).toContainEqual(
        expect.stringMatching(/^Este campo debe tener un valor máximo de /),
      );
    });
    const atTheLimit = await sendForm(
      ctx,
      owner,
      'POST',
      '/api/account/publication',
      propertyFields({ 'extras[parkings]': '2147483647', 'extras[areas][total]': '9999999999.99' }),
    );
    expect(atTheLimit.statusCode, atTheLimit.body).toBe(201);
  });
});
