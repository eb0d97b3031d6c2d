import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { messages } from '@vitrina/shared/messages';
import { uploadEntries, uploadNames } from '../../lib/storage/uploads-test-helpers';
import { createTestContext, testConfig, type TestContext } from '../../test/context';
import { multipart } from '../auth/auth-test-helpers';
import { actor, createGroupAs, pngDataUrl, type Actor } from '../groups/groups-test-helpers';
import { formBody, propertyFields, type FormFile } from '../publications/publications-test-helpers';

/** Random pixels do not compress: each copy stores about 250 KB (image and thumbnail). */
async function noisyPhoto(): Promise<FormFile> {
  const size = 500;
  const raw = Buffer.alloc(size * size * 3);
  let seed = 12345;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    raw[i] = seed >>> 24;
  }
  return {
    data: await sharp(raw, { raw: { width: size, height: size, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer(),
    filename: 'ruido.jpg',
    type: 'image/jpeg',
  };
}

/** What the app's store holds in a folder, read through the store. */
const filesIn = (ctx: TestContext, folder: string) => uploadNames(ctx, folder);

const bytesIn = async (ctx: TestContext, folder: string) =>
  (await uploadEntries(ctx, folder)).reduce((sum, entry) => sum + entry.size, 0);

async function createListing(ctx: TestContext, owner: Actor, photos: FormFile[]) {
  const body = await formBody([...propertyFields(), ...photos.map((photo): [string, FormFile] => ['medias[]', photo])]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/account/publication',
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
}

async function uploadAvatar(ctx: TestContext, owner: Actor, photo: FormFile) {
  const body = await multipart({ _method: 'PUT', name: 'Con Avatar', avatar: photo });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/user',
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
}

// Every upload re-encodes a 500-pixel photo of noise: seconds each on a busy machine.
const encodingTimeout = 90_000;

const quotaBody = (megabytes: number) => ({ message: messages.errors.storageQuota(megabytes) });

describe('the storage quota', () => {
  it('is 500 MB unless STORAGE_QUOTA_MB says otherwise, and says so in Spanish', () => {
    expect(testConfig('/tmp/x').storageQuotaMb).toBe(500);
    expect(testConfig('/tmp/x', { STORAGE_QUOTA_MB: '20' }).storageQuotaMb).toBe(20);
    expect(() => testConfig('/tmp/x', { STORAGE_QUOTA_MB: 'mucho' })).toThrow(/STORAGE_QUOTA_MB/);
    expect(quotaBody(500)).toEqual({
      message:
        'Superaste el espacio de almacenamiento de tu cuenta (500 MB). Eliminá publicaciones o imágenes para subir nuevas.',
    });
  });
});

describe('with a 1 MB quota', () => {
  let ctx: TestContext;
  let photo: FormFile;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { STORAGE_QUOTA_MB: '1' } });
    photo = await noisyPhoto();
  });
  afterAll(() => ctx.close());

  it(
    'refuses the listing upload that would pass it with 413, storing nothing; dropping images or listings frees room',
    async () => {
      const owner = await actor(ctx);
      const folder = `publications/${owner.user.id}`;
      const first = await createListing(ctx, owner, [photo, photo, photo]);
      expect(first.statusCode, first.body).toBe(201);
      const before = await filesIn(ctx, folder);
      expect(before).toHaveLength(6);

      const refused = await createListing(ctx, owner, [photo, photo]);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual(quotaBody(1));
      expect(await filesIn(ctx, folder)).toEqual(before);
      const list = await ctx.app.inject({ method: 'GET', url: '/api/account/publication', headers: owner.headers });
      expect(list.json().total).toBe(1);

      // A listing without images needs no room.
      expect((await createListing(ctx, owner, [])).statusCode).toBe(201);

      // An edit that drops two of the listing's images (uploading none) frees their room at once.
      const id = first.json().id as number;
      const keep = await formBody([...propertyFields(), ['order[]', String(first.json().medias[0].id)]]);
      const kept = await ctx.app.inject({
        method: 'PUT',
        url: `/api/account/publication/${id}`,
        headers: { ...owner.headers, ...keep.headers },
        payload: keep.payload,
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await filesIn(ctx, folder)).toHaveLength(2);
      expect((await createListing(ctx, owner, [photo, photo])).statusCode).toBe(201);
      expect((await createListing(ctx, owner, [photo, photo])).statusCode).toBe(413);

      // An edit that replaces an image with another counts the new one, not both.
      const swap = await formBody([...propertyFields(), ['order[]', 'new:0'], ['medias[]', photo]]);
      const swapped = await ctx.app.inject({
        method: 'PUT',
        url: `/api/account/publication/${id}`,
        headers: { ...owner.headers, ...swap.headers },
        payload: swap.payload,
      });
      expect(swapped.statusCode, swapped.body).toBe(200);

      // Deleting a listing frees its images' room.
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/account/publication/${id}`,
        headers: owner.headers,
      });
      expect(removed.statusCode).toBe(200);
      expect((await createListing(ctx, owner, [photo])).statusCode).toBe(201);
    },
    encodingTimeout,
  );

  it(
    'counts the avatar: a user at the quota keeps the avatar they had',
    async () => {
      const owner = await actor(ctx);
      const small = {
        data: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
          .png()
          .toBuffer(),
        filename: 'a.png',
        type: 'image/png',
      };
      const kept = await uploadAvatar(ctx, owner, small);
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await createListing(ctx, owner, [photo, photo, photo, photo])).statusCode).toBe(201);
      const refused = await uploadAvatar(ctx, owner, photo);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual(quotaBody(1));
      const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: owner.headers });
      expect(me.json().user.avatar_url).toBe(kept.json().user.avatar_url);
      expect((await filesIn(ctx, 'avatars')).filter((file) => file.startsWith(`user-${owner.user.id}-`))).toEqual([
        kept.json().user.avatar_url.split('/').pop(),
      ]);
    },
    encodingTimeout,
  );

  it(
    'is never passed by uploads sent at once: the ones that do not fit get 413 and leave no file',
    async () => {
      const owner = await actor(ctx);
      const folder = `publications/${owner.user.id}`;
      const answers = await Promise.all(Array.from({ length: 10 }, () => createListing(ctx, owner, [photo])));
      const created = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode === 413);
      expect(created.length + refused.length).toBe(10);
      for (const answer of refused) expect(answer.json()).toEqual(quotaBody(1));
      // Each stores about 250 KB: four fit in 1 MB, a fifth would not.
      expect(created).toHaveLength(4);
      expect(await filesIn(ctx, folder)).toHaveLength(2 * created.length);
      expect(await bytesIn(ctx, folder)).toBeLessThanOrEqual(1024 * 1024);
    },
    encodingTimeout,
  );
});

describe('uploads sent at once by one user', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('leave exactly one avatar file: the one the profile shows', async () => {
    const owner = await actor(ctx);
    const photos = await Promise.all(
      Array.from({ length: 10 }, async (_, n) => ({
        data: await sharp({ create: { width: 80 + n, height: 80, channels: 3, background: '#2a6f97' } })
          .png()
          .toBuffer(),
        filename: `cara-${n}.png`,
        type: 'image/png',
      })),
    );
    const answers = await Promise.all(photos.map((photo) => uploadAvatar(ctx, owner, photo)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: owner.headers });
    const avatarUrl: string = me.json().user.avatar_url;
    expect(await filesIn(ctx, 'avatars')).toEqual([avatarUrl.split('/').pop()]);
  });

  it('leave exactly one logo file per group: the one the group shows', async () => {
    const owner = await actor(ctx);
    const group = await createGroupAs(ctx, owner, { logo: await pngDataUrl() });
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, n) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/account/group/${group.id}`,
          headers: owner.headers,
          payload: { name: 'Equipo', logo: await pngDataUrl(90 + n, 90) },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/group/${group.id}`,
      headers: owner.headers,
    });
    expect(await filesIn(ctx, 'groups')).toEqual([(shown.json().logo_url as string).split('/').pop()]);
  });
});
