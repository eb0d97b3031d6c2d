// The microsite administration as an admin reads it (the list and its search, the users to pick, a missing one) and
// deletes a microsite with its searches and files.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searches } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { admin } from '../admin/admin-test-helpers';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { makeSearch } from '../searches/core/search-test-helpers';
import { onMicrositeChanged } from './microsite-changes';
import { auditOf, createMicrosite, freshHost, imageFile, micrositeFiles, send } from './microsites-test-helpers';

let ctx: TestContext;
let boss: Actor;
let ana: Actor;
let bruno: Actor;
let changes = 0;
let stopListening: () => void;
beforeAll(async () => {
  ctx = await createTestContext();
  boss = await admin(ctx, ['microsites'], { name: 'Directora Sitios' });
  ana = await actor(ctx, { name: 'Ana Inmuebles', slug: 'ana-inmuebles' });
  bruno = await actor(ctx, { name: 'Bruno Propiedades' });
  stopListening = onMicrositeChanged(() => {
    changes += 1;
  });
});
afterAll(async () => {
  stopListening();
  await ctx.close();
});

const get = (url: string, who: Actor = boss) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });

describe('reading microsites', () => {
  it('lists them newest first, 20 a page, searching name or host', async () => {
    const host = freshHost().replace('tienda', 'palermo');
    const older = await createMicrosite(ctx, boss, [ana.user.id], { name: 'Palermo Propiedades' });
    ctx.clock.advance(60_000);
    const newer = await createMicrosite(ctx, boss, [ana.user.id, bruno.user.id], { name: 'Sitio Norte', host });
    const page = (await get('/admin/microsite?search=PALERMO')).json();
    expect(page.data.map((row: { id: number }) => row.id)).toEqual([newer.id, older.id]);
    expect(page.data[0]).toEqual({
      id: newer.id,
      name: 'Sitio Norte',
      host,
      status: 'active',
      logo_square_url: null,
      users_count: 2,
      created_at: expect.any(String),
    });
    for (let i = 0; i < 20; i++) await createMicrosite(ctx, boss, [bruno.user.id], { name: `Relleno ${i}` });
    const first = (await get('/admin/microsite')).json();
    expect(first.data).toHaveLength(20);
    expect(first.total).toBeGreaterThan(20);
    expect(first.next_page_url).toBe('http://vitrina.test/api/admin/microsite?page=2');
    expect((await get('/admin/microsite?orderBy=host')).statusCode).toBe(422);
  });

  it('finds users to pick by name or email', async () => {
    const carla = await actor(ctx, { name: 'Carla Vendedora', email: 'carla.ventas@ejemplo.com' });
    const byName = (await get('/admin/microsite/users?search=vendedora')).json();
    expect(byName.data).toEqual([
      { id: carla.user.id, name: 'Carla Vendedora', email: 'carla.ventas@ejemplo.com', avatar_url: null },
    ]);
    expect((await get('/admin/microsite/users?search=CARLA.VENTAS')).json().total).toBe(1);
    // `%` is taken literally.
    expect((await get('/admin/microsite/users?search=%25')).json().total).toBe(0);
  });

  it('answers 404 with its text for an unknown microsite', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await get(`/admin/microsite/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'El micrositio no existe.' });
    }
  });
});

describe('deleting a microsite', () => {
  it('deletes it with its users, searches and files, audits it and tells the host resolution', async () => {
    const created = await createMicrosite(ctx, boss, [ana.user.id], { logo_square: await imageFile() });
    const search = await makeSearch(ctx, {
      creator: ana,
      micrositeId: created.id,
      filters: [{ type: 'property', category: 'departamento' }],
    });
    const files = await micrositeFiles(ctx);
    const before = changes;
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/microsite/${created.id}`,
      headers: boss.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Micrositio eliminado correctamente.' });
    expect(changes).toBe(before + 1);
    expect(await ctx.db.select().from(searches).where(eq(searches.id, search.id))).toEqual([]);
    expect(files.length - (await micrositeFiles(ctx)).length).toBe(3);
    expect((await get(`/admin/microsite/${created.id}`)).statusCode).toBe(404);
    expect((await auditOf(ctx, created.id)).at(-1)).toMatchObject({
      action: 'microsite.delete',
      before: { host: created.host, users: [ana.user.id] },
      after: null,
    });
    // The users themselves stay.
    expect((await get('/admin/microsite/users?search=ana inmuebles')).json().total).toBe(1);
  });

  it('through POST with _method=DELETE, and 404 the second time', async () => {
    const created = await createMicrosite(ctx, boss, [ana.user.id]);
    const first = await send(ctx, boss, 'POST', `/admin/microsite/${created.id}`, { _method: 'DELETE' });
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(ctx, boss, 'POST', `/admin/microsite/${created.id}`, { _method: 'DELETE' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'El micrositio no existe.' });
  });
});
