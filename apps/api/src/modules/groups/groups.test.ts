import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { groups } from '../../db/schema/index';
import { uploadsDirectory } from '../../lib/storage';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, createGroupAs, groupWithRoles, joinGroup, pngDataUrl } from './groups-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const logoFile = (url: string) => join(uploadsDirectory(ctx.dataDir), url.replace('http://vitrina.test/uploads/', ''));
const logoFiles = () => {
  const dir = join(uploadsDirectory(ctx.dataDir), 'groups');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const groupCount = async () => (await ctx.db.select().from(groups)).length;

describe('POST /api/account/group', () => {
  it('creates the group with its creator as owner and admin, and a square logo re-encoded', async () => {
    const owner = await actor(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/group',
      headers: owner.headers,
      payload: { name: '  Equipo Palermo ', description: 'Propiedades de Palermo', logo: await pngDataUrl(900, 600), public: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const group = response.json();
    expect(group).toEqual({
      id: expect.any(Number),
      name: 'Equipo Palermo',
      description: 'Propiedades de Palermo',
      logo_url: expect.stringMatching(/^http:\/\/vitrina\.test\/uploads\/groups\/logo-[0-9a-f]+\.webp$/),
      public: true,
      users_count: 1,
      created_at: ctx.clock.now().toISOString(),
      pivot: { admin: true, owner: true, creator: true, created_at: ctx.clock.now().toISOString() },
    });
    expect(await sharp(logoFile(group.logo_url)).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const served = await ctx.app.inject({ method: 'GET', url: new URL(group.logo_url).pathname });
    expect(served.statusCode).toBe(200);
  });

  it('reads the scope as the web sends it: empty is all, 1 only public, 0 only private', async () => {
    const owner = await actor(ctx);
    const cases: [unknown, boolean | null][] = [['', null], [null, null], ['1', true], [1, true], [true, true], ['0', false], [0, false], [false, false]];
    for (const [sent, stored] of cases) {
      const group = await createGroupAs(ctx, owner, { public: sent });
      expect(group.public, String(sent)).toBe(stored);
    }
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/account/group', headers: owner.headers, payload: { name: 'Equipo', public: 'a veces' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['public']);
  });

  it('refuses a 2-character and a 151-character name, creating nothing', async () => {
    const owner = await actor(ctx);
    const before = await groupCount();
    const cases: [string, string][] = [
      ['ab', 'Este campo debe tener al menos 3 caracteres'],
      ['a'.repeat(151), 'Este campo debe tener 150 caracteres como máximo'],
      ['   ', 'Este campo es obligatorio'],
    ];
    for (const [name, message] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/account/group', headers: owner.headers, payload: { name } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { name: [message] } });
    }
    expect(await groupCount()).toBe(before);
  });

  it('refuses a PDF as logo, whatever the data URL claims, creating nothing and storing no file', async () => {
    const owner = await actor(ctx);
    const before = { groups: await groupCount(), files: logoFiles().length };
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF').toString('base64');
    for (const logo of [`data:image/png;base64,${pdf}`, `data:application/pdf;base64,${pdf}`, 'https://example.com/logo.png']) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/account/group', headers: owner.headers, payload: { name: 'Con PDF', logo } });
      expect(response.statusCode, logo.slice(0, 30)).toBe(422);
      expect(response.json()).toEqual({ message: 'El logo debe ser una imagen', errors: { logo: ['El logo debe ser una imagen'] } });
    }
    expect({ groups: await groupCount(), files: logoFiles().length }).toEqual(before);
  });

  it('is for signed-in users only', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/account/group', payload: { name: 'Invitado' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'No te encuentras autenticado.' });
  });
});

describe('GET /api/account/group', () => {
  it('lists only my groups, by name, 20 per page, with member counts and my role', async () => {
    const me = await actor(ctx);
    const other = await actor(ctx);
    await createGroupAs(ctx, other, { name: 'Grupo ajeno' });
    for (let i = 0; i < 22; i++) await createGroupAs(ctx, me, { name: `Equipo ${String(i).padStart(2, '0')}` });
    const shared = await createGroupAs(ctx, other, { name: 'Amigos de Belgrano' });
    await joinGroup(ctx, other, shared.id, me);

    const first = await ctx.app.inject({ method: 'GET', url: '/api/account/group', headers: me.headers });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ current_page: 1, last_page: 2, total: 23, prev_page_url: null, next_page_url: 'http://vitrina.test/api/account/group?page=2' });
    expect(page.data).toHaveLength(20);
    expect(page.data[0]).toMatchObject({ name: 'Amigos de Belgrano', users_count: 2, pivot: { admin: false, owner: false, creator: false } });
    expect(page.data[1]).toMatchObject({ name: 'Equipo 00', users_count: 1, pivot: { admin: true, owner: true } });
    expect(page.data.map((group: { name: string }) => group.name)).not.toContain('Grupo ajeno');

    const second = await ctx.app.inject({ method: 'GET', url: '/api/account/group?page=2', headers: me.headers });
    expect(second.json().data.map((group: { name: string }) => group.name)).toEqual(['Equipo 19', 'Equipo 20', 'Equipo 21']);
  });

  it('searches by name and sorts as asked', async () => {
    const me = await actor(ctx);
    await createGroupAs(ctx, me, { name: 'Inmobiliaria Norte' });
    ctx.clock.advance(1000);
    await createGroupAs(ctx, me, { name: 'Showroom 100% algodón' });
    ctx.clock.advance(1000);
    await createGroupAs(ctx, me, { name: 'Inmobiliaria Sur' });
    const list = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/account/group?${query}`, headers: me.headers })).json().data.map((g: { name: string }) => g.name);
    expect(await list('search=inmobiliaria')).toEqual(['Inmobiliaria Norte', 'Inmobiliaria Sur']);
    expect(await list('search=100%25')).toEqual(['Showroom 100% algodón']);
    expect(await list('search=_')).toEqual([]);
    expect(await list('orderBy=created_at&orderMethod=desc')).toEqual(['Inmobiliaria Sur', 'Showroom 100% algodón', 'Inmobiliaria Norte']);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/account/group?orderBy=password', headers: me.headers });
    expect(bad.statusCode).toBe(422);
  });

  it('answers 401 to guests', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/group' })).statusCode).toBe(401);
  });
});

describe('GET /api/account/group/{id}', () => {
  it('shows the group to each member with their own role, and to nobody else', async () => {
    const { group, owner, admin, member, outsider } = await groupWithRoles(ctx);
    const show = (headers?: { authorization: string }) => ctx.app.inject({ method: 'GET', url: `/api/account/group/${group.id}`, headers });
    expect((await show(owner.headers)).json()).toMatchObject({ id: group.id, users_count: 3, pivot: { admin: true, owner: true } });
    expect((await show(admin.headers)).json().pivot).toMatchObject({ admin: true, owner: false, creator: false });
    expect((await show(member.headers)).json().pivot).toMatchObject({ admin: false, owner: false });
    const hidden = await show(outsider.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'No se encontró la información que buscaba.' });
    expect((await show()).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const me = await actor(ctx);
    for (const id of ['999999', 'abc', '0', '1e3']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/account/group/${id}`, headers: me.headers })).statusCode, id).toBe(404);
    }
  });
});

