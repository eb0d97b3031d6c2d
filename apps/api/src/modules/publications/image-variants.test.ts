// A listing's image at a card's width: the copy the card's srcset names is made on the first ask, stored, served
// for good, and removed with its listing.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@vitrina/shared/messages';
import { uploadNames } from '../../lib/storage/uploads-test-helpers';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { cardImageBudget, makeVariant } from './image-variants';
import { createListing, detailedPhotoBytes, imageBytes, propertyFields } from './publications-test-helpers';

let ctx: TestContext;
let owner: Actor;
type MediaView = { file: string; file_url: string; card_url: string; wide_url: string };
let wide: MediaView;
let small: MediaView;
let listingId: number;

const path = (url: string) => new URL(url).pathname;
const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, { name: 'Ana' });
  const listing = await createListing(ctx, owner, [
    ...propertyFields(),
    ['medias[]', { data: await imageBytes('jpeg', 1600, 1200), filename: 'living.jpg', type: 'image/jpeg' }],
    ['medias[]', { data: await imageBytes('jpeg', 320, 240), filename: 'plano.jpg', type: 'image/jpeg' }],
  ]);
  listingId = listing.id;
  [wide, small] = listing.medias;
});
afterAll(() => ctx?.close());

describe('a listing image at a card width', () => {
  it('is named on the app’s own address beside the stored image', () => {
    expect(wide.card_url).toBe(`http://vitrina.test/media/480/${wide.file}`);
    expect(wide.wide_url).toBe(`http://vitrina.test/media/800/${wide.file}`);
  });

  it('is made on the first ask, 480 and 800 px wide, as WebP kept for good', async () => {
    const card = await ctx.app.inject({ method: 'GET', url: path(wide.card_url) });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await widthOf(card.rawPayload)).toBe(480);
    const original = await ctx.app.inject({ method: 'GET', url: path(wide.file_url) });
    expect(card.rawPayload.length).toBeLessThan(original.rawPayload.length);

    const larger = await ctx.app.inject({ method: 'GET', url: path(wide.wide_url) });
    expect(await widthOf(larger.rawPayload)).toBe(800);
    expect(await uploadNames(ctx, 'variants')).toEqual(
      expect.arrayContaining([`w480/${wide.file}`, `w800/${wide.file}`]),
    );
  });

  it('answers later asks with the stored copy, HEAD without a body and 304 to a browser that holds it', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: path(wide.card_url) });
    const again = await ctx.app.inject({ method: 'GET', url: path(wide.card_url) });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const head = await ctx.app.inject({ method: 'HEAD', url: path(wide.card_url) });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBe(first.rawPayload.length);
    const held = await ctx.app.inject({
      method: 'GET',
      url: path(wide.card_url),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
  });

  it('never makes a small image larger', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: path(small.wide_url) });
    expect(response.statusCode).toBe(200);
    expect(await widthOf(response.rawPayload)).toBe(320);
  });

  it('answers 404 for widths it does not make, files that are no listing image and images that do not exist', async () => {
    for (const url of [
      `/media/300/${wide.file}`,
      `/media/1600/${wide.file}`,
      '/media/480/publications/999/nada.webp',
      '/media/480/avatars/1/foto.webp',
      '/media/480/publications/..%2f..%2fsecret.webp',
      `/media/480/${wide.file.replace('.webp', '-thumb.png')}`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: messages.errors.notFound });
    }
  });

  it('weighs at most 80 kB at either width, even for a photo full of fine detail', async () => {
    const photo = await detailedPhotoBytes(1200, 900);
    const listing = await createListing(ctx, owner, [
      ...propertyFields(),
      ['medias[]', { data: photo, filename: 'jardin.jpg', type: 'image/jpeg' }],
    ]);
    const [media] = listing.medias as MediaView[];
    // Made as before, at the card's usual quality, the larger copy would not fit: the test would fail without the cap.
    const usual = await sharp(photo).resize({ width: 800 }).webp({ quality: 70, effort: 4 }).toBuffer();
    expect(usual.length).toBeGreaterThan(cardImageBudget);
    expect(cardImageBudget).toBe(80_000);
    for (const [url, width] of [
      [media.card_url, 480],
      [media.wide_url, 800],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: path(url) });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThanOrEqual(80_000);
      expect(await widthOf(response.rawPayload)).toBe(width);
    }
  });

  it('makes even pure noise fit, with fewer pixels once the lowest quality is not enough', async () => {
    let state = 3;
    const noise = Buffer.alloc(1600 * 1200 * 3, 0).map(() => (state = (state * 1103515245 + 12345) >>> 0) >>> 24);
    const original = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .png()
      .toBuffer();
    const copy = await makeVariant(original, 800);
    expect(copy.length).toBeLessThanOrEqual(cardImageBudget);
    const width = (await widthOf(copy)) ?? 0;
    expect(width).toBeGreaterThan(100);
    expect(width).toBeLessThan(800);
  });

  it('goes with its listing', async () => {
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/publication/${listingId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await uploadNames(ctx, 'variants')).filter((name) => name.endsWith(wide.file))).toEqual([]);
    const gone = await ctx.app.inject({ method: 'GET', url: path(wide.card_url) });
    expect(gone.statusCode).toBe(404);
  });
});
