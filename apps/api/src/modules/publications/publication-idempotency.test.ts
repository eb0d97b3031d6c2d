// Creating a listing with an Idempotency-Key: a repeated request (an answer lost to a server that died or a proxy
// that dropped it) answers the first request's listing and stores nothing again, also when the twins arrive at
// once. On PostgreSQL (npm run test:pg) the concurrent requests really run side by side on a pool of connections.
import { count, eq, lte } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicationIdempotencyKeys, publicationMedia, publications } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, guestBody, type Actor } from '../groups/groups-test-helpers';
import { formBody, jpegFile, pngFile, propertyFields, type FormEntry } from './publications-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const badKeyBody = {
  message:
    'La clave Idempotency-Key debe tener entre 8 y 100 caracteres: letras sin acentos, números, guiones o guiones bajos.',
};

async function withImages(title = 'Departamento con patio'): Promise<FormEntry[]> {
  return [
    ...propertyFields({ title }),
    ['medias[]', await jpegFile('frente.jpg')],
    ['medias[]', await pngFile('plano.png')],
  ];
}

async function create(who: Actor | null, entries: FormEntry[], key?: string) {
  const body = await formBody(entries);
  const headers = {
    ...(who?.headers ?? {}),
    ...body.headers,
    ...(key === undefined ? {} : { 'idempotency-key': key }),
  };
  return ctx.app.inject({ method: 'POST', url: '/api/account/publication', headers, payload: body.payload });
}

async function listingsOf(who: Actor): Promise<number> {
  const [row] = await ctx.db.select({ total: count() }).from(publications).where(eq(publications.userId, who.user.id));
  return row.total;
}

/** The stored files of a person's listings, as their media rows name them. */
async function referencedFiles(who: Actor): Promise<string[]> {
  const rows = await ctx.db
    .select({ file: publicationMedia.file, thumbnail: publicationMedia.thumbnail })
    .from(publicationMedia)
    .innerJoin(publications, eq(publications.id, publicationMedia.publicationId))
    .where(eq(publications.userId, who.user.id));
  return rows.flatMap((row) => [row.file, row.thumbnail]).filter((key): key is string => !!key);
}

/** Every object written to storage from now on; with `holdUntil`, the writes wait until that many have begun. */
function recordPuts(holdUntil = 0) {
  const storage = ctx.app.storage;
  const put = storage.put.bind(storage);
  const keys: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  if (holdUntil === 0) release();
  vi.spyOn(storage, 'put').mockImplementation(async (key, ...rest) => {
    keys.push(key);
    if (keys.length >= holdUntil) release();
    await released;
    return put(key, ...rest);
  });
  return keys;
}

/** The written objects still in storage: no more and no fewer than the listings point at. */
async function objectsLeft(keys: string[]): Promise<string[]> {
  const left: string[] = [];
  for (const key of keys) if (await ctx.app.storage.exists(key)) left.push(key);
  return left.sort();
}

