// Uploads in a bucket reach browsers through the API at /uploads/ (the default) or at S3_PUBLIC_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { createTestBucket, startTestS3Server, testS3Env, type TestS3Server } from './s3-test-server';

let s3: TestS3Server;
let ctx: TestContext;
const image = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10, 0x57, 0x45, 0x42, 0x50]);

beforeAll(async () => {
  s3 = await startTestS3Server();
  ctx = await createTestContext({ env: testS3Env(s3.endpoint, await createTestBucket(s3.endpoint)) });
  await ctx.app.storage.put('publications/7/foto.webp', image, 'image/webp');
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

describe('uploads in a bucket, through the API', () => {
  it('links them at /uploads/ on the app', () => {
    expect(ctx.app.storage.kind).toBe('s3');
    expect(ctx.app.storage.url('publications/7/foto.webp')).toBe(
      'http://vitrina.test/uploads/publications/7/foto.webp',
    );
  });

  it('streams the object with the headers the local folder is served with', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/uploads/publications/7/foto.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(image);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(image.length),
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+"$/);
  });

  it('answers HEAD with the headers alone, and a known ETag with 304', async () => {
    const head = await ctx.app.inject({ method: 'HEAD', url: '/uploads/publications/7/foto.webp' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['content-length']).toBe(String(image.length));
    expect(head.body).toBe('');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/uploads/publications/7/foto.webp',
      headers: { 'if-none-match': head.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a missing or impossible key with the JSON 404', async () => {
    for (const url of [
      '/uploads/publications/7/otra.webp',
      '/uploads/publications/..%2f..%2fsecret',
      '/uploads/.hidden/x.webp',
      // A name no file system holds: the store is never asked (s3rver would fail, S3 would say not found).
      `/uploads/${'x'.repeat(300)}`,
      `/uploads/publications/${'y'.repeat(256)}.webp`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'No se encontró la información que buscaba.' });
    }
  });

  it('answers 503 with a Spanish message while the store is down', async () => {
    const down = await createTestContext({
      env: { ...testS3Env('http://127.0.0.1:9', 'fotos'), S3_ACCESS_KEY_ID: 'S3RVER' },
      database: ctx.database,
    });
    try {
      const response = await down.app.inject({ method: 'GET', url: '/uploads/publications/7/foto.webp' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'No se pudo leer la imagen. Probá de nuevo en unos minutos.' });
    } finally {
      await down.close();
    }
  });
});

describe('uploads in a bucket with S3_PUBLIC_URL', () => {
  it('links them at the public address, lets pages load them, and leaves /uploads/ unserved', async () => {
    const bucket = await createTestBucket(s3.endpoint);
    const cdn = await createTestContext({
      env: { ...testS3Env(s3.endpoint, bucket), S3_PUBLIC_URL: 'https://archivos.vitrina.test/fotos/' },
      database: ctx.database,
    });
    try {
      await cdn.app.storage.put('avatars/user-1-ab.webp', image, 'image/webp');
      expect(cdn.app.storage.url('avatars/user-1-ab.webp')).toBe(
        'https://archivos.vitrina.test/fotos/avatars/user-1-ab.webp',
      );
      const response = await cdn.app.inject({ method: 'GET', url: '/uploads/avatars/user-1-ab.webp' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/archivos\.vitrina\.test/);
    } finally {
      await cdn.close();
    }
  });
});
