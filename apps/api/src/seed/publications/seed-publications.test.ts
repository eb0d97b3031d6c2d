import { count, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageGroups, categories, currencies, genders, operations, priorities, sizes } from '@vitrina/shared/enums';
import { normalizePhone } from '@vitrina/shared/phone';
import { publicationInputSchema, publicationSchema } from '@vitrina/shared/publications';
import { isReservedSlug, normalizeSlug } from '@vitrina/shared/slug';
import { groups, groupUsers, publicationMedia, publications, users, type PublicationRow } from '../../db/schema/index';
import { issueToken } from '../../modules/auth';
import { createLogger } from '../../lib/logger';
import { uploadBytes, uploadExists } from '../../lib/storage/uploads-test-helpers';
import { computeRelevance, listingFieldsOf } from '../../modules/publications';
import { createTestContext, type TestContext } from '../../test/context';
import { loadDemoData } from '../index';
import { demoEmail } from '../users';
import { viewsByKind } from '../pictures/drawers';
import { seedImagePrefix, sharedCovers } from './images';
import { longTailSeller } from './owners';
import { demoPublications, longTailCount } from './seed-publications';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Each seed here draws pictures (a few hundred for the demo set): the tests that seed get minutes on a busy machine.
function seed(target?: number) {
  return loadDemoData(
    { db: ctx.db, storage: ctx.app.storage, clock: ctx.clock, logger: createLogger('silent') },
    { target },
  );
}

const values = (list: readonly { value: string }[]) => list.map((item) => item.value);

/** A stored listing as the form would have sent it: what the shared validation accepts is what a user could write. */
function asFormInput(row: PublicationRow) {
  const fields = listingFieldsOf(row);
  return {
    ...fields,
    address: row.addressTitle ? { title: row.addressTitle, lat: row.lat, lng: row.lng } : undefined,
    extras: { ...fields.extras, stock: row.stock },
  };
}

/** A shared picture's key: a view's numbered variant, never a listing's own. */
const sharedFile = new RegExp(`^${seedImagePrefix}[a-z-]+/v\\d+\\.jpg$`);
/** However many listings are topped up, they share at most a dozen covers a kind and a few variants of a view. */
const poolBound = Object.keys(viewsByKind).length * sharedCovers + new Set(Object.values(viewsByKind).flat()).size * 3;

/** The media rows of the listings after the demo set's first few hundred, in id order. */
async function mediaBeyondTheDemoSet() {
  const [{ last }] = await ctx.db
    .select({ last: sql<number>`max(id)::int` })
    .from(
      sql`(select ${publications.id} as id from ${publications} order by ${publications.id} limit ${demoPublications}) demo`,
    );
  return ctx.db
    .select()
    .from(publicationMedia)
    .where(sql`${publicationMedia.publicationId} > ${last}`)
    .orderBy(publicationMedia.publicationId, publicationMedia.number);
}

