// Account pre-hijacking (decision 006): anyone can sign up with someone else's address, so that session is short
// and dies when the owner proves the address. Google's proof is in social.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { issueToken, tokenLifetimeMs, unverifiedTokenLifetimeMs } from './access-tokens.service';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import { bearer, lastCode, signUpViaApi } from './auth-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const hour = 60 * 60_000;

async function signInWithCode(email: string): Promise<string> {
  expect((await post('/auth/recover/send', { email })).statusCode).toBe(200);
  const response = await post('/auth/recover/check', { email, code: lastCode(ctx.dataDir, email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token;
}

describe('a sign-up nobody has proven', () => {
  it('gets a session of 24 hours', async () => {
    expect(unverifiedTokenLifetimeMs).toBe(24 * hour);
    const token = await signUpViaApi(ctx.app, 'un.dia@vitrina.example', 'Un Día');
    ctx.clock.advance(24 * hour - 60_000);
    expect((await me(token)).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'No te encuentras autenticado.' });
  });

  it("loses the attacker's session when the owner signs in with a code", async () => {
    const attacker = await signUpViaApi(ctx.app, 'duena.real@vitrina.example', 'Atacante');
    expect((await me(attacker)).statusCode).toBe(200);

    const owner = await signInWithCode('duena.real@vitrina.example');
    const refused = await me(attacker);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'No te encuentras autenticado.' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(attacker) })).statusCode,
    ).toBe(401);
    // The owner's session is a full one.
    expect((await me(owner)).json().user).toMatchObject({ email: 'duena.real@vitrina.example', email_verified: true });
    ctx.clock.advance(30 * 24 * hour);
    expect((await me(owner)).statusCode).toBe(200);
  });

  it('keeps the session that verified the email, now for a full lifetime, and revokes the others', async () => {
    const token = await signUpViaApi(ctx.app, 'verifica.sola@vitrina.example', 'Verifica Sola');
    const [user] = await ctx.db.select().from(users).where(eq(users.email, 'verifica.sola@vitrina.example'));
    // Another session opened before the proof (on another device, or by whoever typed the address).
    const other = await issueToken(ctx.db, user.id, { clock: ctx.clock, lifetimeMs: unverifiedTokenLifetimeMs });

    expect((await post('/auth/verify/send', {}, bearer(token))).statusCode).toBe(200);
    const verified = await post(
      '/auth/verify/check',
      { code: lastCode(ctx.dataDir, 'verifica.sola@vitrina.example') },
      bearer(token),
    );
    expect(verified.statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(401);
    ctx.clock.advance(tokenLifetimeMs - 24 * hour);
    expect((await me(token)).json().user).toMatchObject({ email_verified: true });
  });

  it('revokes only on the first proof: a verified account keeps its sessions', async () => {
    const user = await createUser(ctx.db, { emailVerifiedAt: new Date('2024-01-01T00:00:00Z') });
    const phone = await issueToken(ctx.db, user.id, { clock: ctx.clock });
    const laptop = await signInWithCode(user.email);
    const tablet = await signInWithCode(user.email);
    for (const token of [phone.access_token, laptop, tablet]) expect((await me(token)).statusCode).toBe(200);
  });
});
