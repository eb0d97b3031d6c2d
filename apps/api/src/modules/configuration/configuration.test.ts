import { readFileSync, statSync } from 'node:fs';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationSchema } from '@vitrina/shared/configuration';
import { adminPermissions, categories, notificationTypes, operations } from '@vitrina/shared/enums';
import { vapidKeysPath } from '../notifications';
import { createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      APP_NAME: 'Vitrina Palermo',
      CONTACT_EMAIL: 'soporte@vitrina.example',
      GOOGLE_CLIENT_ID: 'cliente.apps.googleusercontent.com',
    },
  });
});
afterAll(() => ctx.close());

describe('GET /api/configuration', () => {
  it('returns the environment configuration in the shape the web app parses', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/configuration' });
    expect(response.statusCode).toBe(200);
    const body = configurationSchema.parse(response.json());
    expect(body.APP_NAME).toBe('Vitrina Palermo');
    expect(body.CONTACT_EMAIL).toBe('soporte@vitrina.example');
    expect(body.GOOGLE_CLIENT_ID).toBe('cliente.apps.googleusercontent.com');
    expect(body.APPLE_CLIENT_ID).toBeNull();
    expect(body.MICROSITE).toBeNull();
    expect(body.PUSH).toBeNull();
    // Maps use OpenStreetMap's tiles unless MAP_TILE_URL says otherwise.
    expect(body.MAP.tile_url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(body.MAP.attribution).toContain('OpenStreetMap');
  });

  it('serves the VAPID public key as PUSH.vapidKey, and nothing of the private one', async () => {
    const keys = webpush.generateVAPIDKeys();
    const withKeys = await createTestContext({
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    try {
      const response = await withKeys.app.inject({ method: 'GET', url: '/api/configuration' });
      expect(response.json().PUSH).toEqual({ vapidKey: keys.publicKey });
      expect(response.body).not.toContain(keys.privateKey);
    } finally {
      await withKeys.close();
    }
  });

  it('on a local run without keys, serves the pair generated into DATA_DIR (owner-only)', async () => {
    const local = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
    try {
      const body = (await local.app.inject({ method: 'GET', url: '/api/configuration' })).json();
      const path = vapidKeysPath(local.dataDir);
      expect(statSync(path).mode & 0o777).toBe(0o600);
      const stored = JSON.parse(readFileSync(path, 'utf8'));
      expect(body.PUSH).toEqual({ vapidKey: stored.publicKey });
      expect(Buffer.from(body.PUSH.vapidKey, 'base64url')).toHaveLength(65);
    } finally {
      await local.close();
    }
  });

  it('serves the map tiles the environment names', async () => {
    const custom = await createTestContext({
      env: {
        MAP_TILE_URL: 'https://tiles.vitrina.example/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '&copy; Mapas Vitrina',
      },
    });
    try {
      const body = (await custom.app.inject({ method: 'GET', url: '/api/configuration' })).json();
      expect(body.MAP).toEqual({
        tile_url: 'https://tiles.vitrina.example/{z}/{x}/{y}.png',
        attribution: '&copy; Mapas Vitrina',
      });
    } finally {
      await custom.close();
    }
  });

  it('carries every enumeration, with its Spanish titles', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/configuration' })).json();
    for (const list of Object.values(body.FIELDS)) expect((list as unknown[]).length).toBeGreaterThan(0);
    for (const key of [
      'PRIORITIES',
      'SEARCH_ORDERS',
      'SEARCH_MODES',
      'NOTIFICATION_TYPES',
      'MICROSITE_STATUSES',
      'PERMISSIONS',
      'CONTACT_TYPES',
    ]) {
      expect(body[key].length, key).toBeGreaterThan(0);
    }
    expect(body.FIELDS.categories).toHaveLength(categories.length);
    expect(body.FIELDS.operations.map((o: { value: string }) => o.value)).toEqual(operations.map((o) => o.value));
    expect(body.FIELDS.types).toContainEqual({ value: 'property', title: 'Inmueble' });
    expect(body.PERMISSIONS.map((p: { value: string }) => p.value)).toEqual(adminPermissions.map((p) => p.value));
    expect(body.NOTIFICATION_TYPES).toHaveLength(notificationTypes.length);
    expect(body.SEARCH_ORDERS[0].value).toBe('relevance');
    expect(body.SEARCH_MODES.some((mode: { predict: boolean }) => mode.predict)).toBe(true);
    expect(body.MICROSITE_STATUSES[0].value).toBe('pending');
    expect(body.GENERAL).toEqual({ stat: { range: { default: 30, max: 365 } }, results: { pageSize: 10 } });
  });

  it('serves the upload limit, so forms refuse a bigger file before sending it', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/configuration' })).json().UPLOAD_MAX_MB).toBe(10);
    const custom = await createTestContext({ env: { UPLOAD_MAX_MB: '25' } });
    try {
      expect((await custom.app.inject({ method: 'GET', url: '/api/configuration' })).json().UPLOAD_MAX_MB).toBe(25);
    } finally {
      await custom.close();
    }
  });

  it('may be cached briefly', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/configuration' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document with the routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/configuration']));
  });

  it('serves the documentation page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
    const page =
      response.statusCode === 302
        ? await ctx.app.inject({ method: 'GET', url: response.headers.location as string })
        : response;
    expect(page.headers['content-type']).toContain('text/html');
  });
});
