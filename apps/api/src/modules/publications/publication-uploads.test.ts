import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createLogger } from '../../lib/logger';
import { StorageUnavailableError, type Storage } from '../../lib/storage';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import {
  createListing,
  formBody,
  imageBytes,
  imageTypeBody,
  jpegFile,
  listingState,
  pdfBytes,
  pngFile,
  propertyFields,
  sendForm,
  tooLargeBody,
  type FormEntry,
  type FormFile,
} from './publications-test-helpers';

// Small limits keep the bodies small: 64 KB per file.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { uploadLimit: 64 * 1024 } });
});
afterAll(() => ctx.close());

const gif = async (): Promise<FormFile> => ({
  data: await imageBytes('gif'),
  filename: 'animada.gif',
  type: 'image/gif',
});
const webp = async (): Promise<FormFile> => ({
  data: await imageBytes('webp'),
  filename: 'foto.webp',
  type: 'image/webp',
});
const renamedPdf = (): FormFile => ({ data: pdfBytes(), filename: 'contrato.jpg', type: 'image/jpeg' });

/** Random pixels do not compress: a real JPEG over 64 KB. */
async function bigJpeg(): Promise<FormFile> {
  const raw = Buffer.alloc(300 * 300 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const data = await sharp(raw, { raw: { width: 300, height: 300, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  expect(data.length).toBeGreaterThan(64 * 1024);
  return { data, filename: 'grande.jpg', type: 'image/jpeg' };
}

/** Sends the same images to create a listing and to edit one (as POST with _method and as PUT). */
async function sendEverywhere(owner: Actor, listingId: number, files: FormEntry[]) {
  return [
    await sendForm(ctx, owner, 'POST', '/api/account/publication', [...propertyFields(), ...files]),
    await sendForm(ctx, owner, 'POST', `/api/account/publication/${listingId}`, [
      ['_method', 'PUT'],
      ...propertyFields({ title: 'Cambiado' }),
      ...files,
    ]),
    await sendForm(ctx, owner, 'PUT', `/api/account/publication/${listingId}`, [
      ...propertyFields({ title: 'Cambiado' }),
      ...files,
    ]),
  ];
}

describe('listing images are checked by content', () => {
  it('accepts a JPEG named .png and a PNG named .jpg: the bytes decide', async () => {
    const owner = await actor(ctx);
    const jpeg = await jpegFile();
    const png = await pngFile();
    const listing = await createListing(ctx, owner, [
      ...propertyFields(),
      ['medias[]', { ...jpeg, filename: 'foto.png', type: 'image/png' }],
      ['medias[]', { ...png, filename: 'plano.jpg', type: 'application/octet-stream' }],
    ]);
    expect(listing.medias).toHaveLength(2);
  });

  it('refuses a GIF, a WebP, a renamed PDF or a text field as an image with 422, writing nothing', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner, [...propertyFields(), ['medias[]', await jpegFile()]]);
    const before = await listingState(ctx);
    for (const bad of [await gif(), await webp(), renamedPdf(), 'no soy una imagen']) {
      // A good image first: it must not be stored either.
      for (const response of await sendEverywhere(owner, listing.id, [
        ['medias[]', await jpegFile()],
        ['medias[]', bad],
      ])) {
        expect(response.statusCode, typeof bad === 'string' ? bad : bad.filename).toBe(422);
        expect(response.json()).toEqual(imageTypeBody);
      }
    }
    expect(await listingState(ctx)).toEqual(before);
  });

  it('reports the image and the fields in one 422', async () => {
    const owner = await actor(ctx);
    const response = await sendForm(ctx, owner, 'POST', '/api/account/publication', [
      ...propertyFields({ amount: '-1' }),
      ['medias[]', await gif()],
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      amount: ['Este campo debe tener un valor mínimo de 0'],
      medias: ['Las imágenes deben ser JPG o PNG.'],
    });
  });

  it('refuses a JPEG whose body is cut short with 422, writing nothing', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner);
    const before = await listingState(ctx);
    const jpeg = await jpegFile();
    const cut = { ...jpeg, data: jpeg.data.subarray(0, 400) };
    for (const response of await sendEverywhere(owner, listing.id, [
      ['medias[]', await pngFile()],
      ['medias[]', cut],
    ])) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'No se pudo leer la imagen.',
        errors: { medias: ['No se pudo leer la imagen.'] },
      });
    }
    expect(await listingState(ctx)).toEqual(before);
  });
});

