import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationTypes } from '@vitrina/shared/enums';
import { users } from '../../db/schema/index';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import { bearer, lastCode, mailsTo, signUpViaApi } from './auth-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

describe('POST /api/auth/check', () => {
  it('says whether an account exists, ignoring case and spaces', async () => {
    await createUser(ctx.db, { email: 'martin.fernandez@vitrina.example' });
    expect((await post('/auth/check', { email: '  Martin.Fernandez@Vitrina.example ' })).json()).toEqual({
      exists: true,
    });
    expect((await post('/auth/check', { email: 'nadie@vitrina.example' })).json()).toEqual({ exists: false });
  });

  it('refuses a missing or malformed email with the spec messages', async () => {
    const missing = await post('/auth/check', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: ['Este campo es obligatorio'] });
    const malformed = await post('/auth/check', { email: 'no-es-un-email' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      message: 'No es una dirección de correo electrónico válida',
      errors: { email: ['No es una dirección de correo electrónico válida'] },
    });
  });
});

describe('POST /api/auth/signup', () => {
  it('creates the account with an unverified email and every notification type, and signs in', async () => {
    const response = await post('/auth/signup', {
      email: 'Lucia.Rodriguez@vitrina.example',
      name: '  Lucía Rodríguez ',
      searches: [],
    });
    expect(response.statusCode).toBe(200);
    const token = response.json();
    expect(token).toEqual({ token_type: 'Bearer', access_token: expect.stringMatching(/^[\w-]{64}$/) });
    const user = (await me(token.access_token)).json().user;
    expect(user).toMatchObject({
      name: 'Lucía Rodríguez',
      email: 'lucia.rodriguez@vitrina.example',
      email_verified: false,
      contact_types: ['email'],
      notification_types: notificationTypes.map((type) => type.key),
      notification_channels: ['push', 'email'],
    });
  });

  it('accepts the uuids of anonymous searches', async () => {
    const response = await post('/auth/signup', {
      email: 'con.busquedas@vitrina.example',
      name: 'Con Búsquedas',
      searches: ['6f1c2a7e-8b1d-4c3a-9e2f-0a1b2c3d4e5f'],
    });
    expect(response.statusCode).toBe(200);
    const bad = await post('/auth/signup', {
      email: 'otra@vitrina.example',
      name: 'Otra Persona',
      searches: ['no-uuid'],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['searches.0']);
  });

  it('refuses an email that already has an account, and changes nothing', async () => {
    await createUser(ctx.db, { email: 'santiago.lopez@vitrina.example', name: 'Santiago López' });
    const response = await post('/auth/signup', { email: 'santiago.lopez@vitrina.example', name: 'Otro Nombre' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Ya existe una cuenta con ese email.',
      errors: { email: ['Ya existe una cuenta con ese email.'] },
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'santiago.lopez@vitrina.example'));
    expect(row.name).toBe('Santiago López');
  });

  it('checks the name: required, 3 to 150 characters', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'Este campo es obligatorio'],
      ['   ', 'Este campo es obligatorio'],
      ['Al', 'Este campo debe tener al menos 3 caracteres'],
      ['x'.repeat(151), 'Este campo debe tener 150 caracteres como máximo'],
      ['x'.repeat(100_000), 'Este campo debe tener 150 caracteres como máximo'],
    ];
    for (const [name, message] of cases) {
      const response = await post('/auth/signup', { email: 'nombre.invalido@vitrina.example', name });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.name).toEqual([message]);
    }
    expect((await post('/auth/check', { email: 'nombre.invalido@vitrina.example' })).json()).toEqual({ exists: false });
  });
});

