import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, guestBody, notFoundBody, type Actor } from '../groups/groups-test-helpers';
import {
  createListing,
  imageBytes,
  jpegFile,
  listingFiles,
  listingState,
  propertyFields,
  sendForm,
  type FormEntry,
  type FormFile,
} from './publications-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Media = { id: number; number: number; file_url: string; thumbnail_url: string; info: { size: { width: number } } };

/** Images told apart by their width, which re-encoding keeps. */
async function wide(width: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<FormFile> {
  return {
    data: await imageBytes(format, width, 100),
    filename: `foto-${width}.${format === 'jpeg' ? 'jpg' : 'png'}`,
    type: `image/${format}`,
  };
}
const widths = (medias: Media[]) => medias.map((media) => media.info.size.width);

const filesOf = (medias: Media[]) =>
  medias.flatMap((media) => [media.file_url, media.thumbnail_url].map((url) => url.split('/uploads/publications/')[1]));

/** A listing with three images 101, 102 and 103 pixels wide. */
async function listingWithThree(owner: Actor) {
  return createListing(ctx, owner, [
    ...propertyFields(),
    ['medias[]', await wide(101)],
    ['medias[]', await wide(102, 'png')],
    ['medias[]', await wide(103)],
  ]);
}

const update = (owner: Actor | null, id: number, entries: FormEntry[]) =>
  sendForm(ctx, owner, 'POST', `/api/account/publication/${id}`, [['_method', 'PUT'], ...entries]);

describe('POST /api/account/publication/{id} with _method=PUT', () => {
  it('replaces the fields: what the form no longer sends is cleared; listed_at stays, updated_at moves', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner);
    ctx.clock.advance(60_000);
    const entries = propertyFields({
      title: 'Departamento reciclado en Palermo',
      operation: 'alquiler',
      amount: '900',
      currency: 'USD',
      public: '0',
    }).filter(([name]) => !name.startsWith('address') && name !== 'extras[tags][]' && name !== 'agents[]');
    const response = await update(owner, listing.id, [...entries, ['extras[tags][]', 'reciclado']]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: listing.id,
      title: 'Departamento reciclado en Palermo',
      operation: 'alquiler',
      amount: 900,
      public: false,
      address: null,
      agents: [],
      extras: { tags: ['reciclado'] },
      listed_at: listing.listed_at,
      updated_at: ctx.clock.now().toISOString(),
      created_by: 'user',
      pivot: { creator: true },
    });
  });

  it('takes a real PUT and a PUT named in the query string alike', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner);
    const put = await sendForm(
      ctx,
      owner,
      'PUT',
      `/api/account/publication/${listing.id}`,
      propertyFields({ title: 'Por PUT' }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().title).toBe('Por PUT');
    const query = await sendForm(
      ctx,
      owner,
      'POST',
      `/api/account/publication/${listing.id}?_method=PUT`,
      propertyFields({ title: 'Por la URL' }),
    );
    expect(query.statusCode, query.body).toBe(200);
    expect(query.json().title).toBe('Por la URL');
  });

  it('keeps every image and appends new ones when no order is sent', async () => {
    const owner = await actor(ctx);
    const listing = await listingWithThree(owner);
    const response = await update(owner, listing.id, [...propertyFields(), ['medias[]', await wide(104)]]);
    expect(response.statusCode, response.body).toBe(200);
    const medias: Media[] = response.json().medias;
    expect(medias.map((media) => media.id).slice(0, 3)).toEqual(listing.medias.map((media: Media) => media.id));
    expect(medias.map((media) => media.number)).toEqual([1, 2, 3, 4]);
    expect(widths(medias)).toEqual([101, 102, 103, 104]);
  });

  it('reorders, removes and adds images by order[], removing the files of the images left out', async () => {
    const owner = await actor(ctx);
    const listing = await listingWithThree(owner);
    const [first, second, third] = listing.medias as Media[];
    const response = await update(owner, listing.id, [
      ...propertyFields(),
      ['order[]', 'new:1'],
      ['order[]', String(third.id)],
      ['order[]', String(first.id)],
      ['order[]', 'new:0'],
      ['medias[]', await wide(201)],
      ['medias[]', await wide(202, 'png')],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const medias: Media[] = response.json().medias;
    expect(medias.map((media) => media.number)).toEqual([1, 2, 3, 4]);
    expect(widths(medias)).toEqual([202, 103, 101, 201]);
    expect(medias.slice(1, 3).map((media) => media.id)).toEqual([third.id, first.id]);
    // The second image's files are gone; the others are all there.
    const files = await listingFiles(ctx);
    expect(files).toEqual(expect.arrayContaining(filesOf(medias)));
    for (const file of filesOf([second])) expect(files).not.toContain(file);

    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/publication/${listing.id}`,
      headers: owner.headers,
    });
    expect(shown.json().medias).toEqual(medias);
  });

  it('removes every image with an empty order and no files', async () => {
    const owner = await actor(ctx);
    const listing = await listingWithThree(owner);
    // FormData cannot send an empty list: the web sends one empty `order` field for "none".
    const response = await update(owner, listing.id, [...propertyFields(), ['order', '']]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().medias).toEqual([]);
    for (const file of filesOf(listing.medias)) expect(await listingFiles(ctx)).not.toContain(file);
  });

  it('refuses an order naming another listing’s image or a missing upload, and too many images, writing nothing', async () => {
    const owner = await actor(ctx);
    const listing = await listingWithThree(owner);
    const other = await listingWithThree(owner);
    const before = await listingState(ctx);
    const invalid = { message: 'El valor elegido no es válido', errors: { order: ['El valor elegido no es válido'] } };

    const foreignImage = await update(owner, listing.id, [
      ...propertyFields(),
      ['order[]', String(other.medias[0].id)],
      ['medias[]', await jpegFile()],
    ]);
    expect(foreignImage.statusCode).toBe(422);
    expect(foreignImage.json()).toEqual(invalid);
    const missingUpload = await update(owner, listing.id, [
      ...propertyFields(),
      ['order[]', 'new:1'],
      ['medias[]', await jpegFile()],
    ]);
    expect(missingUpload.statusCode).toBe(422);
    expect(missingUpload.json()).toEqual(invalid);

    const many: FormEntry[] = [];
    for (let i = 0; i < 18; i++) many.push(['medias[]', await jpegFile(`foto-${i}.jpg`)]);
    const tooMany = await update(owner, listing.id, [...propertyFields(), ...many]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({
      message: 'Se pueden cargar hasta 20 imágenes.',
      errors: { medias: ['Se pueden cargar hasta 20 imágenes.'] },
    });
    expect(await listingState(ctx)).toEqual(before);
  });

  it('gives another user 404 and a guest 401, changing nothing', async () => {
    const owner = await actor(ctx);
    const other = await actor(ctx);
    const listing = await listingWithThree(owner);
    const before = await listingState(ctx);
    const entries: FormEntry[] = [
      ...propertyFields({ title: 'Ajena' }),
      ['order[]', 'new:0'],
      ['medias[]', await jpegFile()],
    ];
    const foreign = await update(other, listing.id, entries);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(notFoundBody);
    const foreignPut = await sendForm(ctx, other, 'PUT', `/api/account/publication/${listing.id}`, entries);
    expect(foreignPut.statusCode).toBe(404);
    const guest = await update(null, listing.id, entries);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    expect(await listingState(ctx)).toEqual(before);
  });
});