describe('listing image sizes and counts', () => {
  it('answers 413 to an image over UPLOAD_MAX_MB, however it is sent, writing nothing', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner, [...propertyFields(), ['medias[]', await jpegFile()]]);
    const before = await listingState(ctx);
    for (const response of await sendEverywhere(owner, listing.id, [
      ['medias[]', await jpegFile()],
      ['medias[]', await bigJpeg()],
    ])) {
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(tooLargeBody);
    }
    expect(await listingState(ctx)).toEqual(before);
  });

  it('names the limit for one image too many and refuses more unread', async () => {
    const owner = await actor(ctx);
    const before = await listingState(ctx);
    const small = await jpegFile();
    const files = (count: number): FormEntry[] => Array.from({ length: count }, () => ['medias[]', small] as FormEntry);
    const oneTooMany = await sendForm(ctx, owner, 'POST', '/api/account/publication', [
      ...propertyFields(),
      ...files(21),
    ]);
    expect(oneTooMany.statusCode).toBe(422);
    expect(oneTooMany.json()).toEqual({
      message: 'Se pueden cargar hasta 20 imágenes.',
      errors: { medias: ['Se pueden cargar hasta 20 imágenes.'] },
    });
    const farTooMany = await sendForm(ctx, owner, 'POST', '/api/account/publication', [
      ...propertyFields(),
      ...files(30),
    ]);
    expect(farTooMany.statusCode).toBe(413);
    expect(await listingState(ctx)).toEqual(before);

    const twenty = await sendForm(ctx, owner, 'POST', '/api/account/publication', [...propertyFields(), ...files(20)]);
    expect(twenty.statusCode).toBe(201);
    expect(twenty.json().medias).toHaveLength(20);
  });
});

describe('a write that fails after images were stored', () => {
  it('removes the files already stored when storing a later one fails, and asks to try again', async () => {
    let puts = 0;
    const store = ctx.app.storage;
    // The third file (the second image's main file) cannot be written: the store went away.
    const failing: Storage = {
      ...store,
      put: async (key, data, contentType) => {
        puts += 1;
        if (puts === 3) throw new StorageUnavailableError('write');
        return store.put(key, data, contentType);
      },
    };
    const app = await buildApp({
      config: ctx.config,
      db: ctx.db,
      clock: ctx.clock,
      logger: createLogger('silent'),
      storage: failing,
    });
    await app.ready();
    try {
      const owner = await actor(ctx);
      const before = await listingState(ctx);
      const body = await formBody([...propertyFields(), ['medias[]', await jpegFile()], ['medias[]', await pngFile()]]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/account/publication',
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'No se pudo guardar la imagen. Probá de nuevo en unos minutos.' });
      expect(puts).toBe(3);
      expect(await listingState(ctx)).toEqual(before);
    } finally {
      await app.close();
    }
  });

  it('removes the new files and keeps the rows when the transaction fails', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner, [...propertyFields(), ['medias[]', await jpegFile()]]);
    const before = await listingState(ctx);
    // The media table is briefly missing, so inserting the new images' rows fails inside the transaction.
    await ctx.db.execute(sql`alter table publication_media rename to publication_media_away`);
    try {
      const created = await sendForm(ctx, owner, 'POST', '/api/account/publication', [
        ...propertyFields(),
        ['medias[]', await jpegFile()],
      ]);
      expect(created.statusCode).toBe(500);
      expect(created.json()).toEqual({ message: 'Ocurrió un error inesperado, por favor intente en unos momentos.' });
    } finally {
      await ctx.db.execute(sql`alter table publication_media_away rename to publication_media`);
    }
    expect(await listingState(ctx)).toEqual(before);
    expect(
      (
        await ctx.app.inject({ method: 'GET', url: `/api/account/publication/${listing.id}`, headers: owner.headers })
      ).json(),
    ).toEqual(listing);
  });
});
