// ADMIN_EMAILS: the founding administrators hold every admin permission once they prove their address, never before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import { bearer, lastCode, signUpViaApi } from '../auth/auth-test-helpers';
import { grantFoundingAdmins } from './users.service';

const founder = 'mariana.sosa@vitrina.example';
const other = 'camila.martinez@vitrina.example';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { ADMIN_EMAILS: ` ${founder.toUpperCase()} , fundadora@vitrina.example` } });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
const me = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json().user as {
    permissions: string[];
  };

describe('ADMIN_EMAILS', () => {
  it('reads a comma-separated list, trimmed and in lower case', () => {
    expect(ctx.config.adminEmails).toEqual([founder, 'fundadora@vitrina.example']);
  });

  it('gives nothing to whoever signs up with the address, and every permission once the mailed code proves it', async () => {
    const token = await signUpViaApi(ctx.app, founder, 'Mariana Sosa');
    expect((await me(token)).permissions).toEqual([]);

    await post('/auth/verify/send', {}, bearer(token));
    const checked = await post('/auth/verify/check', { code: lastCode(ctx.dataDir, founder) }, bearer(token));
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().user.permissions.sort()).toEqual(['groups', 'microsites', 'searches', 'users']);
    expect((await me(token)).permissions.sort()).toEqual(['groups', 'microsites', 'searches', 'users']);
  });

  it('grants at a sign-in by code too, and never to another address', async () => {
    await createUser(ctx.db, { email: 'fundadora@vitrina.example', emailVerifiedAt: null });
    await post('/auth/recover/send', { email: 'fundadora@vitrina.example' });
    const signedIn = await post('/auth/recover/check', {
      email: 'fundadora@vitrina.example',
      code: lastCode(ctx.dataDir, 'fundadora@vitrina.example'),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await me(signedIn.json().access_token)).permissions).toHaveLength(4);

    const otherToken = await signUpViaApi(ctx.app, other, 'Camila Martínez');
    await post('/auth/verify/send', {}, bearer(otherToken));
    await post('/auth/verify/check', { code: lastCode(ctx.dataDir, other) }, bearer(otherToken));
    expect((await me(otherToken)).permissions).toEqual([]);
  });

  it('at a start, grants verified founders only and keeps the permissions they had', async () => {
    const verified = await createUser(ctx.db, {
      email: 'fundador.verificado@vitrina.example',
      emailVerifiedAt: new Date(),
      permissions: ['searches'],
    });
    const unverified = await createUser(ctx.db, { email: 'fundador.pendiente@vitrina.example', emailVerifiedAt: null });
    const emails = [verified.email, unverified.email];
    expect(await grantFoundingAdmins(ctx.db, emails)).toBe(1);
    expect(await grantFoundingAdmins(ctx.db, emails)).toBe(0);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, verified.id));
    expect(row.permissions).toEqual(['groups', 'microsites', 'searches', 'users']);
    const [pending] = await ctx.db.select().from(users).where(eq(users.id, unverified.id));
    expect(pending.permissions).toEqual([]);
  });
});
