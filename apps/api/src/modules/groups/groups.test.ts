import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { groups } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import {
  actor,
  createGroupAs,
  groupWithRoles,
  joinGroup,
  logoFiles,
  logoNotImage,
  pdfDataUrls,
  pngDataUrl,
} from './groups-test-helpers';
import { uploadBytes } from '../../lib/storage/uploads-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const groupCount = async () => (await ctx.db.select().from(groups)).length;

describe('POST /api/account/group', () => {
  it('creates the group with its creator as owner and admin, and a square logo re-encoded', async () => {
    const owner = await actor(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/group',
      headers: owner.headers,
      payload: {
        name: '  Equipo Palermo ',
        description: 'Propiedades de Palermo',
        logo: await pngDataUrl(900, 600),
        public: 1,
      },
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
    expect(await sharp(await uploadBytes(ctx, group.logo_url)).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
    const served = await ctx.app.inject({ method: 'GET', url: new URL(group.logo_url).pathname });
    expect(served.statusCode).toBe(200);
  });

  it('reads the scope as the web sends it: empty is all, 1 only public, 0 only private', async () => {
    const owner = await actor(ctx);
    const cases: [unknown, boolean | null][] = [
      ['', null],
      [null, null],
      ['1', true],
      [1, true],
      [true, true],
      ['0', false],
      [0, false],
      [false, false],
    ];
    for (const [sent, stored] of cases) {
      const group = await createGroupAs(ctx, owner, { public: sent });
      expect(group.public, String(sent)).toBe(stored);
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/group',
      headers: owner.headers,
      payload: { name: 'Equipo', public: 'a veces' },
    });
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
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/group',
        headers: owner.headers,
        payload: { name },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { name: [message] } });
    }
    expect(await groupCount()).toBe(before);
  });

  it('refuses a PDF as logo, whatever the data URL claims, creating nothing and storing no file', async () => {
    const owner = await actor(ctx);
    const before = { groups: await groupCount(), files: await logoFiles(ctx) };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
      'base64',
    );
    const notImages = [
      ...pdfDataUrls(),
      `data:image/svg+xml;base64,${svg}`,
      'data:image/png,no-es-base64',
      'https://example.com/logo.png',
    ];
    for (const logo of notImages) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/group',
        headers: owner.headers,
        payload: { name: 'Con PDF', logo },
      });
      expect(response.statusCode, logo.slice(0, 30)).toBe(422);
      expect(response.json()).toEqual(logoNotImage);
    }
    expect({ groups: await groupCount(), files: await logoFiles(ctx) }).toEqual(before);
  });

  it('takes an image for what its bytes are, whatever the data URL says', async () => {
    const owner = await actor(ctx);
    const png = (await pngDataUrl(120, 120)).replace('data:image/png', 'data:application/octet-stream');
    const group = await createGroupAs(ctx, owner, { logo: png });
    expect(await sharp(await uploadBytes(ctx, group.logo_url!)).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
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
    expect(page).toMatchObject({
      current_page: 1,
      last_page: 2,
      total: 23,
      prev_page_url: null,
      next_page_url: 'http://vitrina.test/api/account/group?page=2',
    });
    expect(page.data).toHaveLength(20);
    expect(page.data[0]).toMatchObject({
      name: 'Amigos de Belgrano',
      users_count: 2,
      pivot: { admin: false, owner: false, creator: false },
    });
    expect(page.data[1]).toMatchObject({ name: 'Equipo 00', users_count: 1, pivot: { admin: true, owner: true } });
    expect(page.data.map((group: { name: string }) => group.name)).not.toContain('Grupo ajeno');

    const second = await ctx.app.inject({ method: 'GET', url: '/api/account/group?page=2', headers: me.headers });
    expect(second.json().data.map((group: { name: string }) => group.name)).toEqual([
      'Equipo 19',
      'Equipo 20',
      'Equipo 21',
    ]);
  });

  it('searches by name and sorts as asked', async () => {
    const me = await actor(ctx);
    await createGroupAs(ctx, me, { name: 'Inmobiliaria Norte' });
    ctx.clock.advance(1000);
    await createGroupAs(ctx, me, { name: 'Showroom 100% algodón' });
    ctx.clock.advance(1000);
    await createGroupAs(ctx, me, { name: 'Inmobiliaria Sur' });
    const list = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/account/group?${query}`, headers: me.headers }))
        .json()
        .data.map((g: { name: string }) => g.name);
    expect(await list('search=inmobiliaria')).toEqual(['Inmobiliaria Norte', 'Inmobiliaria Sur']);
    expect(await list('search=100%25')).toEqual(['Showroom 100% algodón']);
    expect(await list('search=_')).toEqual([]);
    expect(await list('orderBy=created_at&orderMethod=desc')).toEqual([
      'Inmobiliaria Sur',
      'Showroom 100% algodón',
      'Inmobiliaria Norte',
    ]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/group?orderBy=password',
      headers: me.headers,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('answers 401 to guests', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/group' })).statusCode).toBe(401);
  });
});

describe('GET /api/account/group/{id}', () => {
  it('shows the group to each member with their own role, and to nobody else', async () => {
    const { group, owner, admin, member, outsider } = await groupWithRoles(ctx);
    const show = (headers?: { authorization: string }) =>
      ctx.app.inject({ method: 'GET', url: `/api/account/group/${group.id}`, headers });
    expect((await show(owner.headers)).json()).toMatchObject({
      id: group.id,
      users_count: 3,
      pivot: { admin: true, owner: true },
    });
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
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/account/group/${id}`, headers: me.headers })).statusCode,
        id,
      ).toBe(404);
    }
  });
});
