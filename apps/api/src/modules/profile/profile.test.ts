import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { notificationTypes } from '@vitrina/shared/enums';
import { users } from '../../db/schema/index';
import { uploadBytes, uploadExists } from '../../lib/storage/uploads-test-helpers';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import { createUser as openAccount } from '../users';
import { bearer, multipart, signUpViaApi } from '../auth/auth-test-helpers';
import { updateSlug } from './profile.queries';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const me = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json().user;
const rowOf = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0];

/** POST /api/auth/user as the web sends it: multipart with `_method=PUT`. */
async function putProfile(token: string, fields: Parameters<typeof multipart>[0]) {
  const body = await multipart({ _method: 'PUT', ...fields });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/user',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b7dd8' } })
    .jpeg()
    .withMetadata()
    .toBuffer();

describe('GET /api/auth/user', () => {
  it('answers every field of the User and an empty list of searches', async () => {
    const token = await signUpViaApi(ctx.app, 'valentina.gomez@vitrina.example', 'Valentina Gómez');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Valentina Gómez',
        email: 'valentina.gomez@vitrina.example',
        email_verified: false,
        phone: null,
        slug: null,
        avatar_url: null,
        created_at: ctx.clock.now().toISOString(),
        contact_types: ['email'],
        store_contacts: false,
        // Every type ticked: a new account hears of everything until it unticks some (docs/product.md, Mi perfil).
        notification_types: notificationTypes.map((type) => type.key),
        notification_channels: ['push', 'email'],
        notification_push_identifiers: {},
        permissions: [],
        has_stat: false,
        groups: [],
        publications_count: 0,
        // Set only in a session an admin opened as the user (admin-impersonation.test.ts).
        impersonator: null,
      },
      searches: [],
    });
  });
});

