// The administration of groups (list, detail, edit, delete with the logo file and the audit) and the list of every
// search by scope.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, createGroupAs, joinGroup, pngDataUrl, type Actor } from '../groups/groups-test-helpers';
import { makeSearch } from '../searches/core/search-test-helpers';
import { admin, auditRows, call } from './admin-test-helpers';
import { uploadExists } from '../../lib/storage/uploads-test-helpers';

let ctx: TestContext;
let boss: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  boss = await admin(ctx, ['groups', 'searches'], { name: 'Ana Administradora' });
});
afterAll(() => ctx.close());

const flat = { type: 'property', category: 'departamento' } as const;

describe('/admin/group', () => {
  it('lists every group by name, newest first, with its member count', async () => {
    const owner = await actor(ctx);
    const made = [];
    for (let index = 0; index < 22; index++) {
      ctx.clock.advance(1000);
      made.push(await createGroupAs(ctx, owner, { name: `Inmobiliaria Norte ${index}` }));
    }
    await joinGroup(ctx, owner, made[21].id, await actor(ctx));
    const page = (await call(ctx, boss, 'GET', '/admin/group?search=norte')).json();
    expect(page.total).toBe(22);
    expect(page.data).toHaveLength(20);
    expect(page.data[0]).toEqual({
      id: made[21].id,
      name: 'Inmobiliaria Norte 21',
      logo_url: null,
      users_count: 2,
      public: null,
      created_at: expect.any(String),
    });
    expect(page.next_page_url).toBe('http://vitrina.test/api/admin/group?search=norte&page=2');
    const second = (await call(ctx, boss, 'GET', '/admin/group?search=norte&page=2')).json();
    expect(second.data.map((row: { id: number }) => row.id)).toEqual([made[1].id, made[0].id]);
  });

  it('shows a group with its members and searches; 404 for a missing one', async () => {
    const owner = await actor(ctx, { name: 'Valentina Gómez' });
    const member = await actor(ctx, { name: 'Lucía Rodríguez' });
    const group = await createGroupAs(ctx, owner, { name: 'Equipo Palermo' });
    ctx.clock.advance(60_000);
    await joinGroup(ctx, owner, group.id, member);
    await makeSearch(ctx, { creator: owner, groupId: group.id, filters: [flat] });
    const body = (await call(ctx, boss, 'GET', `/admin/group/${group.id}`)).json();
    expect(body).toMatchObject({ id: group.id, name: 'Equipo Palermo', users_count: 2, searches_count: 1, audit: [] });
    expect(body.users).toEqual([
      {
        id: owner.user.id,
        name: 'Valentina Gómez',
        email: owner.user.email,
        avatar_url: null,
        pivot: { admin: true, owner: true, creator: true, created_at: expect.any(String) },
      },
      {
        id: member.user.id,
        name: 'Lucía Rodríguez',
        email: member.user.email,
        avatar_url: null,
        pivot: { admin: false, owner: false, creator: false, created_at: expect.any(String) },
      },
    ]);
    const missing = await call(ctx, boss, 'GET', '/admin/group/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'El grupo no existe.' });
  });

  it('edits the name and the public flag, with the audit; refuses a bad body', async () => {
    const owner = await actor(ctx);
    const group = await createGroupAs(ctx, owner, { name: 'Equipo Sur' });
    const response = await call(ctx, boss, 'PUT', `/admin/group/${group.id}`, { name: 'Equipo Sur Oeste', public: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Grupo actualizado correctamente.',
      group: { name: 'Equipo Sur Oeste', public: true },
    });
    expect(response.json().group.audit).toEqual([
      expect.objectContaining({
        action: 'group.update',
        actor: { id: boss.user.id, name: 'Ana Administradora' },
        before: { name: 'Equipo Sur', public: null },
        after: { name: 'Equipo Sur Oeste', public: true },
      }),
    ]);
    for (const payload of [{ name: 'Eq' }, { name: 'Equipo', logo_url: '/otro.png' }]) {
      const refused = await call(ctx, boss, 'PUT', `/admin/group/${group.id}`, payload);
      expect(refused.statusCode).toBe(422);
    }
    expect((await ctx.db.select().from(groups).where(eq(groups.id, group.id)))[0].name).toBe('Equipo Sur Oeste');
    expect((await call(ctx, boss, 'PUT', '/admin/group/999999999', { name: 'Nadie' })).statusCode).toBe(404);
  });

  it("replaces and removes a group's logo, deleting the files it replaced, and refuses a file that is not an image", async () => {
    const owner = await actor(ctx);
    const group = await createGroupAs(ctx, owner, { name: 'Equipo Logo', logo: await pngDataUrl() });
    const first = group.logo_url!;
    const replaced = await call(ctx, boss, 'PUT', `/admin/group/${group.id}`, { logo: await pngDataUrl(640, 640) });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = replaced.json().group.logo_url as string;
    expect(second).not.toBe(first);
    expect(await uploadExists(ctx, second)).toBe(true);
    expect(await uploadExists(ctx, first)).toBe(false);
    expect(replaced.json().group.audit[0]).toMatchObject({
      action: 'group.update',
      before: { logo_file: expect.any(String) },
      after: { logo_file: expect.any(String) },
    });

    const notImage = await call(ctx, boss, 'PUT', `/admin/group/${group.id}`, {
      logo: `data:image/png;base64,${Buffer.from('%PDF-1.4 no es una imagen').toString('base64')}`,
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().message).toBe('El logo debe ser una imagen');
    expect(await uploadExists(ctx, second)).toBe(true);

    const removed = await call(ctx, boss, 'PUT', `/admin/group/${group.id}`, { logo: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().group.logo_url).toBeNull();
    expect(await uploadExists(ctx, second)).toBe(false);
  });

  it('deletes a group with its logo file; the audit entry stays', async () => {
    const owner = await actor(ctx);
    const group = await createGroupAs(ctx, owner, { name: 'Equipo Efímero', logo: await pngDataUrl() });
    expect(await uploadExists(ctx, group.logo_url!)).toBe(true);
    const response = await call(ctx, boss, 'DELETE', `/admin/group/${group.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Grupo eliminado correctamente.' });
    expect(await ctx.db.select().from(groups).where(eq(groups.id, group.id))).toEqual([]);
    expect(await uploadExists(ctx, group.logo_url!)).toBe(false);
    const entries = await auditRows(ctx, 'group', group.id);
    expect(entries).toMatchObject([
      {
        action: 'group.delete',
        actorId: boss.user.id,
        before: { name: 'Equipo Efímero', users_count: 1 },
        after: null,
      },
    ]);
    expect((await call(ctx, boss, 'DELETE', `/admin/group/${group.id}`)).statusCode).toBe(404);
  });
});

describe('GET /admin/search', () => {
  it('lists every search by title or owner name and by scope, newest first', async () => {
    const owner = await actor(ctx, { name: 'Martina Buscadora' });
    const store = await actor(ctx, { name: 'Tienda Centro' });
    const group = await createGroupAs(ctx, owner, { name: 'Equipo Buscador' });
    ctx.clock.advance(1000);
    const platform = await makeSearch(ctx, { creator: owner, filters: [flat] });
    const inStore = await makeSearch(ctx, { creator: owner, scopeUserId: store.user.id, filters: [flat] });
    const inGroup = await makeSearch(ctx, { creator: owner, groupId: group.id, filters: [flat] });

    const all = (await call(ctx, boss, 'GET', '/admin/search?search=buscadora')).json();
    expect(all.total).toBe(3);
    const byId = Object.fromEntries(all.data.map((row: { id: number }) => [row.id, row]));
    expect(byId[platform.id]).toEqual({
      id: platform.id,
      uuid: platform.uuid,
      title: 'Búsqueda de prueba',
      scope: { type: 'platform', id: null, name: null },
      owner: { id: owner.user.id, name: 'Martina Buscadora' },
      participants_count: 1,
      decisions_true_count: 0,
      decisions_false_count: 0,
      shareable: false,
      published_at: null,
      created_at: expect.any(String),
    });
    expect(byId[inStore.id].scope).toEqual({ type: 'user', id: store.user.id, name: 'Tienda Centro' });
    expect(byId[inGroup.id].scope).toEqual({ type: 'group', id: group.id, name: 'Equipo Buscador' });

    const ids = async (scope: string) =>
      (await call(ctx, boss, 'GET', `/admin/search?search=buscadora&scope=${scope}`))
        .json()
        .data.map((row: { id: number }) => row.id);
    expect(await ids('platform')).toEqual([platform.id]);
    expect(await ids('user')).toEqual([inStore.id]);
    expect(await ids('group')).toEqual([inGroup.id]);
    expect(await ids('microsite')).toEqual([]);
    expect((await call(ctx, boss, 'GET', '/admin/search?scope=nowhere')).statusCode).toBe(422);
    // By title too.
    expect((await call(ctx, boss, 'GET', '/admin/search?search=prueba')).json().total).toBeGreaterThanOrEqual(3);
  });
});
