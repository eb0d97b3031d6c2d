// GET /api/preview/…: the pictures of the link previews. Each is a 1200×630 JPEG under 300 kB at a stable address,
// drawn once per content (kept in the file store by a hash of what it shows) and drawn again when that changes; a
// page without a preview of its own (private, missing, not shared, suspended) has no picture (404). Text is set with
// the shipped font, accents and ñ included.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationMedia, publications, searches, users, type PublicationRow } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { makeMicrosite, setMicrositeStatus } from '../microsites/host-test-helpers';
import { drawPreview } from './preview-draw';
import { drawText } from './preview-text';

let ctx: TestContext;
let seller: Actor;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await actor(ctx, { name: 'Peña Propiedades', slug: 'pena-propiedades-vista' });
  // A busy photo (noise) is the hardest case for the weight limit.
  photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/preview/${url}`, headers });

async function listing(values: Partial<PublicationRow> = {}, userId = seller.user.id) {
  const [row] = await ctx.db
    .insert(publications)
    .values({
      userId,
      title: 'Departamento con balcón en Ñuñoa y Peñalolén, año 2024',
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: 150000,
      ...values,
    })
    .returning();
  const file = `publications/${userId}/${randomUUID()}.jpg`;
  await ctx.app.storage.put(file, photo, 'image/jpeg');
  await ctx.db.insert(publicationMedia).values({ publicationId: row.id, file, thumbnail: null, number: 1 });
  return row;
}

/** The pictures kept for a page, as the file store lists them. */
async function keptPictures(page: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of ctx.app.storage.list(`previews/${page}/`)) keys.push(key);
  return keys.sort();
}

async function expectPreview(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  const meta = await sharp(response.rawPayload).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'jpeg',
    width: 1200,
    height: 630,
  });
  expect(response.rawPayload.length).toBeLessThanOrEqual(300_000);
  return response;
}

describe('a listing’s preview picture', () => {
  it('is drawn once, kept under a hash of what it shows, and drawn again when that changes', async () => {
    const flat = await listing();
    const first = await expectPreview(`publication/${flat.id}.jpg`);
    const again = await expectPreview(`publication/${flat.id}.jpg`);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const hash = String(first.headers.etag).replace(/"/g, '');
    const kept = await keptPictures(`publication/${flat.id}`);
    expect(kept).toEqual([
      expect.stringMatching(new RegExp(`^previews/publication/${flat.id}/[0-9a-f]{8}-${hash}\\.jpg$`)),
    ]);
    const unchanged = await get(`publication/${flat.id}.jpg`, { 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);

    await ctx.db.update(publications).set({ amount: 139000 }).where(eq(publications.id, flat.id));
    const repriced = await expectPreview(`publication/${flat.id}.jpg`);
    expect(repriced.headers.etag).not.toBe(first.headers.etag);
  });

  it('does not exist for a private, missing or badly named listing', async () => {
    const hidden = await listing({ public: false });
    for (const url of [`publication/${hidden.id}.jpg`, 'publication/999999999.jpg', 'publication/abc.jpg']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

describe('the other pages’ preview pictures', () => {
  it('a shared search’s collage, and none for a search that is not shared', async () => {
    await listing({ title: 'Casa en Bánfield' });
    const [shared] = await ctx.db
      .insert(searches)
      .values({
        uuid: randomUUID(),
        title: 'Departamentos para Begoña',
        shareable: true,
        userId: seller.user.id,
        filters: [],
      })
      .returning();
    await expectPreview(`search/${shared.uuid}.jpg`);
    await ctx.db.update(searches).set({ shareable: false }).where(eq(searches.id, shared.id));
    expect((await get(`search/${shared.uuid}.jpg`)).statusCode).toBe(404);
  });

  it('a store’s, a microsite’s while it is active, and the platform’s', async () => {
    await expectPreview('user/pena-propiedades-vista.jpg');
    expect((await get('user/nadie-aqui.jpg')).statusCode).toBe(404);
    const site = await makeMicrosite(ctx.db, { name: 'Inmobiliaria Ñandú', userIds: [seller.user.id] });
    await expectPreview(`microsite/${site.id}.jpg`);
    await setMicrositeStatus(ctx.db, site.id, 'suspended');
    expect((await get(`microsite/${site.id}.jpg`)).statusCode).toBe(404);
    await expectPreview('home.jpg');
    // The store's picture follows its name.
    const before = await get('user/pena-propiedades-vista.jpg');
    await ctx.db.update(users).set({ name: 'Peña & Asociados' }).where(eq(users.id, seller.user.id));
    expect((await get('user/pena-propiedades-vista.jpg')).headers.etag).not.toBe(before.headers.etag);
  });
});

describe('a collage with photos missing', () => {
  it('draws the brand’s panel where a photo is unreadable or missing, and the photo where there is one', async () => {
    const drawn = await drawPreview({
      kind: 'search',
      site: 'Vitrina',
      title: 'Casas para Begoña',
      subtitle: '2 publicaciones',
      photos: [photo, Buffer.from('no es una imagen')],
      logo: null,
    });
    const { data, info } = await sharp(drawn).raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual({ width: 1200, height: 630 });
    /** The mean red, green and blue of a 40×40 block from (x, y). */
    const mean = (x: number, y: number) => {
      const sums = [0, 0, 0];
      for (let row = y; row < y + 40; row += 1)
        for (let column = x; column < x + 40; column += 1)
          for (let band = 0; band < 3; band += 1) sums[band] += data[(row * info.width + column) * 3 + band];
      return sums.map((sum) => sum / 1600);
    };
    // The panel's pink at the top of the right column, above the shade; the photo's grey noise at the left.
    const [r, g, b] = mean(1140, 10);
    expect(r).toBeGreaterThan(g + 40);
    expect(r).toBeGreaterThan(b);
    const [lr, lg, lb] = mean(300, 120);
    expect(Math.abs(lr - lg)).toBeLessThan(20);
    expect(Math.abs(lr - lb)).toBeLessThan(20);
  });
});

describe('the text of the pictures', () => {
  it('draws accents and ñ with the shipped font: each is a glyph of its own, not a box', async () => {
    const pixels = async (value: string) => {
      const { input, width } = await drawText(value, { size: 48, bold: true, width: 400 });
      return { data: input, info: { width } };
    };
    const plain = await pixels('n');
    for (const accented of ['ñ', 'á', 'é', 'í', 'ó', 'ú', 'Ñ']) {
      const drawn = await pixels(accented);
      expect(drawn.info.width).toBeGreaterThan(0);
      expect(drawn.data.equals(plain.data)).toBe(false);
    }
    // Two different accented letters are two different drawings (a missing glyph would draw the same box).
    expect((await pixels('ñ')).data.equals((await pixels('ó')).data)).toBe(false);
  });
});