describe('PUT /api/account/group/{id}', () => {
  it('lets admins edit name, description and logo, sent as the web sends it', async () => {
    const { group, admin } = await groupWithRoles(ctx, { logo: await pngDataUrl() });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/group/${group.id}`,
      headers: admin.headers,
      payload: { _method: 'PUT', name: 'Equipo Palermo Soho', description: '', logo: await pngDataUrl(200, 400), public: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json();
    expect(edited).toMatchObject({ name: 'Equipo Palermo Soho', description: null, public: null, pivot: { admin: true } });
    expect(edited.logo_url).not.toBe(group.logo_url);
    expect(existsSync(logoFile(group.logo_url!))).toBe(false);

    // Absent keeps the logo; null removes it and its file.
    const kept = await ctx.app.inject({ method: 'PUT', url: `/api/account/group/${group.id}`, headers: admin.headers, payload: { name: 'Equipo' } });
    expect(kept.json().logo_url).toBe(edited.logo_url);
    const removed = await ctx.app.inject({ method: 'PUT', url: `/api/account/group/${group.id}`, headers: admin.headers, payload: { name: 'Equipo', logo: null } });
    expect(removed.json().logo_url).toBeNull();
    expect(existsSync(logoFile(edited.logo_url))).toBe(false);
  });

  it('keeps the scope chosen at creation', async () => {
    const { group, owner } = await groupWithRoles(ctx, { public: 0 });
    const put = (scope: unknown) =>
      ctx.app.inject({ method: 'PUT', url: `/api/account/group/${group.id}`, headers: owner.headers, payload: { name: 'Equipo Privado', public: scope } });
    expect((await put('0')).statusCode).toBe(200);
    for (const scope of ['1', '', null]) {
      const response = await put(scope);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'El tipo de publicaciones del grupo no se puede cambiar.',
        errors: { public: ['El tipo de publicaciones del grupo no se puede cambiar.'] },
      });
    }
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/account/group/${group.id}`, headers: owner.headers });
    expect(shown.json()).toMatchObject({ name: 'Equipo Privado', public: false });
  });

  it('refuses members who are not admins (403), outsiders (404) and guests (401), changing nothing', async () => {
    const { group, owner, member, outsider } = await groupWithRoles(ctx);
    const put = (headers?: { authorization: string }) =>
      ctx.app.inject({ method: 'PUT', url: `/api/account/group/${group.id}`, headers, payload: { name: 'Tomado' } });
    const refused = await put(member.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'No tienes los permisos suficientes.' });
    expect((await put(outsider.headers)).statusCode).toBe(404);
    expect((await put()).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'PUT', url: `/api/account/group/${group.id}`, headers: owner.headers, payload: { name: 'ab' } });
    expect(bad.statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/account/group/${group.id}`, headers: owner.headers })).json().name).toBe(group.name);
  });
});

describe('DELETE /api/account/group/{id} (leave)', () => {
  it('takes a member out; after that every group action answers 404', async () => {
    const { group, owner, member } = await groupWithRoles(ctx);
    const left = await ctx.app.inject({ method: 'POST', url: `/api/account/group/${group.id}`, headers: member.headers, payload: { _method: 'DELETE' } });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ message: 'Saliste del grupo.' });
    for (const [method, url] of [
      ['GET', `/api/account/group/${group.id}`],
      ['GET', `/api/account/group/${group.id}/user`],
      ['PUT', `/api/account/group/${group.id}`],
      ['DELETE', `/api/account/group/${group.id}`],
      ['POST', `/api/account/group/${group.id}/user/invite`],
      ['DELETE', `/api/account/group/${group.id}/user/${owner.user.id}`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: member.headers, payload: method === 'PUT' ? { name: 'Vuelta' } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/account/group/${group.id}`, headers: owner.headers })).json().users_count).toBe(2);
  });

  it('hands the admin role to the longest-standing member when the last admin leaves', async () => {
    const owner = await actor(ctx);
    const early = await actor(ctx);
    const late = await actor(ctx);
    const group = await createGroupAs(ctx, owner);
    ctx.clock.advance(60_000);
    await joinGroup(ctx, owner, group.id, early);
    ctx.clock.advance(60_000);
    await joinGroup(ctx, owner, group.id, late);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${group.id}`, headers: owner.headers })).statusCode).toBe(200);
    const seen = async (who: typeof early) => (await ctx.app.inject({ method: 'GET', url: `/api/account/group/${group.id}`, headers: who.headers })).json();
    expect((await seen(early)).pivot.admin).toBe(true);
    expect((await seen(late)).pivot.admin).toBe(false);
    expect((await seen(late)).users_count).toBe(2);
  });

  it('keeps the admins as they are when another admin remains', async () => {
    const { group, owner, member } = await groupWithRoles(ctx);
    await ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${group.id}`, headers: owner.headers });
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/account/group/${group.id}`, headers: member.headers });
    expect(shown.json().pivot.admin).toBe(false);
  });

  it('deletes the group, its logo and its invitations when the last member leaves', async () => {
    const owner = await actor(ctx);
    const group = await createGroupAs(ctx, owner, { logo: await pngDataUrl() });
    const invite = await ctx.app.inject({ method: 'POST', url: `/api/account/group/${group.id}/user/invite`, headers: owner.headers });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${group.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/group/${group.id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invitation/${invite.json().uuid}` })).statusCode).toBe(404);
    expect(existsSync(logoFile(group.logo_url!))).toBe(false);
  });

  it('answers 404 to outsiders and 401 to guests', async () => {
    const { group, outsider } = await groupWithRoles(ctx);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${group.id}`, headers: outsider.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${group.id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/group/{id} and the User', () => {
  it('answers the public summary to anyone, 404 for an unknown group', async () => {
    const { group } = await groupWithRoles(ctx, { name: 'Showroom Villa Crespo', public: 1 });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/group/${group.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: group.id, name: 'Showroom Villa Crespo', description: 'Propiedades de Palermo y Belgrano', logo_url: null, public: true, users_count: 3,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/group/999999' })).statusCode).toBe(404);
  });

  it('lists the user\'s groups in the User by name', async () => {
    const me = await actor(ctx);
    const zeta = await createGroupAs(ctx, me, { name: 'Zona Oeste', logo: await pngDataUrl() });
    const alfa = await createGroupAs(ctx, me, { name: 'Alfa Propiedades' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: me.headers });
    expect(response.json().user.groups).toEqual([
      { id: alfa.id, name: 'Alfa Propiedades', logo_url: null },
      { id: zeta.id, name: 'Zona Oeste', logo_url: zeta.logo_url },
    ]);
  });
});
