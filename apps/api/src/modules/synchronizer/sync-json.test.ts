import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { uploadBytes } from '../../lib/storage/uploads-test-helpers';
import type { TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import {
  bytes,
  feedListing,
  jpeg,
  json,
  listings,
  png,
  runDueJobs,
  saveJson,
  startFeedHost,
  storedFiles,
  syncAgain,
  synchronizerOf,
  syncContext,
} from './synchronizer-test-helpers';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof startFeedHost>>;
beforeAll(async () => {
  ctx = await syncContext();
  host = await startFeedHost();
  host.routes.set('/fotos/frente.jpg', bytes(await jpeg('#2a6f97'), 'image/jpeg'));
  host.routes.set('/fotos/living.png', bytes(await png('#d83b7d'), 'image/png'));
  host.routes.set('/fotos/cocina.jpg', bytes(await jpeg('#3c9d5d'), 'image/jpeg'));
});
afterAll(async () => {
  await ctx.close();
  await host.close();
});

describe('a JSON feed sync', () => {
  let owner: Actor;
  let id: number;
  const photo = (name: string) => `${host.url}/fotos/${name}`;

  it('creates the feed’s listings for the synchronizer’s owner, with their images re-encoded, and records the run', async () => {
    owner = await actor(ctx);
    host.routes.set(
      '/feed.json',
      json([
        feedListing('A-1', { images: [photo('frente.jpg'), photo('living.png')] }),
        feedListing('A-2', { images: [photo('frente.jpg')], operation: 'alquiler', currency: 'ARS', amount: 850000 }),
        feedListing('A-3', {
          type: 'clothing',
          category: 'remeras',
          operation: null,
          extras: { brand: 'Rapsodia', stock: [{ color: 'Rojo', size: 'M' }] },
        }),
      ]),
    );
    ({ id } = await saveJson(ctx, owner, `${host.url}/feed.json`));
    expect(await runDueJobs(ctx)).toBe(1);

    const rows = await listings(ctx, id);
    expect(Object.keys(rows)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(rows['A-1']).toMatchObject({
      userId: owner.user.id,
      synchronizerId: id,
      title: 'Departamento A-1 en Palermo',
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: 120000,
      addressTitle: 'Honduras A-1, Palermo, CABA',
      lat: -34.5862,
      lng: -58.4301,
      areaTotal: 72.5,
      roomsTotal: 3,
      bedrooms: 2,
      tags: ['balcón'],
      credit: true,
      mediaCount: 2,
      contentHash: expect.any(String),
    });
    expect(rows['A-3']).toMatchObject({
      type: 'clothing',
      operation: null,
      brand: 'Rapsodia',
      sizes: ['M'],
      colors: ['Rojo'],
      mediaCount: 0,
    });
    expect(rows['A-1'].media.map((media) => [media.number, media.sourceUrl])).toEqual([
      [1, photo('frente.jpg')],
      [2, photo('living.png')],
    ]);
    expect(await sharp(await uploadBytes(ctx, rows['A-1'].media[0].file)).metadata()).toMatchObject({
      format: 'webp',
      width: 120,
      height: 90,
    });
    // The photo two listings share is downloaded and stored once; both point at the same files.
    expect(host.hits('/fotos/frente.jpg')).toBe(1);
    expect(rows['A-2'].media[0]).toMatchObject({
      file: rows['A-1'].media[0].file,
      thumbnail: rows['A-1'].media[0].thumbnail,
    });
    expect(await storedFiles(ctx, owner.user.id)).toHaveLength(4);

    const state = await synchronizerOf(ctx, owner);
    expect(state).toMatchObject({
      status: 'idle',
      progress: { done: 3, total: 3 },
      last_error: null,
      publications_count: 3,
    });
    expect(state.sync_on).toBe(ctx.clock.now().toISOString());
    expect(state.finished_at).toBe(state.sync_on);
  });

  it('writes nothing at all when the same feed comes again, downloading no image', async () => {
    const before = await listings(ctx, id);
    const imageHits = host.hits('/fotos/frente.jpg') + host.hits('/fotos/living.png');
    ctx.clock.advance(60 * 60 * 1000);
    await syncAgain(ctx, owner);
    expect(await listings(ctx, id)).toEqual(before);
    expect(host.hits('/fotos/frente.jpg') + host.hits('/fotos/living.png')).toBe(imageHits);
    expect(await synchronizerOf(ctx, owner)).toMatchObject({
      status: 'idle',
      progress: { done: 3, total: 3 },
      last_error: null,
      publications_count: 3,
      sync_on: ctx.clock.now().toISOString(),
    });
  });

  it('updates what changed, keeps images whose URL stayed, and removes listings gone from the feed with their files', async () => {
    const before = await listings(ctx, id);
    ctx.clock.advance(60 * 60 * 1000);
    host.routes.set(
      '/feed.json',
      json({
        data: [
          feedListing('A-1', {
            title: 'Departamento A-1 reciclado',
            images: [photo('cocina.jpg'), photo('frente.jpg')],
          }),
          feedListing('A-2', { images: [photo('frente.jpg')], operation: 'alquiler', currency: 'ARS', amount: 850000 }),
        ],
      }),
    );
    await syncAgain(ctx, owner);
    const after = await listings(ctx, id);
    expect(Object.keys(after)).toEqual(['A-1', 'A-2']);
    expect(after['A-2']).toEqual(before['A-2']);
    expect(after['A-1']).toMatchObject({
      id: before['A-1'].id,
      title: 'Departamento A-1 reciclado',
      updatedAt: ctx.clock.now(),
      listedAt: before['A-1'].listedAt,
    });
    expect(after['A-1'].media.map((media) => [media.number, media.sourceUrl])).toEqual([
      [1, photo('cocina.jpg')],
      [2, photo('frente.jpg')],
    ]);
    // The kept image is the same stored file; the one no listing uses any more is removed, and A-3 is gone.
    expect(after['A-1'].media[1].file).toBe(before['A-1'].media[0].file);
    const files = await storedFiles(ctx, owner.user.id);
    expect(files).toHaveLength(4);
    expect(files).not.toContain(before['A-1'].media[1].file.split('/').pop());
    expect(files).toContain(after['A-1'].media[0].file.split('/').pop());
    expect(await synchronizerOf(ctx, owner)).toMatchObject({
      progress: { done: 2, total: 2 },
      publications_count: 2,
      last_error: null,
    });
  });

  it('skips invalid listings, counting them in the last error, and keeps the listing of one it knew', async () => {
    ctx.clock.advance(60 * 60 * 1000);
    const before = await listings(ctx, id);
    host.routes.set(
      '/feed.json',
      json([
        feedListing('A-1', { title: 'Departamento A-1 reciclado', images: [photo('cocina.jpg'), photo('frente.jpg')] }),
        feedListing('A-2', { category: 'remeras' }),
        { title: 'Sin código', type: 'property', category: 'casa', operation: 'venta' },
        feedListing('A-1', { title: 'Repetida' }),
        'no soy un objeto',
      ]),
    );
    await syncAgain(ctx, owner);
    expect(await listings(ctx, id)).toEqual(before);
    expect(await synchronizerOf(ctx, owner)).toMatchObject({
      progress: { done: 5, total: 5 },
      last_error:
        'Se omitieron 4 de 5 publicaciones con datos inválidos (por ejemplo, «A-2»: category: La categoría no corresponde al tipo de publicación.).',
    });
  });

  it('says how many images it could not use, importing the listing without them', async () => {
    ctx.clock.advance(60 * 60 * 1000);
    host.routes.set('/fotos/contrato.pdf', bytes(Buffer.from('%PDF-1.7\n%%EOF\n'), 'image/jpeg'));
    host.routes.set(
      '/feed.json',
      json([feedListing('B-1', { images: [photo('contrato.pdf'), photo('no-existe.jpg'), photo('living.png')] })]),
    );
    await syncAgain(ctx, owner);
    const rows = await listings(ctx, id);
    expect(Object.keys(rows)).toEqual(['B-1']);
    expect(rows['B-1'].media.map((media) => media.sourceUrl)).toEqual([photo('living.png')]);
    expect((await synchronizerOf(ctx, owner)).last_error).toBe('No se pudieron descargar 2 imágenes.');
  });

  it('removes a photo listings shared only with the last listing that used it', async () => {
    const frente = async () =>
      (await storedFiles(ctx, owner.user.id)).filter((file) => file.startsWith('feed-')).length;
    const sync = async (items: unknown[]) => {
      ctx.clock.advance(60_000);
      host.routes.set('/feed.json', json(items));
      await syncAgain(ctx, owner);
    };
    await sync([
      feedListing('C-1', { images: [photo('frente.jpg')] }),
      feedListing('C-2', { images: [photo('frente.jpg')] }),
    ]);
    const shared = (await listings(ctx, id))['C-1'].media[0].file.split('/').pop()!;
    expect(await storedFiles(ctx, owner.user.id)).toContain(shared);
    await sync([feedListing('C-1', { images: [photo('frente.jpg')] })]);
    expect(await storedFiles(ctx, owner.user.id)).toContain(shared);
    await sync([feedListing('C-1')]);
    expect(await storedFiles(ctx, owner.user.id)).not.toContain(shared);
    expect(await frente()).toBe(0);
  });

  it('skips a listing with a value too large for its column, writing the others of its batch', async () => {
    ctx.clock.advance(60_000);
    host.routes.set(
      '/feed.json',
      json([feedListing('H-1'), feedListing('H-2', { extras: { areas: { total: 1e12 } } }), feedListing('H-3')]),
    );
    await syncAgain(ctx, owner);
    expect(Object.keys(await listings(ctx, id))).toEqual(['H-1', 'H-3']);
    expect((await synchronizerOf(ctx, owner)).last_error).toBe(
      'Se omitió 1 de 3 publicaciones con datos inválidos (por ejemplo, «H-2»: extras.areas.total: Este campo debe tener un valor máximo de 9999999999.99).',
    );
  });
});
