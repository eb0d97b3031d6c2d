import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationMedia, publications, users } from '../../db/schema/index';
import { createLogger } from '../../lib/logger';
import { uploadBytes } from '../../lib/storage/uploads-test-helpers';
import { thumbnailSize } from '../../modules/publications';
import { createTestContext, type TestContext } from '../../test/context';
import { loadDemoData } from '../index';
import { viewsByKind } from '../pictures/drawers';
import { demoEmail, demoUsers } from '../users';
import { seedPictureView } from './images';
import { demoPublications } from './seed-publications';

// The demo set as a newcomer meets it (the README's promises): the first start's few hundred listings.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await loadDemoData({ db: ctx.db, storage: ctx.app.storage, clock: ctx.clock, logger: createLogger('silent') });
}, 180_000);
afterAll(() => ctx.close());

const listings = () => ctx.db.select().from(publications).orderBy(asc(publications.id));
const mediaOf = async () =>
  ctx.db.select().from(publicationMedia).orderBy(asc(publicationMedia.publicationId), asc(publicationMedia.number));

/** A month's rent in pesos that fits the listing: by m² covered where it has rooms, as a whole for the rest. */
function plausibleRent(row: { category: string; amount: number | null; areaCovered: number | null }): boolean {
  const amount = row.amount!;
  if (row.category === 'cochera') return amount >= 20_000 && amount <= 400_000;
  if (row.category === 'terreno') return amount >= 100_000 && amount <= 15_000_000;
  if (row.category === 'campo') return amount >= 200_000 && amount <= 40_000_000;
  const perM2 = amount / row.areaCovered!;
  return amount >= 100_000 && perM2 >= 2_000 && perM2 <= 60_000;
}

describe('the demo set', () => {
  it('prices every sale in dollars and every rent, temporary ones too, in pesos a month that fit the place', async () => {
    const rows = await listings();
    expect(rows).toHaveLength(demoPublications);
    const properties = rows.filter((row) => row.type === 'property');
    const rents = properties.filter((row) => row.operation === 'alquiler' || row.operation === 'alquiler_temporario');
    expect(rents.length).toBeGreaterThan(20);
    for (const row of rents) {
      expect(row.currency, `${row.title}: ${row.currency} ${row.amount}`).toBe('ARS');
      expect(plausibleRent(row), `${row.title}: $ ${row.amount} (${row.areaCovered} m²)`).toBe(true);
    }
    for (const row of properties.filter((item) => item.operation === 'venta'))
      expect(row.currency, row.title).toBe('USD');
    for (const row of rows.filter((item) => item.type === 'clothing')) expect(row.currency, row.title).toBe('ARS');
  });

  it('gives every demo user listings of their own', async () => {
    const owners = await ctx.db
      .selectDistinct({ email: users.email })
      .from(publications)
      .innerJoin(users, eq(users.id, publications.userId));
    expect(owners.map((owner) => owner.email).sort()).toEqual(demoUsers.map((user) => demoEmail(user.name)).sort());
  });

  it('gives every listing a cover of its own, so no two neighbouring cards show the same picture', async () => {
    const covers = (await mediaOf()).filter((row) => row.number === 1);
    expect(covers.length).toBeGreaterThan(demoPublications * 0.9);
    expect(new Set(covers.map((row) => row.file)).size).toBe(covers.length);
    expect(new Set(covers.map((row) => row.thumbnail)).size).toBe(covers.length);
    // And as a deck deals them, most relevant first.
    const deck = await ctx.db
      .select({ id: publications.id, cover: publicationMedia.file })
      .from(publications)
      .innerJoin(publicationMedia, eq(publicationMedia.publicationId, publications.id))
      .where(eq(publicationMedia.number, 1))
      .orderBy(publications.relevance);
    for (let i = 1; i < deck.length; i++) expect(deck[i].cover).not.toBe(deck[i - 1].cover);
  });

  it("shows pictures drawn for each listing's kind: its cover view first, then its other views, none twice", async () => {
    const kinds = new Map((await listings()).map((row) => [row.id, row.category]));
    const media = await mediaOf();
    const byListing = new Map<number, typeof media>();
    for (const row of media) byListing.set(row.publicationId, [...(byListing.get(row.publicationId) ?? []), row]);
    for (const [id, pictures] of byListing) {
      const views = viewsByKind[kinds.get(id)!];
      for (const picture of pictures) {
        expect(views, `${kinds.get(id)} ${picture.file}`).toContain(seedPictureView(picture.file));
        expect(seedPictureView(picture.thumbnail!)).toBe(seedPictureView(picture.file));
      }
      expect(seedPictureView(pictures[0].file), pictures[0].file).toBe(views[0]);
      expect(new Set(pictures.map((picture) => picture.file)).size, `listing ${id}`).toBe(pictures.length);
      if (pictures.length >= 2) expect(seedPictureView(pictures[1].file)).toBe(views[1]);
    }
    // Every kind of the demo set draws its own scenes: a flat's living room is not a house's façade.
    const covers = media.filter((row) => row.number === 1).map((row) => seedPictureView(row.file));
    expect(new Set(covers).size).toBeGreaterThanOrEqual(12);
  });

  it('stores real JPEG pictures at the sizes uploads are kept, with a square thumbnail and their colour', async () => {
    const media = await mediaOf();
    const kinds = new Map((await listings()).map((row) => [row.id, row.category]));
    const oneOfEachKind = [...new Map(media.map((row) => [kinds.get(row.publicationId), row])).values()];
    expect(oneOfEachKind.length).toBeGreaterThanOrEqual(12);
    for (const row of oneOfEachKind) {
      const bytes = await uploadBytes(ctx, row.file);
      expect(await sharp(bytes).metadata(), row.file).toMatchObject({
        format: 'jpeg',
        width: row.width,
        height: row.height,
      });
      expect(Math.max(row.width!, row.height!)).toBeLessThanOrEqual(1600);
      expect(row.size).toBe(bytes.length);
      const thumb = await sharp(await uploadBytes(ctx, row.thumbnail!)).metadata();
      expect(thumb, row.thumbnail!).toMatchObject({ format: 'jpeg', width: thumbnailSize, height: thumbnailSize });
      expect(row.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${oneOfEachKind[0].file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // Each cover's colour is its own picture's, not one shared placeholder.
    const distinctColours = new Set(media.filter((row) => row.number === 1).map((row) => row.color));
    expect(distinctColours.size).toBeGreaterThan(20);
  });
});
