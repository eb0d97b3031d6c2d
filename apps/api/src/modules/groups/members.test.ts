import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupUsers, users } from '../../db/schema/index';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import {
  actor,
  forbiddenBody,
  groupState,
  groupWithRoles,
  guestBody,
  notFoundBody,
  type Actor,
} from './groups-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const members = (groupId: number, who?: Actor, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/account/group/${groupId}/user${query}`, headers: who?.headers });
const setAdmin = (groupId: number, userId: number, who: Actor | undefined, admin: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/account/group/${groupId}/user/${userId}`,
    headers: who?.headers,
    payload: { admin },
  });
const remove = (groupId: number, userId: number, who?: Actor) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/account/group/${groupId}/user/${userId}`,
    headers: who?.headers,
    payload: { _method: 'DELETE' },
  });

describe('GET /api/account/group/{id}/user', () => {
  it('lists the members to every member, last joined first, with their role and contact means', async () => {
    const start = ctx.clock.now().getTime();
    const at = (ms: number) => new Date(start + ms).toISOString();
    const { group, owner, admin, member } = await groupWithRoles(ctx);
    for (const who of [owner, admin, member]) {
      const response = await members(group.id, who);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
      expect(page.data.map((row: { id: number }) => row.id)).toEqual([member.user.id, admin.user.id, owner.user.id]);
      expect(page.data[2]).toEqual({
        id: owner.user.id,
        name: 'Valentina Gómez',
        // She offers no contact means (product.md, Sign-in and the account): her email does not travel.
        email: null,
        phone: null,
        slug: null,
        avatar_url: null,
        contact_types: [],
        contacts: { email: null, phone: null, whatsapp: null },
        pivot: { admin: true, owner: true, creator: true, created_at: at(0) },
      });
      expect(page.data[1].pivot).toEqual({ admin: true, owner: false, creator: false, created_at: at(60_000) });
      expect(page.data[0].pivot).toEqual({ admin: false, owner: false, creator: false, created_at: at(120_000) });
    }
  });

  it('shows only the contact means a member enabled and has data for', async () => {
    const owner = await actor(ctx, {
      name: 'Agustina Torres',
      phone: '+5491143219876',
      contactTypes: ['email', 'whatsapp'],
    });
    const { id } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/account/group',
        headers: owner.headers,
        payload: { name: 'Palermo Norte' },
      })
    ).json();
    // A phone means with no phone (data loaded before the rule existed) offers nothing.
    const noPhone = await createUser(ctx.db, {
      name: 'Matías González',
      phone: null,
      contactTypes: ['phone', 'whatsapp'],
    });
    const callsOnly = await createUser(ctx.db, {
      name: 'Sofía Pérez',
      phone: '+5491134567821',
      contactTypes: ['phone'],
    });
    const hidden = await createUser(ctx.db, { name: 'Joaquín Romero', phone: '+5491178123456', contactTypes: [] });
    for (const user of [noPhone, callsOnly, hidden])
      await ctx.db.insert(groupUsers).values({ groupId: id, userId: user.id, createdAt: ctx.clock.now() });

    const rows: { id: number; phone: string | null; contacts: unknown }[] = (await members(id, owner)).json().data;
    const of = (userId: number) => rows.find((row) => row.id === userId)!;
    expect(of(owner.user.id)).toMatchObject({
      phone: '+5491143219876',
      contacts: { email: owner.user.email, phone: null, whatsapp: '+5491143219876' },
    });
    expect(of(noPhone.id)).toMatchObject({ phone: null, contacts: { email: null, phone: null, whatsapp: null } });
    expect(of(callsOnly.id)).toMatchObject({
      phone: '+5491134567821',
      contacts: { email: null, phone: '+5491134567821', whatsapp: null },
    });
    expect(of(hidden.id)).toMatchObject({ phone: null, contacts: { email: null, phone: null, whatsapp: null } });
  });

  it('shows members no email or phone a member did not offer, only the means product.md allows (Sign-in and the account: Contact means)', async () => {
    const owner = await actor(ctx, {
      name: 'Agustina Torres',
      email: 'agustina.privada@vitrina.example',
      phone: '+5491143219870',
      contactTypes: [],
    });
    const { id } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/account/group',
        headers: owner.headers,
        payload: { name: 'Contactos' },
      })
    ).json();
    const mailOnly = await createUser(ctx.db, {
      name: 'Camila Martínez',
      email: 'camila.mail@vitrina.example',
      phone: '+5491156329870',
      contactTypes: ['email'],
    });
    const whatsappOnly = await createUser(ctx.db, {
      name: 'Lucía Rodríguez',
      email: 'lucia.oculta@vitrina.example',
      phone: '+5491167458920',
      contactTypes: ['whatsapp'],
    });
    const viewer = await actor(ctx, { name: 'Santiago López', contactTypes: [] });
    for (const user of [mailOnly, whatsappOnly, viewer.user]) {
      await ctx.db.insert(groupUsers).values({ groupId: id, userId: user.id, createdAt: ctx.clock.now() });
    }

    const response = await members(id, viewer);
    expect(response.statusCode).toBe(200);
    const rows: { id: number; email: string | null; phone: string | null; contacts: unknown }[] = response.json().data;
    const of = (userId: number) => rows.find((row) => row.id === userId)!;
    expect(of(owner.user.id)).toMatchObject({
      email: null,
      phone: null,
      contacts: { email: null, phone: null, whatsapp: null },
    });
    expect(of(mailOnly.id)).toMatchObject({
      email: 'camila.mail@vitrina.example',
      phone: null,
      contacts: { email: 'camila.mail@vitrina.example', phone: null, whatsapp: null },
    });
    expect(of(whatsappOnly.id)).toMatchObject({
      email: null,
      phone: '+5491167458920',
      contacts: { email: null, phone: null, whatsapp: '+5491167458920' },
    });
    for (const hidden of [
      'agustina.privada@vitrina.example',
      '+5491143219870',
      'lucia.oculta@vitrina.example',
      '+5491156329870',
    ]) {
      expect(response.body).not.toContain(hidden);
    }
  });

  it('pages by 20, searches by name or email, and sorts by name when asked', async () => {
    const { group, owner, admin } = await groupWithRoles(ctx);
    for (let i = 0; i < 20; i++) {
      const user = await createUser(ctx.db, { name: `Vendedora ${String(i).padStart(2, '0')}` });
      ctx.clock.advance(1000);
      await ctx.db.insert(groupUsers).values({ groupId: group.id, userId: user.id, createdAt: ctx.clock.now() });
    }
    const first = (await members(group.id, owner)).json();
    expect(first).toMatchObject({
      total: 23,
      last_page: 2,
      next_page_url: `http://vitrina.test/api/account/group/${group.id}/user?page=2`,
    });
    expect(first.data).toHaveLength(20);
    expect(first.data[0].name).toBe('Vendedora 19');
    expect((await members(group.id, owner, '?page=2')).json().data.map((row: { name: string }) => row.name)).toEqual([
      'Lucía Rodríguez',
      'Martín Fernández',
      'Valentina Gómez',
    ]);
    const names = async (query: string) =>
      (await members(group.id, owner, query)).json().data.map((row: { name: string }) => row.name);
    expect(await names('?search=martín')).toEqual(['Martín Fernández']);
    // An email is searchable where its owner offers it as a contact means, and only there.
    await ctx.db
      .update(users)
      .set({ contactTypes: ['email'] })
      .where(eq(users.id, owner.user.id));
    expect(await names(`?search=${encodeURIComponent(owner.user.email)}`)).toEqual(['Valentina Gómez']);
    expect(await names(`?search=${encodeURIComponent(admin.user.email)}`)).toEqual([]);
    expect(await names('?orderBy=name&orderMethod=asc&take=3')).toEqual([
      'Lucía Rodríguez',
      'Martín Fernández',
      'Valentina Gómez',
    ]);
  });

  it('answers 404 to outsiders and 401 to guests', async () => {
    const { group, outsider } = await groupWithRoles(ctx);
    const hidden = await members(group.id, outsider);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(notFoundBody);
    const guest = await members(group.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
  });
});

