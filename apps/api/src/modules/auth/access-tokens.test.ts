import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { accessTokens } from '../../db/schema/index';
import { jobHandlers } from '../../jobs/registry';
import { requirePermission, requireUser } from '../../lib/auth';
import { createLogger } from '../../lib/logger';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import { hashToken, issueToken, revokeToken, tokenLifetimeMs } from './access-tokens.service';

const routes: FastifyPluginAsync = async (api) => {
  api.get('/probe/me', { preHandler: requireUser }, async (request) => ({
    id: request.user!.id,
    email: request.user!.email,
  }));
  api.get('/probe/admin/users', { preHandler: requirePermission('users') }, async () => ({ ok: true }));
  api.get('/probe/public', async (request) => ({ guest: request.user === null }));
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ extraApiRoutes: routes });
});
afterAll(() => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('bearer token authentication', () => {
  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'No te encuentras autenticado.' });
  });

  it('answers 401 for a token it never issued, and for a malformed header', async () => {
    for (const authorization of ['Bearer no-es-un-token', 'Basic dXN1YXJpbzpjbGF2ZQ==', 'Bearer']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/me', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it('recognises the user behind a valid token', async () => {
    const user = await createUser(ctx.db, { email: 'valentina.gomez@vitrina.example' });
    const token = await issueToken(ctx.db, user.id, { clock: ctx.clock });
    expect(token.token_type).toBe('Bearer');
    expect(token.access_token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/me', headers: bearer(token.access_token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.id, email: 'valentina.gomez@vitrina.example' });
  });

  it('stores only the hash of a token', async () => {
    const user = await createUser(ctx.db);
    const { access_token } = await issueToken(ctx.db, user.id, { clock: ctx.clock });
    const rows = await ctx.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(access_token));
    expect(JSON.stringify(rows)).not.toContain(access_token);
  });

  it('treats guests as guests on public routes, even with a bad token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/public', headers: bearer('desconocido') });
    expect(response.json()).toEqual({ guest: true });
  });

  it('refuses an expired token', async () => {
    const user = await createUser(ctx.db);
    const { access_token } = await issueToken(ctx.db, user.id, { clock: ctx.clock, lifetimeMs: 60_000 });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/probe/me', headers: bearer(access_token) })).statusCode,
    ).toBe(200);
    ctx.clock.advance(60_001);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/me', headers: bearer(access_token) });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a revoked token', async () => {
    const user = await createUser(ctx.db);
    const { access_token } = await issueToken(ctx.db, user.id, { clock: ctx.clock });
    expect(await revokeToken(ctx.db, access_token)).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/probe/me', headers: bearer(access_token) })).statusCode,
    ).toBe(401);
  });

  it('records the last use at most once a minute', async () => {
    const user = await createUser(ctx.db);
    const { access_token } = await issueToken(ctx.db, user.id, { clock: ctx.clock });
    const lastUsed = async () =>
      (
        await ctx.db
          .select()
          .from(accessTokens)
          .where(eq(accessTokens.tokenHash, hashToken(access_token)))
      )[0].lastUsedAt;

    const first = ctx.clock.now();
    await ctx.app.inject({ method: 'GET', url: '/api/probe/me', headers: bearer(access_token) });
    expect(await lastUsed()).toEqual(first);
    ctx.clock.advance(30_000);
    await ctx.app.inject({ method: 'GET', url: '/api/probe/me', headers: bearer(access_token) });
    expect(await lastUsed()).toEqual(first);
    ctx.clock.advance(31_000);
    await ctx.app.inject({ method: 'GET', url: '/api/probe/me', headers: bearer(access_token) });
    expect(await lastUsed()).toEqual(ctx.clock.now());
  });

  it('gives tokens a long life by default', async () => {
    const user = await createUser(ctx.db);
    const { access_token } = await issueToken(ctx.db, user.id, { clock: ctx.clock });
    ctx.clock.advance(tokenLifetimeMs - 60_000);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/probe/me', headers: bearer(access_token) })).statusCode,
    ).toBe(200);
  });
});

describe('admin permissions', () => {
  it('answers 401 to a guest and 403 to a user without the permission', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/probe/admin/users' })).statusCode).toBe(401);
    const user = await createUser(ctx.db, { permissions: ['groups'] });
    const { access_token } = await issueToken(ctx.db, user.id, { clock: ctx.clock });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/probe/admin/users',
      headers: bearer(access_token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'No tienes los permisos suficientes.' });
  });

  it('lets a user with the permission through', async () => {
    const admin = await createUser(ctx.db, { permissions: ['users'] });
    const { access_token } = await issueToken(ctx.db, admin.id, { clock: ctx.clock });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/probe/admin/users',
      headers: bearer(access_token),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('tokens.prune', () => {
  it('deletes expired access tokens and keeps live ones', async () => {
    const user = await createUser(ctx.db);
    await issueToken(ctx.db, user.id, { clock: ctx.clock, lifetimeMs: 1000 });
    const live = await issueToken(ctx.db, user.id, { clock: ctx.clock });
    ctx.clock.advance(2000);
    const context = {
      db: ctx.db,
      config: ctx.config,
      clock: ctx.clock,
      mailer: ctx.app.mailer,
      logger: createLogger('silent'),
    };
    await jobHandlers['tokens.prune']({}, context);
    const left = await ctx.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(left.map((token) => token.tokenHash)).toEqual([hashToken(live.access_token)]);
  });
});
