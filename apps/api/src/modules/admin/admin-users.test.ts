// The administration of users: the list, the detail, the edit with its permission rules, the deletion and what it
// takes along, with the audit log of each change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  groups,
  groupUsers,
  publicationMedia,
  publications,
  searches,
  users,
} from '../../db/schema/index';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import { actor, createGroupAs, joinGroup, pngDataUrl, type Actor } from '../groups/groups-test-helpers';
import {
  createListing,
  jpegFile,
  listingFiles,
  propertyFields,
  syncedListing,
} from '../publications/publications-test-helpers';
import { makeListing, makeSearch } from '../searches/core/search-test-helpers';
import { admin, auditRows, call } from './admin-test-helpers';
import { uploadExists } from '../../lib/storage/uploads-test-helpers';

let ctx: TestContext;
let root: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  root = await admin(ctx, ['users', 'groups', 'microsites', 'searches'], { name: 'Ana Administradora' });
});
afterAll(() => ctx.close());

const userRow = (id: number) =>
  ctx.db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0] ?? null);

describe('GET /admin/user', () => {
  it('searches name and email without case, newest first, 20 a page, with page links', async () => {
    const marker = `zeta${Date.now().toString(36)}`;
    const made = [];
    for (let index = 0; index < 23; index++) {
      ctx.clock.advance(1000);
      made.push(
        await createUser(ctx.db, {
          name: index === 0 ? `Martín ${marker.toUpperCase()} Gómez` : `Persona ${index}`,
          email: `${marker}.${index}@vitrina.example`,
          createdAt: ctx.clock.now(),
        }),
      );
    }
    const first = await call(ctx, root, 'GET', `/admin/user?search=${marker.toUpperCase()}`);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.total).toBe(23);
    expect(body.data).toHaveLength(20);
    expect(body.current_page).toBe(1);
    expect(body.last_page).toBe(2);
    expect(body.prev_page_url).toBeNull();
    expect(body.next_page_url).toBe(`http://vitrina.test/api/admin/user?search=${marker.toUpperCase()}&page=2`);
    expect(body.data[0].id).toBe(made[22].id);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['avatar_url', 'created_at', 'email', 'email_verified', 'id', 'name', 'permissions', 'slug'].sort(),
    );
    const second = (await call(ctx, root, 'GET', `/admin/user?search=${marker}&page=2`)).json();
    expect(second.data.map((row: { id: number }) => row.id)).toEqual([made[2].id, made[1].id, made[0].id]);

    // By name only, accents and case as typed.
    const byName = (
      await call(ctx, root, 'GET', `/admin/user?search=${encodeURIComponent(`martín ${marker}`)}`)
    ).json();
    expect(byName.data.map((row: { id: number }) => row.id)).toEqual([made[0].id]);
    // % and _ are literal.
    expect((await call(ctx, root, 'GET', `/admin/user?search=${marker}%25`)).json().total).toBe(0);
    const byNameAsc = (
      await call(ctx, root, 'GET', `/admin/user?search=${marker}&orderBy=name&orderMethod=asc`)
    ).json();
    expect(byNameAsc.data[0].id).toBe(made[0].id);
  });

  it('refuses an order it does not know (422)', async () => {
    expect((await call(ctx, root, 'GET', '/admin/user?orderBy=email')).statusCode).toBe(422);
  });
});

