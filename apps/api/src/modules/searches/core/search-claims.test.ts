// A visitor's searches become theirs when they sign in: by sign-up, by emailed code, by Google and by Apple, all
// through the one signIn. The providers' key sets are served from a loopback server with keys made here, as the
// social sign-in tests do.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { createTestContext, createUser, type TestContext } from '../../../test/context';
import { bearer, lastCode } from '../../auth/auth-test-helpers';
import { actor } from '../../groups/groups-test-helpers';
import { createSearchAs, getSearch, searchState } from './searches-test-helpers';

const googleClientId = '1234-vitrina.apps.googleusercontent.com';
const appleClientId = 'ar.vitrina.web';

let server: Server;
let providerKey: CryptoKey;
let ctx: TestContext;
beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  providerKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    config: {
      googleClientId,
      appleClientId,
      googleJwksUrl: `${baseUrl}/google`,
      appleJwksUrl: `${baseUrl}/apple`,
      rateLimit: { max: 1_000_000, windowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
});

async function idToken(claims: JWTPayload, issuer: string, audience: string): Promise<string> {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(providerKey);
}

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api${url}`, payload });

/** The searches GET /auth/user answers for a token. */
async function searchesOf(token: string): Promise<{ uuid: string; user_id: number; pivot: { owner: boolean } }[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().searches;
}

/** Two searches a visitor made, one search of someone else's and a uuid that names nothing. */
async function visitorAndOthers() {
  const mine = [await createSearchAs(ctx, null), await createSearchAs(ctx, null)];
  const someoneElse = await createSearchAs(ctx, await actor(ctx));
  return { mine, someoneElse, uuids: [...mine.map((search) => search.uuid), someoneElse.uuid, randomUUID()] };
}

/** The visitor's searches are now the user's (creator and owner), the other user's search untouched. */
async function expectClaimed(token: string, mine: { id: number; uuid: string }[], someoneElse: { id: number }) {
  const listed = await searchesOf(token);
  expect(listed.map((search) => search.uuid).sort()).toEqual(mine.map((search) => search.uuid).sort());
  const userId = listed[0].user_id;
  for (const search of mine) {
    const state = await searchState(ctx, search.id);
    expect(state.search?.userId).toBe(userId);
    expect(state.participants).toMatchObject([{ userId, owner: true }]);
    // Now a signed-in user's search: it opens by its id too, for its owner only.
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/search/${search.id}`, headers: bearer(token) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().pivot).toEqual({ owner: true });
    expect((await getSearch(ctx, null, search.uuid)).statusCode).toBe(404);
  }
  const untouched = await searchState(ctx, someoneElse.id);
  expect(untouched.search?.userId).not.toBe(userId);
  expect(untouched.participants.map((row) => row.userId)).not.toContain(userId);
}

describe('claiming visitor searches at sign-in', () => {
  it('attaches them at sign-up', async () => {
    const { mine, someoneElse, uuids } = await visitorAndOthers();
    const response = await post('/auth/signup', {
      email: 'nueva@vitrina.example',
      name: 'Camila Martínez',
      searches: uuids,
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectClaimed(response.json().access_token, mine, someoneElse);
  });

  it('attaches them at sign-in with an emailed code', async () => {
    const user = await createUser(ctx.db, { email: 'matias.gonzalez@vitrina.example', name: 'Matías González' });
    const { mine, someoneElse, uuids } = await visitorAndOthers();
    expect((await post('/auth/recover/send', { email: user.email })).statusCode).toBe(200);
    const response = await post('/auth/recover/check', {
      email: user.email,
      code: lastCode(ctx.dataDir, user.email),
      searches: uuids.map((uuid) => uuid.toUpperCase()),
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectClaimed(response.json().access_token, mine, someoneElse);
  });

  it('attaches them at Google sign-in, new account or returning', async () => {
    const first = await visitorAndOthers();
    const claims = { sub: 'google-42', email: 'lucia@gmail.example', email_verified: true, name: 'Lucía Rodríguez' };
    const token = () => idToken(claims, 'https://accounts.google.com', googleClientId);
    const created = await post('/auth/login/social/google', { id_token: await token(), searches: first.uuids });
    expect(created.statusCode, created.body).toBe(200);
    await expectClaimed(created.json().access_token, first.mine, first.someoneElse);

    const second = await visitorAndOthers();
    const returning = await post('/auth/login/social/google', { credential: await token(), searches: second.uuids });
    expect(returning.statusCode, returning.body).toBe(200);
    const listed = await searchesOf(returning.json().access_token);
    expect(listed.map((search) => search.uuid).sort()).toEqual(
      [...first.mine, ...second.mine].map((search) => search.uuid).sort(),
    );
  });

  it('attaches them at Apple sign-in', async () => {
    const { mine, someoneElse, uuids } = await visitorAndOthers();
    const token = await idToken(
      { sub: '001234.apple', email: 'martin@privaterelay.appleid.example' },
      'https://appleid.apple.com',
      appleClientId,
    );
    const response = await post('/auth/login/social/apple', {
      access_token: token,
      name: 'Martín Fernández',
      searches: uuids,
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectClaimed(response.json().access_token, mine, someoneElse);
  });

  it('gives a search to one person only when two sign in with it at once', async () => {
    const search = await createSearchAs(ctx, null);
    const [a, b] = await Promise.all([
      post('/auth/signup', { email: 'primera@vitrina.example', name: 'Primera Persona', searches: [search.uuid] }),
      post('/auth/signup', { email: 'segunda@vitrina.example', name: 'Segunda Persona', searches: [search.uuid] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const counts = [(await searchesOf(a.json().access_token)).length, (await searchesOf(b.json().access_token)).length];
    expect(counts.sort()).toEqual([0, 1]);
    const state = await searchState(ctx, search.id);
    expect(state.participants).toHaveLength(1);
    expect(state.participants[0]).toMatchObject({ userId: state.search?.userId, owner: true });
  });

  it('refuses a uuid that is not one, and attaches nothing', async () => {
    const search = await createSearchAs(ctx, null);
    const response = await post('/auth/signup', {
      email: 'tercera@vitrina.example',
      name: 'Tercera Persona',
      searches: [search.uuid, 'no-es-un-uuid'],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['searches.1']);
    expect((await searchState(ctx, search.id)).search?.userId).toBeNull();
  });
});
