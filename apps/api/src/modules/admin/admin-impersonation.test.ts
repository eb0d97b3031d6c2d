// Impersonation: an admin opens a 2-hour session as another user, marked with the admin's id; the session acts as
// the target with only the permissions both hold, says so in GET /auth/user, and cannot impersonate again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { bearer } from '../auth/auth-test-helpers';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { admin, auditRows, call } from './admin-test-helpers';

let ctx: TestContext;
let boss: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  boss = await admin(ctx, ['users', 'groups'], { name: 'Ana Administradora' });
});
afterAll(() => ctx.close());

async function impersonate(who: Actor, targetId: number) {
  return call(ctx, who, 'POST', `/admin/user/${targetId}/impersonate`);
}

describe('POST /admin/user/{id}/impersonate', () => {
  it('issues a 2-hour session of the target that GET /auth/user marks with the admin', async () => {
    const target = await actor(ctx, { name: 'Lucía Rodríguez' });
    const response = await impersonate(boss, target.user.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      token_type: 'Bearer',
      access_token: expect.any(String),
      expires_at: new Date(ctx.clock.now().getTime() + 2 * 60 * 60 * 1000).toISOString(),
    });
    const [row] = await ctx.db.select().from(accessTokens).where(eq(accessTokens.impersonatorId, boss.user.id));
    expect(row).toMatchObject({ userId: target.user.id, impersonatorId: boss.user.id });

    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      id: target.user.id,
      name: 'Lucía Rodríguez',
      impersonator: { id: boss.user.id, name: 'Ana Administradora' },
    });
    // The target's own session is not marked.
    expect((await call(ctx, target, 'GET', '/auth/user')).json().user.impersonator).toBeNull();

    const [entry] = await auditRows(ctx, 'user', target.user.id);
    expect(entry).toMatchObject({ action: 'user.impersonate', actorId: boss.user.id, before: null });
    expect(JSON.stringify(entry)).not.toContain(body.access_token);

    ctx.clock.advance(2 * 60 * 60 * 1000 - 1000);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.access_token) })).statusCode,
    ).toBe(200);
    ctx.clock.advance(1000);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.access_token) })).statusCode,
    ).toBe(401);
  });

  it('gives the session the permissions both hold, as they are now', async () => {
    const target = await admin(ctx, ['groups']);
    const strong = await admin(ctx, ['users', 'groups', 'searches']);
    const token = (await impersonate(strong, target.user.id)).json().access_token as string;
    const session = { user: target.user, headers: bearer(token) };
    expect((await call(ctx, session, 'GET', '/admin/group')).statusCode).toBe(200);
    // The target lacks 'users' and 'searches': so does the session.
    expect((await call(ctx, session, 'GET', '/admin/user')).statusCode).toBe(403);
    expect((await call(ctx, session, 'GET', '/admin/search')).statusCode).toBe(403);
    expect((await call(ctx, session, 'GET', '/auth/user')).json().user.permissions).toEqual(['groups']);
    // The admin loses 'groups': the session loses it at once.
    await ctx.db
      .update(users)
      .set({ permissions: ['users'] })
      .where(eq(users.id, strong.user.id));
    expect((await call(ctx, session, 'GET', '/admin/group')).statusCode).toBe(403);
    expect((await call(ctx, session, 'GET', '/auth/user')).json().user.permissions).toEqual([]);
  });

  it('refuses impersonating while impersonating (403)', async () => {
    const target = await admin(ctx, ['users']);
    const token = (await impersonate(boss, target.user.id)).json().access_token as string;
    const other = await actor(ctx);
    const again = await call(
      ctx,
      { user: target.user, headers: bearer(token) },
      'POST',
      `/admin/user/${other.user.id}/impersonate`,
    );
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: 'Vuelve a tu cuenta antes de ingresar como otro usuario.' });
  });

  it('refuses oneself (422) and a target holding a permission the admin lacks (403)', async () => {
    const self = await impersonate(boss, boss.user.id);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ message: 'No puedes ingresar como tú mismo.' });
    const stronger = await admin(ctx, ['searches']);
    const refused = await impersonate(boss, stronger.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'No tienes los permisos suficientes.' });
    expect((await impersonate(boss, 999999999)).statusCode).toBe(404);
    expect(await auditRows(ctx, 'user', stronger.user.id)).toEqual([]);
  });
});