describe('generated listings', () => {
  it("loads the demo set's listings, each one valid as a form and against the shared enumerations", async () => {
    const summary = await seed(400);
    expect(summary.publications).toEqual({ total: 400, created: 400 });
    const rows = await ctx.db.select().from(publications);
    expect(rows).toHaveLength(400);
    const now = ctx.clock.now();
    for (const row of rows) {
      const parsed = publicationInputSchema.safeParse(asFormInput(row));
      expect(parsed.success, `${row.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      const category = categories.find((item) => item.value === row.category)!;
      expect(category.types as readonly string[]).toContain(row.type);
      if (row.type === 'property') {
        expect(values(operations)).toContain(row.operation);
        expect(row.lat! > -55 && row.lat! < -21 && row.lng! > -74 && row.lng! < -53, row.addressTitle!).toBe(true);
        // Every flat pays expensas, and its description quotes the same figure.
        if (row.category === 'departamento') {
          expect(row.expenses).toBeGreaterThan(0);
          expect(row.description).toContain(`Expensas aproximadas: $ ${row.expenses!.toLocaleString('es-AR')}.`);
        }
      } else {
        expect(row.operation).toBeNull();
        expect(values(genders)).toContain(row.gender);
        expect(values(ageGroups)).toContain(row.ageGroup);
        expect(row.sizes.length).toBeGreaterThan(0);
        for (const size of row.sizes) expect(values(sizes)).toContain(size);
        expect(new Set(row.stock.map((item) => item.size))).toEqual(new Set(row.sizes));
        expect(new Set(row.stock.map((item) => item.color))).toEqual(new Set(row.colors));
      }
      expect(values(currencies)).toContain(row.currency);
      expect(row.amount).toBeGreaterThan(0);
      if (row.amountSale !== null) expect(row.amountSale).toBeLessThan(row.amount!);
      if (row.priority !== null) expect(values(priorities)).toContain(row.priority);
      expect(row.listedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.listedAt.getTime());
      expect(Math.fround(row.relevance)).toBe(Math.fround(computeRelevance(row, now)));
    }
    const types = new Set(rows.map((row) => row.type));
    expect(types).toEqual(new Set(['property', 'clothing']));
    expect(rows.some((row) => !row.public)).toBe(true);
    expect(rows.some((row) => row.priority !== null)).toBe(true);
  }, 180_000);

  it('gives the listings beyond the demo set their pictures from a bounded pool of shared ones', async () => {
    const [{ expected }] = await ctx.db
      .select({ expected: sql<number>`sum(${publications.mediaCount})::int` })
      .from(publications);
    expect(await ctx.db.$count(publicationMedia)).toBe(expected);
    const beyond = await mediaBeyondTheDemoSet();
    expect(beyond.length).toBeGreaterThan(0);
    for (const row of beyond) expect(row.file, row.file).toMatch(sharedFile);
    for (const file of new Set(beyond.flatMap((row) => [row.file, row.thumbnail!])))
      expect(await uploadExists(ctx, file), file).toBe(true);
    // A listing never shows one picture twice, and neighbours by id never share a cover.
    const byListing = new Map<number, string[]>();
    for (const row of beyond) byListing.set(row.publicationId, [...(byListing.get(row.publicationId) ?? []), row.file]);
    for (const [id, files] of byListing) expect(new Set(files).size, `listing ${id}`).toBe(files.length);
    const covers = beyond.filter((row) => row.number === 1);
    for (let i = 1; i < covers.length; i++)
      if (covers[i].publicationId === covers[i - 1].publicationId + 1)
        expect(covers[i].file).not.toBe(covers[i - 1].file);
    const sample = covers[0];
    expect(await sharp(await uploadBytes(ctx, sample.file)).metadata()).toMatchObject({
      format: 'jpeg',
      width: sample.width,
      height: sample.height,
    });
    expect(await sharp(await uploadBytes(ctx, sample.thumbnail!)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 400,
      height: 400,
    });
    expect(sample.color).toMatch(/^#[0-9a-f]{6}$/);
    // Numbered from 1 in each listing, as the form numbers them.
    const numbers = await ctx.db
      .select({
        id: publicationMedia.publicationId,
        first: sql<number>`min(${publicationMedia.number})`,
        last: sql<number>`max(${publicationMedia.number})`,
        n: count(),
      })
      .from(publicationMedia)
      .groupBy(publicationMedia.publicationId);
    for (const row of numbers) expect([row.first, row.last]).toEqual([1, row.n]);
  });

  it("fills every demo group's portfolio under its public flag, as its members read it", async () => {
    const [mariana] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail('Mariana Sosa')));
    const [martin] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail('Martín Fernández')));
    for (const group of await ctx.db.select().from(groups)) {
      const reader = (await ctx.db.select().from(groupUsers).where(eq(groupUsers.groupId, group.id))).some(
        (row) => row.userId === mariana.id,
      )
        ? mariana
        : martin;
      const token = await issueToken(ctx.db, reader.id, { clock: ctx.clock });
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/account/group/${group.id}/publication`,
        headers: { authorization: `Bearer ${token.access_token}` },
      });
      expect(response.statusCode, group.name).toBe(200);
      const body = response.json();
      expect(body.total, group.name).toBeGreaterThanOrEqual(10);
      for (const item of body.data) expect(publicationSchema.safeParse(item).success).toBe(true);
      if (group.public !== null)
        expect(
          body.data.every((item: { public: boolean }) => item.public === group.public),
          group.name,
        ).toBe(true);
    }
  });

  it('remembers the demo addresses for their owners: the address field offers each owner theirs, and no one else', async () => {
    const [sample] = await ctx.db
      .select()
      .from(publications)
      .where(sql`${publications.addressTitle} is not null`)
      .orderBy(publications.id)
      .limit(1);
    const [stranger] = await ctx.db
      .select()
      .from(users)
      .where(
        sql`${users.id} <> ${sample.userId} and not exists (
      select 1 from ${publications} p where p.user_id = ${users.id} and p.address_title = ${sample.addressTitle})`,
      )
      .limit(1);
    const offered = async (userId: number) => {
      const token = await issueToken(ctx.db, userId, { clock: ctx.clock });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/map/autocomplete',
        headers: { authorization: `Bearer ${token.access_token}` },
        payload: { search: sample.addressTitle!.split(',')[0] },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { description: string }[]).map((item) => item.description);
    };
    expect(await offered(sample.userId)).toContain(sample.addressTitle);
    expect(await offered(stranger.id)).not.toContain(sample.addressTitle);
  });

  it('tops up to the number asked for: the same number again adds nothing, a larger one adds the difference', async () => {
    const before = await ctx.db.select({ id: publications.id }).from(publications);
    expect((await seed(400)).publications).toEqual({ total: 400, created: 0 });
    expect((await seed(100)).publications).toEqual({ total: 400, created: 0 });
    expect(await ctx.db.select({ id: publications.id }).from(publications)).toEqual(before);
    expect((await seed(450)).publications).toEqual({ total: 450, created: 50 });
    expect(await ctx.db.$count(publications)).toBe(450);
  }, 120_000);

  it('beyond a few thousand listings, hands most of them to a long tail of sellers with valid contact data', async () => {
    const target = 3400;
    const sellers = longTailCount(target);
    expect(sellers).toBeGreaterThan(0);
    expect((await seed(target)).publications).toEqual({ total: target, created: target - 450 });
    const emails = Array.from({ length: sellers }, (_, n) => longTailSeller(n).email);
    const rows = await ctx.db.select().from(users).where(inArray(users.email, emails));
    expect(rows).toHaveLength(sellers);
    for (const user of rows) {
      if (user.phone) expect(normalizePhone(user.phone)).toBe(user.phone);
      if (user.slug) expect([normalizeSlug(user.slug) === user.slug, isReservedSlug(user.slug)]).toEqual([true, false]);
    }
    const [{ owned }] = await ctx.db
      .select({ owned: count() })
      .from(publications)
      .where(
        inArray(
          publications.userId,
          rows.map((user) => user.id),
        ),
      );
    expect(owned).toBeGreaterThan(0);
    expect(await ctx.db.$count(publications)).toBe(target);
    // Thousands of listings more, and still only the pool's files.
    const shared = new Set((await mediaBeyondTheDemoSet()).map((row) => row.file));
    expect(shared.size).toBeGreaterThan(20);
    expect(shared.size).toBeLessThanOrEqual(poolBound);
  }, 180_000);
});