describe('POST /api/auth/user (_method=PUT)', () => {
  it('saves name, phone in E.164, contact means and notification types', async () => {
    const token = await signUpViaApi(ctx.app, 'martin.perfil@vitrina.example', 'Martín Fernández');
    const response = await putProfile(token, {
      name: 'Martín Fernández Propiedades',
      phone: '+54 9 11 3876-4521',
      contact_types: ['email', 'phone', 'whatsapp'],
      notification_types: ['search_coincidence', 'group_member'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      name: 'Martín Fernández Propiedades',
      phone: '+5491138764521',
      contact_types: ['email', 'phone', 'whatsapp'],
      notification_types: ['search_coincidence', 'group_member'],
      email: 'martin.perfil@vitrina.example',
    });
    expect(await me(token)).toMatchObject({ phone: '+5491138764521', contact_types: ['email', 'phone', 'whatsapp'] });
  });

  it('works as a real PUT with JSON too, and an emptied list is saved empty', async () => {
    const token = await signUpViaApi(ctx.app, 'put.real@vitrina.example', 'Put Real');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(token),
      payload: { name: 'Put Real', phone: '', contact_types: '', notification_types: [] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ phone: null, contact_types: [], notification_types: [] });
  });

  it('refuses a phone without the country code, and changes nothing', async () => {
    const token = await signUpViaApi(ctx.app, 'telefono.malo@vitrina.example', 'Teléfono Malo');
    for (const phone of ['11 3876-4521', '+54 11', '+999 123']) {
      const response = await putProfile(token, { name: 'Otro Nombre', phone });
      expect(response.statusCode, phone).toBe(422);
      expect(response.json()).toEqual({
        message: 'Debe incluir el código de país, incluyendo el signo +',
        errors: { phone: ['Debe incluir el código de país, incluyendo el signo +'] },
      });
    }
    expect(await me(token)).toMatchObject({ name: 'Teléfono Malo', phone: null });
  });

  it('offers phone calls and WhatsApp only with a phone', async () => {
    const token = await signUpViaApi(ctx.app, 'sin.telefono@vitrina.example', 'Sin Teléfono');
    const response = await putProfile(token, { name: 'Sin Teléfono', phone: '', contact_types: ['email', 'whatsapp'] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      contact_types: ['Para habilitar llamadas o WhatsApp primero cargá un teléfono'],
    });
    expect((await me(token)).contact_types).toEqual(['email']);
  });

  it('checks the name, the contact means and the notification types', async () => {
    const token = await signUpViaApi(ctx.app, 'validaciones@vitrina.example', 'Validaciones');
    const cases: [Record<string, string | string[]>, Record<string, string[]>][] = [
      [{ name: '' }, { name: ['Este campo es obligatorio'] }],
      [{ name: 'Al' }, { name: ['Este campo debe tener al menos 3 caracteres'] }],
      [{ name: 'x'.repeat(5000) }, { name: ['Este campo debe tener 150 caracteres como máximo'] }],
      [{ name: 'Nombre Bien', contact_types: ['fax'] }, { 'contact_types.0': ['El valor elegido no es válido'] }],
      [
        { name: 'Nombre Bien', notification_types: ['spam'] },
        { 'notification_types.0': ['El valor elegido no es válido'] },
      ],
    ];
    for (const [fields, errors] of cases) {
      const response = await putProfile(token, fields);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 60)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect((await me(token)).name).toBe('Validaciones');
  });

  it('turns a sign-up that loses the race for an email into "account exists"', async () => {
    await createUser(ctx.db, { email: 'carrera@vitrina.example' });
    expect(
      await openAccount(ctx.db, {
        name: 'Carrera',
        email: 'carrera@vitrina.example',
        emailVerifiedAt: null,
        createdAt: ctx.clock.now(),
      }),
    ).toBeNull();
  });

  it('never changes the email', async () => {
    const token = await signUpViaApi(ctx.app, 'email.fijo@vitrina.example', 'Email Fijo');
    const response = await putProfile(token, { name: 'Email Fijo', email: 'otro@vitrina.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('email.fijo@vitrina.example');
  });

  it('stores an avatar re-encoded as a square without metadata, replaces it and removes it', async () => {
    const token = await signUpViaApi(ctx.app, 'avatar@vitrina.example', 'Con Avatar');
    const first = await putProfile(token, {
      name: 'Con Avatar',
      avatar: { data: await photo(), filename: 'foto.jpg', type: 'image/jpeg' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().user.avatar_url;
    expect(url).toMatch(/^http:\/\/vitrina\.test\/uploads\/avatars\/user-\d+-[0-9a-f]+\.webp$/);
    const stored = await sharp(await uploadBytes(ctx, url)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(stored.exif).toBeUndefined();

    // Keeping: a save without file nor avatar_url leaves it.
    expect((await putProfile(token, { name: 'Con Avatar' })).json().user.avatar_url).toBe(url);

    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
    const second = await putProfile(token, {
      name: 'Con Avatar',
      avatar: { data: png, filename: 'cara.png', type: 'image/png' },
    });
    const secondUrl: string = second.json().user.avatar_url;
    expect(secondUrl).not.toBe(url);
    expect(await uploadExists(ctx, url)).toBe(false);

    const removed = await putProfile(token, { name: 'Con Avatar', avatar_url: '' });
    expect(removed.json().user.avatar_url).toBeNull();
    expect(await uploadExists(ctx, secondUrl)).toBe(false);
  });

  it('refuses a file that is not an image, whatever its name says, and changes nothing', async () => {
    const token = await signUpViaApi(ctx.app, 'no.imagen@vitrina.example', 'No Imagen');
    const response = await putProfile(token, {
      name: 'Nombre Cambiado',
      avatar: { data: Buffer.from('%PDF-1.7 esto no es una imagen'), filename: 'foto.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'El archivo debe ser una imagen',
      errors: { avatar: ['El archivo debe ser una imagen'] },
    });
    expect(await me(token)).toMatchObject({ name: 'No Imagen', avatar_url: null });
  });

  it('is for signed-in users only', async () => {
    const body = await multipart({ _method: 'PUT', name: 'Invitado' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/user/slug (_method=PUT)', () => {
  const putSlug = (token: string, slug: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/slug',
      headers: bearer(token),
      payload: { _method: 'PUT', slug },
    });

  it('normalises the slug and saves it', async () => {
    const token = await signUpViaApi(ctx.app, 'tienda@vitrina.example', 'Lucía Indumentaria');
    const response = await putSlug(token, '  Lucía   Indumentaria -- Palermo!! ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.slug).toBe('lucia-indumentaria-palermo');
    // Saving the same slug again is fine.
    expect((await putSlug(token, 'lucia-indumentaria-palermo')).statusCode).toBe(200);
  });

  it('refuses a slug another user has, and the race on the unique index', async () => {
    await createUser(ctx.db, { slug: 'gomez-propiedades' });
    const token = await signUpViaApi(ctx.app, 'copia@vitrina.example', 'Copia Gómez');
    const response = await putSlug(token, 'Gómez Propiedades');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Esa dirección ya está en uso, elegí otra',
      errors: { slug: ['Esa dirección ya está en uso, elegí otra'] },
    });
    expect((await me(token)).slug).toBeNull();

    // The check before writing can lose a race; the unique index still decides, and the loser gets the same answer.
    const loser = await rowOf('copia@vitrina.example');
    expect(await updateSlug(ctx.db, loser.id, 'gomez-propiedades', ctx.clock.now())).toBeNull();
  });

  it('refuses the names of the app routes', async () => {
    const token = await signUpViaApi(ctx.app, 'reservado@vitrina.example', 'Reservado');
    for (const slug of [
      'account',
      'Admin',
      'api',
      'auth',
      'search',
      'group',
      'legal',
      'invitation',
      'microsite',
      'uploads',
    ]) {
      const response = await putSlug(token, slug);
      expect(response.statusCode, slug).toBe(422);
      expect(response.json().errors).toEqual({ slug: ['Esa dirección está reservada, elegí otra'] });
    }
  });

  it('checks the length after normalising', async () => {
    const token = await signUpViaApi(ctx.app, 'largo@vitrina.example', 'Largo');
    const cases: [unknown, string][] = [
      ['', 'Este campo es obligatorio'],
      ['¡¡!!', 'Este campo es obligatorio'],
      ['ab', 'Este campo debe tener al menos 3 caracteres'],
      ['a'.repeat(151), 'Este campo debe tener 150 caracteres como máximo'],
    ];
    for (const [slug, message] of cases) {
      const response = await putSlug(token, slug);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ slug: [message] });
    }
  });

  it('saves whether the store shows the contact means (off by default), keeping it when absent', async () => {
    const token = await signUpViaApi(ctx.app, 'contactos.tienda@vitrina.example', 'Camila Martínez');
    expect((await me(token)).store_contacts).toBe(false);
    const on = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/slug',
      headers: bearer(token),
      payload: { _method: 'PUT', slug: 'Camila Martínez Ropa', store_contacts: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().user).toMatchObject({ slug: 'camila-martinez-ropa', store_contacts: true });
    // Saving the slug alone keeps the choice; the same slug with the other choice changes only the choice.
    expect((await putSlug(token, 'camila-martinez-ropa')).json().user.store_contacts).toBe(true);
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/slug',
      headers: bearer(token),
      payload: { slug: 'camila-martinez-ropa', store_contacts: false },
    });
    expect(off.json().user).toMatchObject({ slug: 'camila-martinez-ropa', store_contacts: false });
    expect((await me(token)).store_contacts).toBe(false);
  });

  it('refuses a store_contacts that is not a yes or no, changing nothing', async () => {
    const token = await signUpViaApi(ctx.app, 'contactos.malos@vitrina.example', 'Florencia Díaz');
    for (const value of ['quizás', 1, 'true', {}]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/user/slug',
        headers: bearer(token),
        payload: { slug: 'flor-diaz-showroom', store_contacts: value },
      });
      expect(response.statusCode, String(value)).toBe(422);
      expect(response.json().errors, String(value)).toEqual({ store_contacts: ['El valor ingresado no es válido'] });
    }
    expect(await me(token)).toMatchObject({ slug: null, store_contacts: false });
  });

  it('is for signed-in users only', async () => {
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/auth/user/slug', payload: { slug: 'invitado' } })).statusCode,
    ).toBe(401);
  });
});

describe('notification types, push subscription and linked accounts', () => {
  it('saves the notification types', async () => {
    const token = await signUpViaApi(ctx.app, 'notificaciones@vitrina.example', 'Notificaciones');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/notificationTypes',
      headers: bearer(token),
      payload: { _method: 'PUT', notification_types: ['search_coincidence'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.notification_types).toEqual(['search_coincidence']);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/notificationTypes',
      headers: bearer(token),
      payload: { notification_types: ['desconocido'] },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('stores the push subscription under site-0 and answers the user', async () => {
    const token = await signUpViaApi(ctx.app, 'push@vitrina.example', 'Push');
    const subscribe = (pushToken: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/user/push/subscribe',
        headers: bearer(token),
        payload: { _method: 'PUT', token: pushToken },
      });
    // A browser's PushSubscription as JSON (the rules it must follow: notifications/push-subscribe.test.ts).
    const browser = (id: string) =>
      JSON.stringify({
        endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
        expirationTime: null,
        keys: {
          p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
          auth: Buffer.alloc(16, 2).toString('base64url'),
        },
      });
    const response = await subscribe(browser('uno'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.notification_push_identifiers).toEqual({ 'site-0': browser('uno') });
    expect((await subscribe(browser('dos'))).json().user.notification_push_identifiers).toEqual({
      'site-0': browser('dos'),
    });
    const missing = await subscribe('');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ token: ['Este campo es obligatorio'] });
  });

  it('lists no linked accounts for an email account', async () => {
    const token = await signUpViaApi(ctx.app, 'sin.cuentas@vitrina.example', 'Sin Cuentas');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user/accounts', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 401 to guests', async () => {
    for (const [method, url] of [
      ['PUT', '/api/auth/user/notificationTypes'],
      ['PUT', '/api/auth/user/push/subscribe'],
      ['GET', '/api/auth/user/accounts'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        payload: method === 'PUT' ? { token: 'x', notification_types: [] } : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('keeps the row untouched by a refused update', async () => {
    const token = await signUpViaApi(ctx.app, 'intacto@vitrina.example', 'Intacto');
    const before = await rowOf('intacto@vitrina.example');
    await putProfile(token, { name: 'Cambio', phone: 'sin código' });
    expect(await rowOf('intacto@vitrina.example')).toEqual(before);
  });
});
