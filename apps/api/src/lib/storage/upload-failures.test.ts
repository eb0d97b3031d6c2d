// An S3 store that fails in the middle of an upload (listing images, an avatar, a group logo, microsite logos): the
// person gets a 503 with a Spanish message, the objects that request had already put are removed, and no row
// points at a missing file. The bucket sits behind a small proxy that refuses PUTs after a given number.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groups, microsites, users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { admin } from '../../modules/admin/admin-test-helpers';
import { bearer, multipart } from '../../modules/auth/auth-test-helpers';
import { actor, pngDataUrl, type Actor } from '../../modules/groups/groups-test-helpers';
import { imageFile, micrositeForm, send } from '../../modules/microsites/microsites-test-helpers';
import {
  jpegFile,
  listingState,
  pngFile,
  propertyFields,
  sendForm,
} from '../../modules/publications/publications-test-helpers';
import { issueToken } from '../../modules/auth';
import { createTestBucket, startTestS3Server, testS3Env, type TestS3Server } from './s3-test-server';
import { uploadNames } from './uploads-test-helpers';

const unavailable = { message: 'No se pudo guardar la imagen. Probá de nuevo en unos minutos.' };

let s3: TestS3Server;
let proxy: Server;
/** How many more PUTs the proxy lets through; then every PUT gets S3's 500. */
let putsAllowed = Infinity;
let ctx: TestContext;
let owner: Actor;

beforeAll(async () => {
  s3 = await startTestS3Server();
  const target = new URL(s3.endpoint);
  proxy = createServer((incoming, answer) => {
    if (incoming.method === 'PUT' && putsAllowed-- <= 0) {
      incoming.resume();
      answer.writeHead(500, { 'content-type': 'application/xml' });
      answer.end('<?xml version="1.0"?><Error><Code>InternalError</Code><Message>disk</Message></Error>');
      return;
    }
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (upstream) => {
        answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(answer);
      },
    );
    forwarded.on('error', () => answer.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  ctx = await createTestContext({ env: testS3Env(endpoint, await createTestBucket(s3.endpoint)) });
  owner = await actor(ctx);
});
afterAll(async () => {
  await ctx?.close();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await s3?.close();
});
beforeEach(() => {
  putsAllowed = Infinity;
});

describe('an S3 store that fails halfway through an upload', () => {
  it('leaves no listing and no image of it', async () => {
    const before = await listingState(ctx);
    // The first image and its thumbnail go in; the second image's file does not.
    putsAllowed = 2;
    const response = await sendForm(ctx, owner, 'POST', '/api/account/publication', [
      ...propertyFields(),
      ['medias[]', await jpegFile()],
      ['medias[]', await pngFile()],
    ]);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
    expect(await listingState(ctx)).toEqual(before);

    // Once the store is back, the same form goes through.
    putsAllowed = Infinity;
    const retried = await sendForm(ctx, owner, 'POST', '/api/account/publication', [
      ...propertyFields(),
      ['medias[]', await jpegFile()],
    ]);
    expect(retried.statusCode).toBe(201);
  });

  it('keeps the avatar the profile had', async () => {
    const token = (await issueToken(ctx.db, owner.user.id, { clock: ctx.clock })).access_token;
    const avatar = { data: (await jpegFile()).data, filename: 'cara.jpg', type: 'image/jpeg' };
    putsAllowed = 0;
    const body = await multipart({ _method: 'PUT', name: 'Con Avatar', avatar });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row.avatarPath).toBeNull();
    expect(await uploadNames(ctx, 'avatars')).toEqual([]);
  });

  it('creates no group', async () => {
    putsAllowed = 0;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/group',
      headers: owner.headers,
      payload: { name: 'Equipo sin logo', description: 'Una prueba', public: '', logo: await pngDataUrl() },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
    expect(await ctx.db.select().from(groups).where(eq(groups.name, 'Equipo sin logo'))).toEqual([]);
    expect(await uploadNames(ctx, 'groups')).toEqual([]);
  });

  it('creates no microsite, and removes the logos it had put', async () => {
    const boss = await admin(ctx, ['microsites']);
    // The main logo goes in; the square one does not.
    putsAllowed = 1;
    const response = await send(
      ctx,
      boss,
      'POST',
      '/admin/microsite',
      micrositeForm([owner.user.id], {
        logo_main: await imageFile(),
        logo_square: await imageFile({ width: 400, height: 400 }),
      }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
    expect(await ctx.db.select().from(microsites)).toEqual([]);
    expect(await uploadNames(ctx, 'microsites')).toEqual([]);
  });
});
