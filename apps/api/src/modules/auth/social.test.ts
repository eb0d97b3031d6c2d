import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from 'jose';
import { notificationTypes } from '@vitrina/shared/enums';
import { users } from '../../db/schema/index';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import { bearer, lastCode, signUpViaApi } from './auth-test-helpers';

// The providers' key sets, served from a loopback server with keys made here: the real code path (fetch the
// set, pick the key by kid, check the signature) runs without reaching Google or Apple.
let server: Server;
let baseUrl: string;
let providerKey: CryptoKey;
let forgerKey: CryptoKey;
let ctx: TestContext;

const googleClientId = '1234-vitrina.apps.googleusercontent.com';
const appleClientId = 'ar.vitrina.web';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  providerKey = pair.privateKey;
  forgerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    config: { googleClientId, appleClientId, googleJwksUrl: `${baseUrl}/google`, appleJwksUrl: `${baseUrl}/apple` },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
});

type TokenOptions = { key?: CryptoKey; issuer?: string; audience?: string; expiresInSeconds?: number };

async function idToken(claims: JWTPayload, options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? googleClientId)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
    .sign(options.key ?? providerKey);
}

const appleToken = (claims: JWTPayload, options: TokenOptions = {}) =>
  idToken(claims, { issuer: 'https://appleid.apple.com', audience: appleClientId, ...options });

