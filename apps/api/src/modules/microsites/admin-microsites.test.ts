// The microsite administration as an admin uses it: create with logos and users, edit part of it, replace and remove
// logos; every write in the audit log and told to the host resolution.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { admin } from '../admin/admin-test-helpers';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { onMicrositeChanged } from './microsite-changes';
import {
  auditOf,
  createMicrosite,
  defaultStyle,
  fileOf,
  freshHost,
  imageFile,
  micrositeFiles,
  micrositeForm,
  micrositeRow,
  send,
} from './microsites-test-helpers';
import { uploadBytes, uploadExists } from '../../lib/storage/uploads-test-helpers';

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

describe('creating a microsite', () => {
  it('stores its fields, users and re-encoded logos with the square one as PNG icons, and audits it', async () => {
    const before = changes;
    const host = freshHost();
    const response = await send(
      ctx,
      boss,
      'POST',
      '/admin/microsite',
      micrositeForm([ana.user.id, bruno.user.id], {
        host: `  ${host.toUpperCase()} `,
        default_user_id: String(bruno.user.id),
        logo_main: await imageFile({ width: 2400, height: 600, format: 'jpeg', exif: true }),
        logo_secondary: await imageFile({ width: 300, height: 100 }),
        logo_square: await imageFile({ width: 900, height: 700, exif: true, format: 'jpeg' }),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { message, microsite } = response.json();
    expect(message).toBe('Micrositio cargado correctamente.');
    expect(microsite).toMatchObject({
      name: 'Inmobiliaria del Sur',
      host,
      description: 'Propiedades en la zona sur',
      status: 'active',
      users_count: 2,
      // Sections left out take their defaults; colours are stored lower case.
      style: { ...defaultStyle, header: { background: '#123abc', text: 'light' } },
      settings: { users: true, groups: false },
    });
    // The default first, then by name.
    expect(microsite.users).toEqual([
      expect.objectContaining({ id: bruno.user.id, name: 'Bruno Propiedades', pivot: { default: true } }),
      expect.objectContaining({ id: ana.user.id, slug: 'ana-inmuebles', pivot: { default: false } }),
    ]);
    expect(changes).toBe(before + 1);

    // Logos: WebP, metadata gone, the main one within 1200 px and the secondary never enlarged.
    const main = await sharp(await uploadBytes(ctx, microsite.logo_main_url)).metadata();
    expect(main).toMatchObject({ format: 'webp', width: 1200, height: 300 });
    expect(main.exif).toBeUndefined();
    expect(await sharp(await uploadBytes(ctx, microsite.logo_secondary_url)).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 100,
    });
    const square = await sharp(await uploadBytes(ctx, microsite.logo_square_url)).metadata();
    expect(square).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(square.exif).toBeUndefined();
    // The square logo's icons, for the microsite's manifest.
    const stored = await micrositeRow(ctx, microsite.id);
    for (const [key, size] of [
      [stored.iconSmallPath!, 192],
      [stored.iconLargePath!, 512],
    ] as const) {
      expect(await sharp(await uploadBytes(ctx, `${ctx.config.publicUrl}/uploads/${key}`)).metadata()).toMatchObject({
        format: 'png',
        width: size,
        height: size,
      });
    }
    expect(await micrositeFiles(ctx)).toHaveLength(5);

    const [entry] = await auditOf(ctx, microsite.id);
    expect(entry).toMatchObject({ actorId: boss.user.id, action: 'microsite.create', before: null });
    expect(entry.after).toMatchObject({
      name: 'Inmobiliaria del Sur',
      host,
      status: 'active',
      users: [ana.user.id, bruno.user.id].sort((a, b) => a - b),
      default_user_id: bruno.user.id,
      logo_main: expect.stringMatching(/^microsites\/main-[0-9a-f]+\.webp$/),
    });
    expect(microsite.audit).toEqual([expect.objectContaining({ action: 'microsite.create' })]);
  });

  it('takes a JSON body without logos too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/microsite',
      headers: boss.headers,
      payload: {
        name: 'Sitio JSON',
        host: freshHost(),
        status: 'pending',
        style: {},
        settings: { users: false, groups: true },
        users: [ana.user.id],
        default_user_id: ana.user.id,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().microsite).toMatchObject({ status: 'pending', description: null, style: defaultStyle });
  });
});

describe('editing a microsite', () => {
  it('changes only the fields sent, audits the difference and tells the host resolution', async () => {
    const created = await createMicrosite(ctx, boss, [ana.user.id, bruno.user.id]);
    const before = changes;
    const response = await send(ctx, boss, 'POST', `/admin/microsite/${created.id}`, {
      _method: 'PUT',
      status: 'suspended',
      settings: JSON.stringify({ users: false, groups: true }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { message, microsite } = response.json();
    expect(message).toBe('Micrositio actualizado correctamente.');
    expect(microsite).toMatchObject({
      name: 'Inmobiliaria del Sur',
      host: created.host,
      status: 'suspended',
      settings: { users: false, groups: true },
      users_count: 2,
    });
    expect(changes).toBe(before + 1);
    const entries = await auditOf(ctx, created.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'microsite.update',
      before: { status: 'active', settings: { users: true, groups: false } },
      after: { status: 'suspended', settings: { users: false, groups: true } },
    });

    // A save that changes nothing writes no entry.
    await send(ctx, boss, 'PUT', `/admin/microsite/${created.id}`, { status: 'suspended' });
    expect(await auditOf(ctx, created.id)).toHaveLength(entries.length);
  });

  it('replaces its users and the default', async () => {
    const created = await createMicrosite(ctx, boss, [ana.user.id, bruno.user.id]);
    const carla = await actor(ctx, { name: 'Carla' });
    const response = await send(ctx, boss, 'PUT', `/admin/microsite/${created.id}`, {
      'users[]': [String(carla.user.id), String(bruno.user.id)],
      default_user_id: String(carla.user.id),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json().microsite.users.map((user: { id: number; pivot: unknown }) => [user.id, user.pivot]),
    ).toEqual([
      [carla.user.id, { default: true }],
      [bruno.user.id, { default: false }],
    ]);
    expect((await auditOf(ctx, created.id)).at(-1)).toMatchObject({
      before: { users: [ana.user.id, bruno.user.id], default_user_id: ana.user.id },
      after: { users: [bruno.user.id, carla.user.id].sort((a, b) => a - b), default_user_id: carla.user.id },
    });
    // The default alone, among the users it has.
    const moved = await send(ctx, boss, 'PUT', `/admin/microsite/${created.id}`, {
      default_user_id: String(bruno.user.id),
    });
    expect(moved.json().microsite.users[0]).toMatchObject({ id: bruno.user.id, pivot: { default: true } });
  });

  it('takes an edit that leaves its users alone after its default account was deleted', async () => {
    const dora = await actor(ctx, { name: 'Dora' });
    const created = await createMicrosite(ctx, boss, [dora.user.id, ana.user.id]);
    await ctx.db.delete(users).where(eq(users.id, dora.user.id));
    const renamed = await send(ctx, boss, 'PUT', `/admin/microsite/${created.id}`, {
      name: 'Sitio sin predeterminado',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().microsite.users).toEqual([
      expect.objectContaining({ id: ana.user.id, pivot: { default: false } }),
    ]);
    // Touching the users asks for a default among them.
    const refused = await send(ctx, boss, 'PUT', `/admin/microsite/${created.id}`, {
      'users[]': [String(ana.user.id)],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      default_user_id: ['El usuario por defecto debe estar entre los usuarios del micrositio.'],
    });
    const fixed = await send(ctx, boss, 'PUT', `/admin/microsite/${created.id}`, {
      default_user_id: String(ana.user.id),
    });
    expect(fixed.json().microsite.users[0]).toMatchObject({ id: ana.user.id, pivot: { default: true } });
  });

  it('replaces and removes logos, deleting the old files after the commit', async () => {
    const created = await createMicrosite(ctx, boss, [ana.user.id], {
      logo_main: await imageFile(),
      logo_square: await imageFile({ width: 400, height: 400 }),
    });
    const oldMain = fileOf(ctx, created.logo_main_url as string);
    const oldSquare = fileOf(ctx, created.logo_square_url as string);
    const stored = await micrositeRow(ctx, created.id);
    const oldIcons = [stored.iconSmallPath!, stored.iconLargePath!].map((key) =>
      fileOf(ctx, `${ctx.config.publicUrl}/uploads/${key}`),
    );
    const response = await send(ctx, boss, 'PUT', `/admin/microsite/${created.id}`, {
      logo_main: await imageFile({ width: 500, height: 200, format: 'jpeg' }),
      remove_logo_square: '1',
      remove_logo_secondary: '1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { microsite } = response.json();
    expect(microsite.logo_main_url).not.toBe(created.logo_main_url);
    expect(await sharp(await uploadBytes(ctx, microsite.logo_main_url)).metadata()).toMatchObject({
      width: 500,
      height: 200,
    });
    expect(microsite.logo_square_url).toBeNull();
    for (const file of [oldMain, oldSquare, ...oldIcons]) expect(await uploadExists(ctx, file)).toBe(false);
    const after = await micrositeRow(ctx, created.id);
    expect(after).toMatchObject({ iconSmallPath: null, iconLargePath: null, logoSecondaryPath: null });
    expect((await auditOf(ctx, created.id)).at(-1)!.after).toEqual({
      logo_main: after.logoMainPath,
      logo_square: null,
    });
  });
});