describe('sign-in with an emailed code', () => {
  it('mails a code to an existing account and signs in with it, verifying the email', async () => {
    await createUser(ctx.db, { email: 'camila.martinez@vitrina.example', name: 'Camila Martínez' });
    const sent = await post('/auth/recover/send', { email: 'camila.martinez@vitrina.example' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Código enviado.' });

    const code = lastCode(ctx.dataDir, 'camila.martinez@vitrina.example');
    const response = await post('/auth/recover/check', {
      email: 'camila.martinez@vitrina.example',
      code,
      searches: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token_type).toBe('Bearer');
    const user = (await me(response.json().access_token)).json().user;
    expect(user).toMatchObject({ email: 'camila.martinez@vitrina.example', email_verified: true });
  });

  it('answers an unknown email at recover with a message and sends nothing', async () => {
    const response = await post('/auth/recover/send', { email: 'desconocido@vitrina.example' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'No existe una cuenta con ese email.',
      errors: { email: ['No existe una cuenta con ese email.'] },
    });
    expect(mailsTo(ctx.dataDir, 'desconocido@vitrina.example')).toEqual([]);
  });

  it('refuses a wrong code, a malformed code and a missing code', async () => {
    await createUser(ctx.db, { email: 'matias.gonzalez@vitrina.example' });
    await post('/auth/recover/send', { email: 'matias.gonzalez@vitrina.example' });
    const code = lastCode(ctx.dataDir, 'matias.gonzalez@vitrina.example');
    const wrong = code === '000000' ? '111111' : '000000';
    const cases: [unknown, string][] = [
      [wrong, 'El código no es correcto o ya venció. Pedí uno nuevo.'],
      ['12ab56', 'El código no es correcto o ya venció. Pedí uno nuevo.'],
      [undefined, 'Este campo es obligatorio'],
    ];
    for (const [value, message] of cases) {
      const response = await post('/auth/recover/check', { email: 'matias.gonzalez@vitrina.example', code: value });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ code: [message] });
    }
    // A wrong try does not spend the code.
    expect((await post('/auth/recover/check', { email: 'matias.gonzalez@vitrina.example', code })).statusCode).toBe(
      200,
    );
  });

  it('offers the same sign-in as /auth/login and /auth/login/otp', async () => {
    await createUser(ctx.db, { email: 'sofia.perez@vitrina.example' });
    expect((await post('/auth/login', { email: 'sofia.perez@vitrina.example' })).json()).toEqual({
      message: 'Código enviado.',
    });
    const code = lastCode(ctx.dataDir, 'sofia.perez@vitrina.example');
    const response = await post('/auth/login/otp', { email: 'sofia.perez@vitrina.example', code });
    expect(response.statusCode).toBe(200);
    expect((await me(response.json().access_token)).json().user.email).toBe('sofia.perez@vitrina.example');
  });

  it('mails the code in Spanish, as text and HTML, with its validity', async () => {
    await createUser(ctx.db, { email: 'joaquin.romero@vitrina.example' });
    await post('/auth/recover/send', { email: 'joaquin.romero@vitrina.example' });
    const [mail] = mailsTo(ctx.dataDir, 'joaquin.romero@vitrina.example');
    const code = lastCode(ctx.dataDir, 'joaquin.romero@vitrina.example');
    expect(mail.subject).toBe(`Tu código de ingreso a Vitrina: ${code}`);
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('El código vale por 10 minutos');
    expect(mail.text).toContain('Si no lo pediste, ignorá este mensaje');
    expect(mail.html).toContain(`>${code}</p>`);
    expect(mail.html).toContain('<html lang="es">');
  });
});

describe('email verification', () => {
  it('mails a code to the signed-in user and verifies the email with it', async () => {
    const token = await signUpViaApi(ctx.app, 'florencia.diaz@vitrina.example', 'Florencia Díaz');
    const sent = await post('/auth/verify/send', {}, bearer(token));
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Código enviado.' });
    const [mail] = mailsTo(ctx.dataDir, 'florencia.diaz@vitrina.example');
    expect(mail.subject).toMatch(/^Tu código de verificación de Vitrina: \d{6}$/);

    const code = lastCode(ctx.dataDir, 'florencia.diaz@vitrina.example');
    const checked = await post('/auth/verify/check', { code }, bearer(token));
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      message: 'Verificado correctamente.',
      user: { email: 'florencia.diaz@vitrina.example', email_verified: true },
    });
    expect((await me(token)).json().user.email_verified).toBe(true);
  });

  it('refuses to send a code to an email already verified', async () => {
    const user = await createUser(ctx.db, { emailVerifiedAt: new Date('2024-01-01T00:00:00Z') });
    const { issueToken } = await import('./access-tokens.service');
    const { access_token } = await issueToken(ctx.db, user.id, { clock: ctx.clock });
    const response = await post('/auth/verify/send', {}, bearer(access_token));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Tu email ya está verificado.');
    expect(mailsTo(ctx.dataDir, user.email)).toEqual([]);
  });

  it('does not accept a sign-in code as a verification code, nor the other way round', async () => {
    const token = await signUpViaApi(ctx.app, 'agustina.torres@vitrina.example', 'Agustina Torres');
    await post('/auth/recover/send', { email: 'agustina.torres@vitrina.example' });
    const loginCode = lastCode(ctx.dataDir, 'agustina.torres@vitrina.example');
    const response = await post('/auth/verify/check', { code: loginCode }, bearer(token));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: ['El código no es correcto o ya venció. Pedí uno nuevo.'] });

    await post('/auth/verify/send', {}, bearer(token));
    const verifyCode = lastCode(ctx.dataDir, 'agustina.torres@vitrina.example');
    expect(
      (await post('/auth/recover/check', { email: 'agustina.torres@vitrina.example', code: verifyCode })).statusCode,
    ).toBe(422);
  });

  it('is for signed-in users only', async () => {
    for (const [url, payload] of [
      ['/auth/verify/send', {}],
      ['/auth/verify/check', { code: '123456' }],
      ['/auth/verify/check', {}],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ message: 'No te encuentras autenticado.' });
    }
  });
});

describe('GET /api/auth/logout', () => {
  it('revokes the token used, and only that one', async () => {
    const first = await signUpViaApi(ctx.app, 'nicolas.alvarez@vitrina.example', 'Nicolás Álvarez');
    // The email is proven first with this session (which keeps it): a first proof by a sign-in code would revoke
    // every earlier session (decision 006), and this test is about logout alone.
    await post('/auth/verify/send', {}, bearer(first));
    expect(
      (
        await post(
          '/auth/verify/check',
          { code: lastCode(ctx.dataDir, 'nicolas.alvarez@vitrina.example') },
          bearer(first),
        )
      ).statusCode,
    ).toBe(200);
    await post('/auth/recover/send', { email: 'nicolas.alvarez@vitrina.example' });
    const code = lastCode(ctx.dataDir, 'nicolas.alvarez@vitrina.example');
    const second = (await post('/auth/recover/check', { email: 'nicolas.alvarez@vitrina.example', code })).json()
      .access_token;

    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(first) });
    expect(response.statusCode).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(first) })).statusCode).toBe(
      401,
    );
    expect((await me(second)).statusCode).toBe(200);
  });

  it('answers 401 to a guest', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});