describe('a repeated creation with the same Idempotency-Key', () => {
  it('answers the first listing again, 201 with the same body, and stores one listing and no image again', async () => {
    const owner = await actor(ctx);
    const puts = recordPuts();
    const first = await create(owner, await withImages(), 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(puts).toHaveLength(4);

    const again = await create(owner, await withImages(), 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await listingsOf(owner)).toBe(1);
    expect(puts).toHaveLength(4);
    expect(await objectsLeft(puts)).toEqual((await referencedFiles(owner)).sort());
  });

  it('answers the first listing even when the repeat sends another form (or none that would pass)', async () => {
    const owner = await actor(ctx);
    const first = await create(owner, propertyFields({ title: 'Casa en Tigre' }), 'same-key-other-body');
    expect(first.statusCode, first.body).toBe(201);
    const other = await create(owner, propertyFields({ title: 'Otro título' }), 'same-key-other-body');
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({ id: first.json().id, title: 'Casa en Tigre' });
    const invalid = await create(owner, [['title', '']], 'same-key-other-body');
    expect(invalid.statusCode).toBe(201);
    expect(invalid.json().id).toBe(first.json().id);
    expect(await listingsOf(owner)).toBe(1);
  });

  it('stores one listing and one set of images when the twins arrive at once, and all name it', async () => {
    const owner = await actor(ctx);
    const twins = 5;
    const forms = await Promise.all(Array.from({ length: twins }, () => withImages('Dúplex frente al río')));
    // Every twin gets past the first look for the key before any stores its files: they race for the claim.
    const puts = recordPuts(twins);
    const answers = await Promise.all(forms.map((form) => create(owner, form, 'twins-at-once-0001')));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(twins).fill(201));
    const ids = new Set(answers.map((answer) => answer.json().id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await listingsOf(owner)).toBe(1);
    const referenced = (await referencedFiles(owner)).sort();
    expect(referenced).toHaveLength(4);
    // Each twin wrote its files; only the winner's are left.
    expect(puts).toHaveLength(twins * 4);
    expect(await objectsLeft(puts)).toEqual(referenced);
    for (const answer of answers.slice(1)) expect(answer.json()).toEqual(answers[0].json());
  });

  it("is each person's own: another person's request with the same key creates their listing", async () => {
    const [ana, bruno] = [await actor(ctx), await actor(ctx)];
    const first = await create(ana, propertyFields({ title: 'De Ana' }), 'shared-key-42');
    const second = await create(bruno, propertyFields({ title: 'De Bruno' }), 'shared-key-42');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
    expect(second.json()).toMatchObject({ title: 'De Bruno', users: [{ id: bruno.user.id }] });
    expect([await listingsOf(ana), await listingsOf(bruno)]).toEqual([1, 1]);
  });

  it('counts for a day: after 24 hours the same key creates a new listing', async () => {
    const owner = await actor(ctx);
    const first = await create(owner, propertyFields(), 'a-day-long-key');
    ctx.clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect((await create(owner, propertyFields(), 'a-day-long-key')).json().id).toBe(first.json().id);
    ctx.clock.advance(2000);
    const later = await create(owner, propertyFields(), 'a-day-long-key');
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
    expect(await listingsOf(owner)).toBe(2);
    // Kept a day: a creation prunes the keys older than that, anyone's.
    const oldest = await ctx.db
      .select({ createdAt: publicationIdempotencyKeys.createdAt })
      .from(publicationIdempotencyKeys)
      .where(lte(publicationIdempotencyKeys.createdAt, new Date(ctx.clock.now().getTime() - 24 * 60 * 60 * 1000)));
    expect(oldest).toEqual([]);
  });

  it('goes with its listing: once the listing is deleted, the key creates a new one', async () => {
    const owner = await actor(ctx);
    const first = await create(owner, propertyFields(), 'deleted-listing-key');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/publication/${first.json().id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    const again = await create(owner, propertyFields(), 'deleted-listing-key');
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.json().id);
    expect(await listingsOf(owner)).toBe(1);
  });
});

describe('the Idempotency-Key header', () => {
  it.each([
    ['too short', 'corta7'],
    ['too long', 'k'.repeat(101)],
    ['with a space', 'clave con espacio'],
    ['with an accent', 'publicación-1'],
  ])('refuses a key %s with a 400 and stores nothing', async (_case, key) => {
    const owner = await actor(ctx);
    const puts = recordPuts();
    const answer = await create(owner, await withImages(), key);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(badKeyBody);
    expect(await listingsOf(owner)).toBe(0);
    expect(puts).toEqual([]);
  });

  it('takes keys of 8 and of 100 characters', async () => {
    const owner = await actor(ctx);
    expect((await create(owner, propertyFields(), 'abcd_-12')).statusCode).toBe(201);
    expect((await create(owner, propertyFields(), 'Z'.repeat(100))).statusCode).toBe(201);
    expect(await listingsOf(owner)).toBe(2);
  });

  it('is optional: without it every request creates a listing, as before', async () => {
    const owner = await actor(ctx);
    const first = await create(owner, propertyFields());
    const second = await create(owner, propertyFields());
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).not.toBe(first.json().id);
    expect(await listingsOf(owner)).toBe(2);
  });

  it('does not let a guest in: 401 with or without a key, a good or a bad one', async () => {
    for (const key of [undefined, 'guest-key-123', 'mal']) {
      const answer = await create(null, propertyFields(), key);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(guestBody);
    }
  });
});

describe('the API documentation', () => {
  it('names the header and what a repeat answers on the creation route', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const creation = document.paths['/api/account/publication'].post;
    expect(creation.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
    expect(creation.description).toContain('responde 201 con la publicación que creó la primera solicitud');
  });
});