const social = (provider: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/login/social/${provider}`, payload });
const me = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json().user;
const accounts = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/user/accounts', headers: bearer(token) })).json();
const countUsers = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email))).length;

describe('Google sign-in', () => {
  it('creates the account on the first sign-in, with the email verified, and finds it later', async () => {
    const token = await idToken({
      sub: 'google-111',
      email: 'Valentina.Google@gmail.example',
      email_verified: true,
      name: 'Valentina Gómez',
    });
    const response = await social('google', { id_token: token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ token_type: 'Bearer', access_token: expect.any(String) });
    const user = await me(response.json().access_token);
    expect(user).toMatchObject({
      name: 'Valentina Gómez',
      email: 'valentina.google@gmail.example',
      email_verified: true,
      notification_types: notificationTypes.map((type) => type.key),
    });
    expect(await accounts(response.json().access_token)).toEqual([
      { provider: 'google', email: 'valentina.google@gmail.example', created_at: ctx.clock.now().toISOString() },
    ]);

    // Later, as Google Identity Services sends it (`credential`): the same account.
    const again = await social('google', {
      credential: await idToken({ sub: 'google-111', email: 'valentina.google@gmail.example', email_verified: true }),
    });
    expect(again.statusCode).toBe(200);
    expect((await me(again.json().access_token)).id).toBe(user.id);
    expect(await countUsers('valentina.google@gmail.example')).toBe(1);
  });

  it('links to the account that has the email, and verifies it', async () => {
    const existing = await createUser(ctx.db, { email: 'martin.link@gmail.example', name: 'Martín Fernández' });
    const response = await social('google', {
      id_token: await idToken({
        sub: 'google-222',
        email: 'martin.link@gmail.example',
        email_verified: true,
        name: 'Otro',
      }),
    });
    expect(response.statusCode).toBe(200);
    const user = await me(response.json().access_token);
    expect(user).toMatchObject({ id: existing.id, name: 'Martín Fernández', email_verified: true });
    expect(
      (await accounts(response.json().access_token)).map((account: { provider: string }) => account.provider),
    ).toEqual(['google']);
  });

  it('refuses an address Google has not verified', async () => {
    const response = await social('google', {
      id_token: await idToken({ sub: 'google-333', email: 'sin.verificar@gmail.example', email_verified: false }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Error en el login.' });
    expect(await countUsers('sin.verificar@gmail.example')).toBe(0);
  });

  it('refuses forged, expired, wrong-audience and wrong-issuer tokens, creating nothing', async () => {
    const claims = { sub: 'google-444', email: 'atacante@gmail.example', email_verified: true };
    const bad: [string, string][] = [
      ['signed with another key', await idToken(claims, { key: forgerKey })],
      ['expired', await idToken(claims, { expiresInSeconds: -60 })],
      ['for another app', await idToken(claims, { audience: 'otra-app.apps.googleusercontent.com' })],
      ['from another issuer', await idToken(claims, { issuer: 'https://accounts.example.com' })],
      ['an Apple token', await appleToken(claims)],
      ['not a token', 'no-es-un-jwt'],
    ];
    for (const [label, token] of bad) {
      const response = await social('google', { id_token: token });
      expect(response.statusCode, label).toBe(401);
      expect(response.json(), label).toEqual({ message: 'Error en el login.' });
    }
    expect(await countUsers('atacante@gmail.example')).toBe(0);
  });

  it('checks expiry against the current time', async () => {
    const token = await idToken(
      { sub: 'google-555', email: 'expira@gmail.example', email_verified: true },
      { expiresInSeconds: 60 },
    );
    ctx.clock.advance(61_000);
    expect((await social('google', { id_token: token })).statusCode).toBe(401);
  });

  it('answers 401 when no token is sent', async () => {
    const response = await social('google', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Error en el login.' });
  });
});

describe('a sign-up by someone else with the address (decision 006)', () => {
  const status = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode;

  it('is revoked when the owner signs in with Google', async () => {
    const attacker = await signUpViaApi(ctx.app, 'duena.google@gmail.example', 'Atacante');
    expect(await status(attacker)).toBe(200);
    const response = await social('google', {
      id_token: await idToken({ sub: 'google-777', email: 'duena.google@gmail.example', email_verified: true }),
    });
    expect(response.statusCode).toBe(200);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(attacker) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'No te encuentras autenticado.' });
    expect(await me(response.json().access_token)).toMatchObject({
      email: 'duena.google@gmail.example',
      email_verified: true,
    });
  });

  it('is revoked once when the owner proves the address by code and by Apple at the same moment', async () => {
    const email = 'dos.pruebas@icloud.example';
    const attacker = await signUpViaApi(ctx.app, email, 'Atacante');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/recover/send', payload: { email } });
    const code = lastCode(ctx.dataDir, email);
    const apple = await appleToken({ sub: '007777.apple', email });
    const [byCode, byApple] = await Promise.all([
      ctx.app.inject({ method: 'POST', url: '/api/auth/recover/check', payload: { email, code } }),
      social('apple', { access_token: apple }),
    ]);
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byApple.statusCode, byApple.body).toBe(200);
    // Both of the owner's new sessions live; only the one made before the proof died.
    expect(await status(byCode.json().access_token)).toBe(200);
    expect(await status(byApple.json().access_token)).toBe(200);
    expect(await status(attacker)).toBe(401);
  });
});

describe('Apple sign-in', () => {
  it('takes the identity token as access_token and the name from the request', async () => {
    const token = await appleToken({
      sub: '001234.apple',
      email: 'lucia@privaterelay.appleid.example',
      email_verified: 'true',
    });
    const response = await social('apple', { access_token: token, name: 'Lucía Rodríguez' });
    expect(response.statusCode, response.body).toBe(200);
    const user = await me(response.json().access_token);
    expect(user).toMatchObject({
      name: 'Lucía Rodríguez',
      email: 'lucia@privaterelay.appleid.example',
      email_verified: true,
    });

    // Apple may leave the email out later: the subject is enough.
    const later = await social('apple', { access_token: await appleToken({ sub: '001234.apple' }) });
    expect((await me(later.json().access_token)).id).toBe(user.id);
  });

  it('names the account after the inbox when nobody gives a name', async () => {
    const response = await social('apple', {
      access_token: await appleToken({ sub: '009999.apple', email: 'camila.martinez@icloud.example' }),
    });
    expect((await me(response.json().access_token)).name).toBe('camila.martinez');
  });

  it('refuses a first sign-in without an email, and a Google token', async () => {
    expect((await social('apple', { access_token: await appleToken({ sub: '000001.apple' }) })).statusCode).toBe(401);
    const google = await idToken({ sub: 'google-666', email: 'x@gmail.example', email_verified: true });
    expect((await social('apple', { access_token: google })).statusCode).toBe(401);
  });
});

describe('providers', () => {
  it('answers 404 for an unknown provider', async () => {
    const response = await social('facebook', { access_token: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ese medio de ingreso no está disponible.' });
  });

  it('answers 422 for a provider without a client id', async () => {
    const bare = await createTestContext({ database: ctx.database });
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/auth/login/social/google',
        payload: { id_token: 'x' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'El ingreso con este medio no está configurado.' });
    } finally {
      await bare.close();
    }
  });

  it("reads the key-set addresses from the environment, with the providers' defaults", async () => {
    const { loadConfig } = await import('../../config');
    expect(loadConfig({})).toMatchObject({
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      appleJwksUrl: 'https://appleid.apple.com/auth/keys',
    });
    expect(loadConfig({ GOOGLE_JWKS_URL: 'http://127.0.0.1:9/keys' }).googleJwksUrl).toBe('http://127.0.0.1:9/keys');
  });

  it('lists linked accounts only to their owner', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user/accounts' })).statusCode).toBe(401);
  });
});
