import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, guestBody, notFoundBody } from '../groups/groups-test-helpers';
import {
  createListing,
  jpegFile,
  listingFiles,
  listingState,
  pngFile,
  propertyFields,
  sendForm,
  type FormEntry,
} from './publications-test-helpers';
import { insertMedia, listMediaOf } from './publication-media.queries';
import { uploadBytes } from '../../lib/storage/uploads-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const clothingFields = (overrides: Record<string, string> = {}): FormEntry[] => [
  ['title', 'Campera de jean oversize'],
  ['type', 'clothing'],
  ['category', 'camperas'],
  ['currency', 'ARS'],
  ['amount', '45000'],
  ['amount_sale', '39900'],
  ['public', '0'],
  ['extras[brand]', 'Levi’s'],
  ['extras[code]', 'CJ-118'],
  ['extras[gender]', 'unisex'],
  ['extras[age_group]', 'adultos'],
  ['extras[last_season]', '1'],
  ['extras[stock][0][color]', 'azul'],
  ['extras[stock][0][size]', 'M'],
  ['extras[stock][1][color]', 'negro'],
  ['extras[stock][1][size]', 'L'],
  ['extras[stock][2][color]', ''],
  ['extras[stock][2][size]', ''],
  ...Object.entries(overrides),
];

describe('POST /api/account/publication', () => {
  it('creates a property listing with every field and its images in order, answering the Publication', async () => {
    const owner = await actor(ctx, { name: 'Valentina Gómez', slug: 'valentina' });
    const response = await sendForm(ctx, owner, 'POST', '/api/account/publication', [
      ...propertyFields(),
      ['medias[]', await jpegFile('frente.jpg')],
      ['medias[]', await pngFile('plano.png')],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const listing = response.json();
    expect(listing).toMatchObject({
      title: 'Departamento de 3 ambientes en Palermo',
      description: 'Luminoso, con balcón a la calle.',
      url: null,
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: 185000,
      amount_sale: null,
      public: true,
      priority: null,
      reference: 'PAL-0042',
      agents: ['Lucía Rodríguez', 'Martín Fernández'],
      address: {
        title: 'Honduras 4800, Palermo, CABA',
        geolocation: { type: 'Point', coordinates: [-34.5862, -58.4301] },
      },
      extras: {
        brand: null,
        code: null,
        tags: ['balcón', 'luminoso'],
        age: 0,
        areas: { total: 72.5, covered: 65 },
        rooms: { total: 3, bedrooms: 2, bathrooms: 1 },
        parkings: 1,
        credit: true,
        reserved: false,
        stock: [],
      },
      created_by: 'user',
      pivot: { creator: true },
      users: [{ id: owner.user.id, name: 'Valentina Gómez', slug: 'valentina', avatar_url: null }],
      publicable: { name: 'Valentina Gómez' },
      like: null,
      is_super: false,
      like_count: 0,
      listed_at: ctx.clock.now().toISOString(),
    });
    expect(listing.medias).toHaveLength(2);
    expect(listing.medias.map((media: { number: number }) => media.number)).toEqual([1, 2]);
    // The JPEG (320×240) first, then the PNG (200×300), both re-encoded as WebP with a square thumbnail.
    expect(listing.medias[0].info).toMatchObject({ size: { width: 320, height: 240 } });
    expect(listing.medias[0].info.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(listing.medias[1].info.size).toEqual({ width: 200, height: 300 });
    for (const media of listing.medias) {
      expect(media).toMatchObject({ type: 'image', location: 'local' });
      expect(await sharp(await uploadBytes(ctx, media.file_url)).metadata()).toMatchObject({ format: 'webp' });
      expect(await sharp(await uploadBytes(ctx, media.thumbnail_url)).metadata()).toMatchObject({
        format: 'webp',
        width: 400,
        height: 400,
      });
    }
  });

  it('creates a private clothing listing with stock; empty varieties are dropped', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner, clothingFields());
    expect(listing).toMatchObject({
      type: 'clothing',
      category: 'camperas',
      operation: null,
      public: false,
      amount: 45000,
      amount_sale: 39900,
      address: null,
      medias: [],
      agents: [],
      extras: {
        brand: 'Levi’s',
        code: 'CJ-118',
        gender: 'unisex',
        age_group: 'adultos',
        last_season: true,
        stock: [
          { color: 'azul', size: 'M' },
          { color: 'negro', size: 'L' },
        ],
        areas: { total: null, covered: null },
        rooms: { total: null, bedrooms: null, bathrooms: null },
      },
    });
  });

  it('is public by default and takes a JSON body too', async () => {
    const owner = await actor(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/publication',
      headers: owner.headers,
      payload: {
        title: 'Remera básica',
        type: 'clothing',
        category: 'remeras',
        extras: { tags: ['algodón', 'algodón'] },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ public: true, extras: { tags: ['algodón'] } });
  });

  it('reads an emptied list sent as one bare empty field, as the web form sends it', async () => {
    const owner = await actor(ctx);
    const entries = propertyFields().filter(([name]) => name !== 'agents[]' && name !== 'extras[tags][]');
    const listing = await createListing(ctx, owner, [
      ...entries,
      ['agents', ''],
      ['extras[tags]', ''],
      ['order', ''],
      ['extras[last_season]', ''],
    ]);
    expect(listing).toMatchObject({ agents: [], medias: [], extras: { tags: [], last_season: null } });
  });

  it('answers 422 per field in Spanish and writes nothing', async () => {
    const owner = await actor(ctx);
    const before = await listingState(ctx);
    const cases: [FormEntry[], Record<string, string[]>][] = [
      [propertyFields({ category: 'remeras' }), { category: ['La categoría no corresponde al tipo de publicación.'] }],
      [propertyFields({ amount: '-5' }), { amount: ['Este campo debe tener un valor mínimo de 0'] }],
      [propertyFields({ title: '' }), { title: ['Este campo es obligatorio'] }],
      [propertyFields({ operation: '' }), { operation: ['Elegí la operación del inmueble.'] }],
      [propertyFields({ currency: '' }), { currency: ['Este campo es obligatorio'] }],
      [propertyFields({ 'address[lat]': '123' }), { 'address.lat': ['Este campo debe tener un valor máximo de 90'] }],
      [propertyFields({ 'extras[areas][total]': 'mucho' }), { 'extras.areas.total': ['No es un número'] }],
      [propertyFields({ url: 'ftp://x' }), { url: ['No es una dirección web válida'] }],
    ];
    for (const [entries, errors] of cases) {
      const response = await sendForm(ctx, owner, 'POST', '/api/account/publication', [
        ...entries,
        ['medias[]', await jpegFile()],
      ]);
      expect(response.statusCode, JSON.stringify(errors)).toBe(422);
      expect(response.json()).toEqual({ message: Object.values(errors)[0][0], errors });
    }
    expect(await listingState(ctx)).toEqual(before);
  });

  it('refuses a guest with 401 before reading the upload', async () => {
    const before = await listingState(ctx);
    const response = await sendForm(ctx, null, 'POST', '/api/account/publication', [
      ...propertyFields(),
      ['medias[]', await jpegFile()],
    ]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(guestBody);
    expect(await listingState(ctx)).toEqual(before);
  });
});

describe('GET /api/account/publication/{id}', () => {
  it('shows the owner their listing; another user and a guest get 404 and 401', async () => {
    const owner = await actor(ctx);
    const other = await actor(ctx);
    const listing = await createListing(ctx, owner);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/publication/${listing.id}`,
      headers: owner.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(listing);

    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/publication/${listing.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(notFoundBody);
    for (const id of ['999999', 'abc', '0']) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/account/publication/${id}`, headers: owner.headers }))
          .statusCode,
      ).toBe(404);
    }
    const guest = await ctx.app.inject({ method: 'GET', url: `/api/account/publication/${listing.id}` });
    expect(guest.statusCode).toBe(401);
  });
});

