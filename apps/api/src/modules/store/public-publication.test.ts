// GET /api/publication/{id}: a public listing for guests, other users and its owner alike; a private one, a
// missing one and an id that is no id answer 404 to everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationSchema } from '@vitrina/shared/publications';
import { publicationMedia, publications, type PublicationRow } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, notFoundBody, type Actor } from '../groups/groups-test-helpers';

let ctx: TestContext;
let owner: Actor;
let other: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await actor(ctx, { name: 'Florencia Díaz', slug: 'flor-diaz-detalle' });
  other = await actor(ctx, { name: 'Santiago López' });
});
afterAll(() => ctx.close());

const read = (id: number | string, who: Actor | null) =>
  ctx.app.inject({ method: 'GET', url: `/api/publication/${id}`, headers: who?.headers ?? {} });

async function garment(values: Partial<PublicationRow> = {}) {
  const [row] = await ctx.db
    .insert(publications)
    .values({
      userId: owner.user.id,
      title: 'Vestido midi floreado',
      type: 'clothing',
      category: 'vestidos',
      currency: 'ARS',
      amount: 52000,
      reference: 'INT-77',
      priority: 'urgente',
      priorityDescription: 'Liquidar antes de fin de mes',
      priorityExpiresAt: new Date(ctx.clock.now().getTime() + 86_400_000),
      ...values,
    })
    .returning();
  await ctx.db
    .insert(publicationMedia)
    .values({ publicationId: row.id, file: `publications/${owner.user.id}/vestido.webp`, thumbnail: null, number: 1 });
  return row;
}

describe('GET /api/publication/{id}', () => {
  it('answers a public listing to a guest and to another user, without what only the owner’s team uses', async () => {
    const dress = await garment();
    for (const who of [null, other]) {
      const response = await read(dress.id, who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: dress.id,
        title: 'Vestido midi floreado',
        public: true,
        amount: 52000,
        medias: [{ file_url: `http://vitrina.test/uploads/publications/${owner.user.id}/vestido.webp` }],
        users: [{ id: owner.user.id, name: 'Florencia Díaz', slug: 'flor-diaz-detalle' }],
        pivot: { creator: false },
        reference: null,
        priority: null,
        priority_description: null,
        priority_expires_at: null,
      });
    }
  });

  it('answers what its schema names and nothing more, written without the schema on the way out', async () => {
    const dress = await garment({ title: 'Saco de lino' });
    for (const who of [null, other, owner]) {
      const response = await read(dress.id, who);
      expect(response.statusCode).toBe(200);
      const parsed = publicationSchema.strict().safeParse(response.json());
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it('answers the owner their public listing whole, as its creator', async () => {
    const dress = await garment({ title: 'Campera de cuero negra' });
    const response = await read(dress.id, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: dress.id,
      pivot: { creator: true },
      reference: 'INT-77',
      priority: 'urgente',
      priority_description: 'Liquidar antes de fin de mes',
    });
  });

  it('answers its owner the same view as their own listing’s page, its photos in their order', async () => {
    const dress = await garment({ title: 'Blazer cruzado' });
    await ctx.db.insert(publicationMedia).values([
      { publicationId: dress.id, file: `publications/${owner.user.id}/espalda.webp`, thumbnail: null, number: 3 },
      { publicationId: dress.id, file: `publications/${owner.user.id}/frente.webp`, thumbnail: null, number: 0 },
    ]);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/publication/${dress.id}`,
      headers: owner.headers,
    });
    expect(own.statusCode).toBe(200);
    const response = await read(dress.id, owner);
    expect(response.json()).toEqual(own.json());
    const files = response.json().medias.map((media: { file: string }) => media.file.split('/').pop());
    expect(files).toEqual(['frente.webp', 'vestido.webp', 'espalda.webp']);
  });

  it('answers 404 for a private listing to everyone, its owner too, and for ids that name none', async () => {
    const hidden = await garment({ title: 'Muestra privada', public: false });
    for (const who of [null, other, owner]) {
      const response = await read(hidden.id, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
      expect(response.body).not.toContain('Muestra privada');
    }
    for (const id of ['999999', 'abc', '0', '-3', '1e3']) {
      const response = await read(id, other);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
  });

  it('reads a request with a token that is no longer valid as a guest’s: no sign-in is needed here', async () => {
    const dress = await garment({ title: 'Remera básica' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/publication/${dress.id}`,
      headers: { authorization: 'Bearer nada' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: dress.id, pivot: { creator: false } });
  });
});
