// Helpers for the publications tests: real image bytes of each kind, listing forms built as a browser's
// FormData sends them (bracket names, `medias[]` files), and a snapshot of everything a write could leave behind.
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  publicationMedia,
  publications,
  synchronizers,
  type NewPublicationRow,
  type PublicationRow,
} from '../../db/schema/index';
import { uploadNames } from '../../lib/storage/uploads-test-helpers';
import type { TestContext } from '../../test/context';
import type { Actor } from '../groups/groups-test-helpers';

export const imageTypeBody = {
  message: 'Las imágenes deben ser JPG o PNG.',
  errors: { medias: ['Las imágenes deben ser JPG o PNG.'] },
};
export const tooLargeBody = { message: 'El archivo que intenta subir es demasiado grande.' };
export const syncedBody = { message: 'Las publicaciones sincronizadas no se pueden modificar ni eliminar.' };

export type FormFile = { data: Buffer; filename: string; type: string };
export type FormEntry = [name: string, value: string | FormFile];

/** A solid-colour image with a stripe, so re-encoding has something to keep. */
export async function imageBytes(
  format: 'jpeg' | 'png' | 'gif' | 'webp',
  width = 320,
  height = 240,
  background = '#2a6f97',
): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background } });
  const stripe = await sharp({
    create: { width, height: Math.max(1, Math.floor(height / 4)), channels: 3, background: '#f4d35e' },
  })
    .png()
    .toBuffer();
  return base
    .composite([{ input: stripe, top: 0, left: 0 }])
    .toFormat(format)
    .toBuffer();
}

/**
 * A photo full of fine detail, as JPEG: layers of smooth random colour from coarse to fine, each almost as strong as
 * the one before, so it compresses like foliage or a patterned floor rather than like a flat wall. Always the same
 * pixels for the same size.
 */
export async function detailedPhotoBytes(width: number, height: number): Promise<Buffer> {
  let state = 7;
  const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32 - 0.5;
  const sum = new Float32Array(width * height * 3);
  const longest = Math.max(width, height);
  for (let cells = 4, strength = 1; cells <= longest; cells *= 2, strength *= 0.9) {
    const step = longest / cells;
    const columns = Math.ceil(width / step) + 2;
    const grid = Float32Array.from({ length: columns * (Math.ceil(height / step) + 2) * 3 }, random);
    const at = (column: number, row: number, channel: number) => grid[(row * columns + column) * 3 + channel];
    for (let y = 0; y < height; y++) {
      const row = Math.floor(y / step);
      const down = y / step - row;
      for (let x = 0; x < width; x++) {
        const column = Math.floor(x / step);
        const right = x / step - column;
        for (let channel = 0; channel < 3; channel++) {
          const top = at(column, row, channel) * (1 - right) + at(column + 1, row, channel) * right;
          const bottom = at(column, row + 1, channel) * (1 - right) + at(column + 1, row + 1, channel) * right;
          sum[(y * width + x) * 3 + channel] += strength * (top * (1 - down) + bottom * down);
        }
      }
    }
  }
  const pixels = Buffer.from(sum.map((value) => Math.max(0, Math.min(255, 128 + value * 160))));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export const pdfBytes = () =>
  Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const jpegFile = async (name = 'foto.jpg', background?: string): Promise<FormFile> => ({
  data: await imageBytes('jpeg', 320, 240, background),
  filename: name,
  type: 'image/jpeg',
});
export const pngFile = async (name = 'plano.png', background?: string): Promise<FormFile> => ({
  data: await imageBytes('png', 200, 300, background),
  filename: name,
  type: 'image/png',
});

/** The fields of a complete apartment listing, as the form sends them. */
export function propertyFields(overrides: Record<string, string | string[]> = {}): FormEntry[] {
  const fields: Record<string, string | string[]> = {
    title: 'Departamento de 3 ambientes en Palermo',
    description: 'Luminoso, con balcón a la calle.',
    type: 'property',
    category: 'departamento',
    operation: 'venta',
    currency: 'USD',
    amount: '185000',
    amount_sale: '',
    public: '1',
    reference: 'PAL-0042',
    'agents[]': ['Lucía Rodríguez', 'Martín Fernández'],
    'address[title]': 'Honduras 4800, Palermo, CABA',
    'address[lat]': '-34.5862',
    'address[lng]': '-58.4301',
    'extras[areas][total]': '72.5',
    'extras[areas][covered]': '65',
    'extras[rooms][total]': '3',
    'extras[rooms][bedrooms]': '2',
    'extras[rooms][bathrooms]': '1',
    'extras[parkings]': '1',
    'extras[credit]': '1',
    'extras[reserved]': '0',
    'extras[age]': '0',
    'extras[tags][]': ['balcón', 'luminoso'],
    ...overrides,
  };
  return Object.entries(fields).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((item): FormEntry => [name, item]) : [[name, value] as FormEntry],
  );
}

/** A multipart body as a browser's FormData would send it; files keep their order. */
export async function formBody(entries: FormEntry[]) {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.data], { type: value.type }), value.filename);
  }
  const request = new Request('http://vitrina.test/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

export async function sendForm(
  ctx: TestContext,
  who: Actor | null,
  method: 'POST' | 'PUT',
  url: string,
  entries: FormEntry[],
) {
  const body = await formBody(entries);
  return ctx.app.inject({ method, url, headers: { ...(who?.headers ?? {}), ...body.headers }, payload: body.payload });
}

export async function createListing(ctx: TestContext, who: Actor, entries: FormEntry[] = propertyFields()) {
  const response = await sendForm(ctx, who, 'POST', '/api/account/publication', entries);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Every stored listing image file, relative to publications/, read through the app's store. */
export function listingFiles(ctx: TestContext): Promise<string[]> {
  return uploadNames(ctx, 'publications');
}

/** Everything a listing write could touch, to prove a refused request changed nothing. */
export async function listingState(ctx: TestContext) {
  return {
    publications: await ctx.db.select().from(publications).orderBy(asc(publications.id)),
    media: await ctx.db.select().from(publicationMedia).orderBy(asc(publicationMedia.id)),
    files: await listingFiles(ctx),
  };
}

/** A listing a synchronizer brought for `owner`, written as the synchronizer writes it. */
export async function syncedListing(
  ctx: TestContext,
  owner: Actor,
  values: Partial<NewPublicationRow> = {},
): Promise<PublicationRow> {
  let [synchronizer] = await ctx.db.select().from(synchronizers).where(eq(synchronizers.userId, owner.user.id));
  synchronizer ??= (
    await ctx.db
      .insert(synchronizers)
      .values({ userId: owner.user.id, type: 'json', config: { url: 'https://feed.example/items.json' } })
      .returning()
  )[0];
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(publications)
    .values({
      userId: owner.user.id,
      synchronizerId: synchronizer.id,
      code: `feed-${Math.random().toString(36).slice(2, 8)}`,
      title: 'Casa con jardín en Bella Vista',
      type: 'property',
      category: 'casa',
      operation: 'venta',
      currency: 'USD',
      amount: 240000,
      listedAt: now,
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row;
}