describe('DELETE /api/account/publication/{id}', () => {
  it('deletes the creator’s listing with its image files, by DELETE or POST with _method', async () => {
    const owner = await actor(ctx);
    const first = await createListing(ctx, owner, [
      ...propertyFields(),
      ['medias[]', await jpegFile()],
      ['medias[]', await pngFile()],
    ]);
    const second = await createListing(ctx, owner, [...propertyFields(), ['medias[]', await jpegFile()]]);
    const filesOf = (listing: typeof first) =>
      listing.medias
        .flatMap((media: { file_url: string; thumbnail_url: string }) => [media.file_url, media.thumbnail_url])
        .map((url: string) => url.split('/uploads/publications/')[1]);
    expect(await listingFiles(ctx)).toEqual(expect.arrayContaining([...filesOf(first), ...filesOf(second)]));

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/publication/${first.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Publicación eliminada correctamente.' });
    expect(await listingFiles(ctx)).not.toEqual(expect.arrayContaining([filesOf(first)[0]]));
    expect(await listingFiles(ctx)).toEqual(expect.arrayContaining(filesOf(second)));

    const overridden = await sendForm(ctx, owner, 'POST', `/api/account/publication/${second.id}`, [
      ['_method', 'DELETE'],
    ]);
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect((await listingFiles(ctx)).filter((file) => filesOf(second).includes(file))).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/account/publication/${second.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps an image file another listing still uses (demo data and feeds share photos)', async () => {
    const owner = await actor(ctx);
    const first = await createListing(ctx, owner, [...propertyFields(), ['medias[]', await jpegFile()]]);
    const second = await createListing(ctx, owner, propertyFields());
    const [shared] = await listMediaOf(ctx.db, first.id);
    const { file, thumbnail, width, height, color, size } = shared;
    await insertMedia(ctx.db, second.id, [{ file, thumbnail, width, height, color, size, number: 1 }], new Date());
    const sharedFiles = [shared.file, shared.thumbnail].map((key) => key!.replace(/^publications\//, ''));

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/account/publication/${first.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    expect(await listingFiles(ctx)).toEqual(expect.arrayContaining(sharedFiles));
    // Once the last listing that uses them goes, so do the files.
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/account/publication/${second.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    expect((await listingFiles(ctx)).filter((file) => sharedFiles.includes(file))).toEqual([]);
  });

  it('gives another user 404 and a guest 401, deleting nothing', async () => {
    const owner = await actor(ctx);
    const other = await actor(ctx);
    const listing = await createListing(ctx, owner, [...propertyFields(), ['medias[]', await jpegFile()]]);
    const before = await listingState(ctx);
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/publication/${listing.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(notFoundBody);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/account/publication/${listing.id}` })).statusCode).toBe(
      401,
    );
    expect(await listingState(ctx)).toEqual(before);
  });

  it('answers a POST to a listing without a usable _method as no route', async () => {
    const owner = await actor(ctx);
    const listing = await createListing(ctx, owner);
    const response = await sendForm(
      ctx,
      owner,
      'POST',
      `/api/account/publication/${listing.id}`,
      propertyFields({ title: 'Otro título' }),
    );
    expect(response.statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({ method: 'GET', url: `/api/account/publication/${listing.id}`, headers: owner.headers })
      ).json().title,
    ).toBe(listing.title);
  });
});

describe('publications_count of the User', () => {
  it('counts the listings the user owns', async () => {
    const owner = await actor(ctx);
    const count = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: owner.headers })).json().user
        .publications_count;
    expect(await count()).toBe(0);
    await createListing(ctx, owner);
    await createListing(ctx, owner, clothingFields());
    expect(await count()).toBe(2);
  });
});