describe('PUT /api/account/group/{id}/user/{userId}', () => {
  it('lets admins give and take the admin role, as JSON or form values', async () => {
    const { group, admin, member } = await groupWithRoles(ctx);
    const promoted = await setAdmin(group.id, member.user.id, admin, '1');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({
      id: member.user.id,
      name: 'Lucía Rodríguez',
      pivot: { admin: true, owner: false },
    });
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/group/${group.id}`,
      headers: member.headers,
    });
    expect(shown.json().pivot.admin).toBe(true);
    const demoted = await setAdmin(group.id, member.user.id, admin, false);
    expect(demoted.json().pivot.admin).toBe(false);
    // Now a plain member again: admin actions are refused.
    expect((await setAdmin(group.id, admin.user.id, member, false)).statusCode).toBe(403);
  });

  it("refuses changes to oneself, to the owner's role, and from non-admins, outsiders and guests, changing nothing", async () => {
    const { group, owner, admin, member, outsider } = await groupWithRoles(ctx);
    const before = await groupState(ctx, group.id);
    const cases: [Actor | undefined, number, unknown, number, unknown][] = [
      [admin, admin.user.id, false, 403, { message: 'No podés modificar tu propio rol desde el listado de miembros.' }],
      [owner, owner.user.id, false, 403, { message: 'No podés modificar tu propio rol desde el listado de miembros.' }],
      [
        admin,
        owner.user.id,
        false,
        403,
        { message: 'No es posible quitarle el rol de administrador al creador del grupo.' },
      ],
      [member, admin.user.id, false, 403, forbiddenBody],
      [member, member.user.id, true, 403, forbiddenBody],
      [outsider, member.user.id, true, 404, notFoundBody],
      [undefined, member.user.id, true, 401, guestBody],
      [owner, outsider.user.id, true, 404, notFoundBody],
      [owner, 999999, true, 404, notFoundBody],
    ];
    for (const [who, target, value, status, body] of cases) {
      const response = await setAdmin(group.id, target, who, value);
      expect(response.statusCode, `${who?.user.name} -> ${target}`).toBe(status);
      expect(response.json()).toEqual(body);
    }
    const bad = await setAdmin(group.id, member.user.id, owner, 'quizás');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['admin']);
    expect(await groupState(ctx, group.id)).toEqual(before);
  });

  it('never leaves the group without an admin when two admins demote each other at once', async () => {
    const { group, owner, admin } = await groupWithRoles(ctx);
    const other = await actor(ctx);
    await ctx.db
      .insert(groupUsers)
      .values({ groupId: group.id, userId: other.user.id, admin: true, createdAt: ctx.clock.now() });
    // The owner keeps the role whatever happens; the two plain admins race.
    const answers = await Promise.all([
      setAdmin(group.id, other.user.id, admin, false),
      setAdmin(group.id, admin.user.id, other, false),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const admins = (await groupState(ctx, group.id)).members.filter((row) => row.admin).map((row) => row.userId);
    expect(admins).toHaveLength(2);
    expect(admins).toContain(owner.user.id);
  });
});

describe('DELETE /api/account/group/{id}/user/{userId}', () => {
  it('lets admins remove a member, who loses access at once', async () => {
    const { group, admin, member } = await groupWithRoles(ctx);
    const response = await remove(group.id, member.user.id, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Miembro eliminado correctamente.' });
    expect((await members(group.id, member)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/account/group/${group.id}`, headers: member.headers }))
        .statusCode,
    ).toBe(404);
    expect((await members(group.id, admin)).json().total).toBe(2);
  });

  it('refuses removing oneself, the owner, and requests of non-admins, outsiders and guests, changing nothing', async () => {
    const { group, owner, admin, member, outsider } = await groupWithRoles(ctx);
    const before = await groupState(ctx, group.id);
    const cases: [Actor | undefined, number, number, unknown][] = [
      [admin, admin.user.id, 403, { message: 'Para salir del grupo usá «Salir del grupo».' }],
      [owner, owner.user.id, 403, { message: 'Para salir del grupo usá «Salir del grupo».' }],
      [admin, owner.user.id, 403, { message: 'No es posible quitar al creador del grupo.' }],
      [member, admin.user.id, 403, forbiddenBody],
      [outsider, member.user.id, 404, notFoundBody],
      [undefined, member.user.id, 401, guestBody],
      [owner, outsider.user.id, 404, notFoundBody],
    ];
    for (const [who, target, status, body] of cases) {
      const response = await remove(group.id, target, who);
      expect(response.statusCode, `${who?.user.name} -> ${target}`).toBe(status);
      expect(response.json()).toEqual(body);
    }
    expect(await groupState(ctx, group.id)).toEqual(before);
  });
});