describe('GET /admin/user/{id}', () => {
  it("shows the pictures the user's store shows: the first of each public listing, newest first", async () => {
    const seller = await actor(ctx, { name: 'Florencia Díaz' });
    const older = await makeListing(ctx, seller, { title: 'Campera de cuero', hoursAgo: 5 });
    const newer = await makeListing(ctx, seller, { title: 'Vestido midi', hoursAgo: 1 });
    const hidden = await makeListing(ctx, seller, { title: 'Muestra privada', public: false });
    for (const [listing, name] of [
      [older, 'campera'],
      [newer, 'vestido'],
      [hidden, 'privada'],
    ] as const) {
      await ctx.db.insert(publicationMedia).values({
        publicationId: listing.id,
        file: `publications/${seller.user.id}/${name}.webp`,
        thumbnail: `publications/${seller.user.id}/${name}-thumb.webp`,
        number: 1,
      });
    }
    const response = await call(ctx, root, 'GET', `/admin/user/${seller.user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const images = (response.json() as { images: { publication_id: number; title: string; url: string }[] }).images;
    expect(images.map((image) => [image.publication_id, image.title])).toEqual([
      [newer.id, 'Vestido midi'],
      [older.id, 'Campera de cuero'],
    ]);
    expect(images[0].url).toMatch(/vestido\.webp$/);
  });

  it('shows counts by origin, groups with their role, searches, channels and the audit', async () => {
    // Subscribed on the platform but taking notifications by email only: the channels are her choice, not derived.
    const subject = await actor(ctx, {
      name: 'Lucía Rodríguez',
      notificationPushIdentifiers: { 'site-0': 'abc' },
      notificationChannels: ['email'],
    });
    await makeListing(ctx, subject);
    await makeListing(ctx, subject);
    await syncedListing(ctx, subject);
    const owned = await createGroupAs(ctx, subject, { name: 'Equipo Lucía' });
    const other = await actor(ctx);
    const joined = await createGroupAs(ctx, other, { name: 'Equipo Otro' });
    await joinGroup(ctx, other, joined.id, subject);
    await makeSearch(ctx, { creator: subject, filters: [{ type: 'property', category: 'departamento' }] });
    await call(ctx, root, 'PUT', `/admin/user/${subject.user.id}`, { phone: '1144445555' });

    const response = await call(ctx, root, 'GET', `/admin/user/${subject.user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: subject.user.id,
      name: 'Lucía Rodríguez',
      phone: '1144445555',
      publications_count_true: 2,
      publications_count_false: 1,
      owned_groups_count: 1,
      searches_count: 1,
      notification_channels: ['email'],
    });
    expect(body.groups).toEqual([
      {
        id: owned.id,
        name: 'Equipo Lucía',
        logo_url: null,
        pivot: { admin: true, owner: true, creator: true, created_at: expect.any(String) },
      },
      {
        id: joined.id,
        name: 'Equipo Otro',
        logo_url: null,
        pivot: { admin: false, owner: false, creator: false, created_at: expect.any(String) },
      },
    ]);
    expect(body.audit).toEqual([
      {
        id: expect.any(Number),
        actor: { id: root.user.id, name: 'Ana Administradora' },
        impersonated: null,
        action: 'user.update',
        subject_type: 'user',
        subject_id: subject.user.id,
        before: { phone: null },
        after: { phone: '1144445555' },
        created_at: expect.any(String),
      },
    ]);
  });

  it('answers 404 with the spec text for a user that does not exist', async () => {
    const response = await call(ctx, root, 'GET', '/admin/user/999999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'El usuario no existe.' });
  });
});

describe('PUT /admin/user/{id}', () => {
  it('changes what is sent, keeps the rest and audits the changed fields', async () => {
    const subject = await createUser(ctx.db, { name: 'Santiago López', phone: '111' });
    const response = await call(ctx, root, 'PUT', `/admin/user/${subject.id}`, {
      name: 'Santiago A. López',
      email: ' Santiago.Nuevo@Vitrina.Example ',
      permissions: ['groups'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Usuario actualizado correctamente.',
      user: {
        name: 'Santiago A. López',
        email: 'santiago.nuevo@vitrina.example',
        phone: '111',
        permissions: ['groups'],
      },
    });
    const [entry] = await auditRows(ctx, 'user', subject.id);
    expect(entry).toMatchObject({
      actorId: root.user.id,
      action: 'user.update',
      before: { name: 'Santiago López', email: subject.email, permissions: [] },
      after: { name: 'Santiago A. López', email: 'santiago.nuevo@vitrina.example', permissions: ['groups'] },
    });
  });

  it.each([
    [{ permissions: ['users', 'root'] }, 'permissions', 'Permiso desconocido.'],
    [{ email: 'no-es-un-email' }, 'email', 'Ingresa un email válido.'],
    [{ name: 'Lu' }, 'name', undefined],
    [{ name: 'Lucía', password: 'x' }, undefined, undefined],
  ])('refuses %j with 422 and changes nothing', async (payload, field, message) => {
    const subject = await createUser(ctx.db, { name: 'Sin Cambios' });
    const response = await call(ctx, root, 'PUT', `/admin/user/${subject.id}`, payload);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    if (field) expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.errors[field!]).toEqual([message]);
    expect(await userRow(subject.id)).toEqual(subject);
    expect(await auditRows(ctx, 'user', subject.id)).toEqual([]);
  });

  it("refuses another user's email (422 on email)", async () => {
    const taken = await createUser(ctx.db);
    const subject = await createUser(ctx.db);
    const response = await call(ctx, root, 'PUT', `/admin/user/${subject.id}`, {
      email: taken.email.toUpperCase(),
      name: 'Otro Nombre',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'El email ya está en uso por otro usuario.',
      errors: { email: ['El email ya está en uso por otro usuario.'] },
    });
    expect(await userRow(subject.id)).toEqual(subject);
  });

  it('grants only permissions the admin holds (grantStronger)', async () => {
    const usersOnly = await admin(ctx, ['users']);
    const subject = await createUser(ctx.db);
    const grant = await call(ctx, usersOnly, 'PUT', `/admin/user/${subject.id}`, { permissions: ['groups'] });
    expect(grant.statusCode).toBe(422);
    expect(grant.json()).toEqual({
      message: 'No puedes otorgar permisos que tú no tienes.',
      errors: { permissions: ['No puedes otorgar permisos que tú no tienes.'] },
    });
    const fine = await call(ctx, usersOnly, 'PUT', `/admin/user/${subject.id}`, { permissions: ['users'] });
    expect(fine.statusCode, fine.body).toBe(200);
    expect((await userRow(subject.id))!.permissions).toEqual(['users']);
    // Someone holding a permission they lack is not theirs to edit at all (admin-rules.test.ts).
    const stronger = await createUser(ctx.db, { permissions: ['searches'] });
    const refused = await call(ctx, usersOnly, 'PUT', `/admin/user/${stronger.id}`, {
      permissions: ['searches', 'users'],
    });
    expect(refused.statusCode).toBe(403);
    expect((await userRow(stronger.id))!.permissions).toEqual(['searches']);
  });

  it("keeps someone holding 'users' (lastUsersAdmin)", async () => {
    // Only this file's admins hold it: take it from everyone else first.
    const holders = await ctx.db.select().from(users);
    for (const holder of holders.filter((row) => row.permissions.includes('users') && row.id !== root.user.id)) {
      await ctx.db
        .update(users)
        .set({ permissions: holder.permissions.filter((item) => item !== 'users') })
        .where(eq(users.id, holder.id));
    }
    const response = await call(ctx, root, 'PUT', `/admin/user/${root.user.id}`, { permissions: ['groups'] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Debe quedar al menos un administrador con el permiso de usuarios.',
      errors: { permissions: ['Debe quedar al menos un administrador con el permiso de usuarios.'] },
    });
    expect((await userRow(root.user.id))!.permissions).toContain('users');
    // With a second holder, root may let it go.
    const second = await createUser(ctx.db);
    expect((await call(ctx, root, 'PUT', `/admin/user/${second.id}`, { permissions: ['users'] })).statusCode).toBe(200);
    const drop = await call(ctx, root, 'PUT', `/admin/user/${root.user.id}`, {
      permissions: ['groups', 'microsites', 'searches'],
    });
    expect(drop.statusCode, drop.body).toBe(200);
    // Root's session no longer reaches the users section.
    expect((await call(ctx, root, 'GET', '/admin/user')).statusCode).toBe(403);
    await ctx.db
      .update(users)
      .set({ permissions: ['users', 'groups', 'microsites', 'searches'] })
      .where(eq(users.id, root.user.id));
  });
});

describe('DELETE /admin/user/{id}', () => {
  let boss: Actor;
  beforeAll(async () => {
    boss = await admin(ctx, ['users', 'groups', 'searches', 'microsites'], { name: 'Jefa' });
  });

  it('refuses deleting oneself', async () => {
    const response = await call(ctx, boss, 'DELETE', `/admin/user/${boss.user.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'No puedes eliminar tu propia cuenta desde la administración.' });
  });

  it('takes listings and their files, searches and sessions; hands owned groups over, deletes lonely ones', async () => {
    const subject = await actor(ctx, { name: 'Valentina Gómez' });
    const filesBefore = await listingFiles(ctx);
    await createListing(ctx, subject, [...propertyFields(), ['medias[]', await jpegFile()]]);
    await syncedListing(ctx, subject);
    expect((await listingFiles(ctx)).length).toBeGreaterThan(filesBefore.length);
    const shared = await createGroupAs(ctx, subject, { name: 'Equipo compartido' });
    const heir = await actor(ctx, { name: 'Heredero' });
    ctx.clock.advance(60_000);
    await joinGroup(ctx, subject, shared.id, heir);
    const lonely = await createGroupAs(ctx, subject, { name: 'Equipo solo', logo: await pngDataUrl() });
    await makeSearch(ctx, { creator: subject, filters: [{ type: 'property', category: 'departamento' }] });

    const response = await call(ctx, boss, 'DELETE', `/admin/user/${subject.user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Usuario eliminado correctamente.' });

    expect(await userRow(subject.user.id)).toBeNull();
    expect(await ctx.db.select().from(publications).where(eq(publications.userId, subject.user.id))).toEqual([]);
    expect(await listingFiles(ctx)).toEqual(filesBefore);
    expect(await ctx.db.select().from(searches).where(eq(searches.userId, subject.user.id))).toEqual([]);
    expect(await ctx.db.select().from(accessTokens).where(eq(accessTokens.userId, subject.user.id))).toEqual([]);
    expect(await ctx.db.select().from(groups).where(eq(groups.id, lonely.id))).toEqual([]);
    expect(await uploadExists(ctx, lonely.logo_url!)).toBe(false);
    const [heirPivot] = await ctx.db.select().from(groupUsers).where(eq(groupUsers.groupId, shared.id));
    expect(heirPivot).toMatchObject({ userId: heir.user.id, admin: true });
    // The old session is dead.
    expect((await call(ctx, subject, 'GET', '/auth/user')).statusCode).toBe(401);

    // The audit entry outlives its subject.
    const entries = await auditRows(ctx, 'user', subject.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: boss.user.id,
      action: 'user.delete',
      before: { name: 'Valentina Gómez', email: subject.user.email },
      after: null,
    });
    expect((await call(ctx, boss, 'DELETE', `/admin/user/${subject.user.id}`)).statusCode).toBe(404);
  });
});
