import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { uploadNames } from '../../lib/storage/uploads-test-helpers';
import { createTestContext, type TestContext } from '../../test/context';
import { bearer, multipart, signUpViaApi } from '../auth/auth-test-helpers';

const tooLarge = { message: 'El archivo que intenta subir es demasiado grande.' };

function avatarFiles(ctx: TestContext): Promise<string[]> {
  return uploadNames(ctx, 'avatars');
}

async function upload(ctx: TestContext, token: string, data: Buffer, method: 'POST' | 'PUT') {
  const body = await multipart({
    ...(method === 'POST' ? { _method: 'PUT' } : {}),
    name: 'Nombre Nuevo',
    avatar: { data, filename: 'foto.jpg', type: 'image/jpeg' },
  });
  return ctx.app.inject({
    method,
    url: '/api/auth/user',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe('an avatar over the upload limit (small limit)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { uploadLimit: 64 * 1024 } });
  });
  afterAll(() => ctx.close());

  it('gets 413 and leaves the profile as it was, sent either way', async () => {
    const token = await signUpViaApi(ctx.app, 'grande@vitrina.example', 'Foto Grande');
    // Random pixels do not compress: a real image well over 64 KB.
    const raw = Buffer.alloc(400 * 400 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
    const big = await sharp(raw, { raw: { width: 400, height: 400, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(64 * 1024);

    for (const method of ['POST', 'PUT'] as const) {
      const response = await upload(ctx, token, big, method);
      expect(response.statusCode, method).toBe(413);
      expect(response.json()).toEqual(tooLarge);
    }
    const user = (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json().user;
    expect(user).toMatchObject({ name: 'Foto Grande', avatar_url: null });
    expect(await avatarFiles(ctx)).toEqual([]);

    // Under the limit the same route takes it.
    const small = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    expect((await upload(ctx, token, small, 'POST')).statusCode).toBe(200);
  });
});

describe('a 50 MB avatar with the default limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('is refused with 413, the limit being the configured 10 MB', async () => {
    expect(ctx.config.uploadLimit).toBe(10 * 1024 * 1024);
    const token = await signUpViaApi(ctx.app, 'enorme@vitrina.example', 'Foto Enorme');
    const huge = Buffer.alloc(50 * 1024 * 1024, 0xff);
    for (const method of ['POST', 'PUT'] as const) {
      const response = await upload(ctx, token, huge, method);
      expect(response.statusCode, method).toBe(413);
      expect(response.json()).toEqual(tooLarge);
    }
    const user = (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json().user;
    expect(user.name).toBe('Foto Enorme');
    expect(await avatarFiles(ctx)).toEqual([]);
  });
});
