// The audit log says who acted for as long as an entry exists: the actor's name (and, in an impersonation session,
// the name of the person whose session it was) is kept in the entry, so deleting either account leaves the entries
// readable, by name, from the admin views of the users and groups they touched.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import { bearer } from '../auth/auth-test-helpers';
import { actor, createGroupAs, type Actor } from '../groups/groups-test-helpers';
import { admin, auditRows, call } from './admin-test-helpers';

let ctx: TestContext;
let root: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  root = await admin(ctx, ['users', 'groups', 'microsites', 'searches'], { name: 'Ana Administradora' });
});
afterAll(() => ctx.close());

const auditOf = async (kind: 'user' | 'group', id: number) => {
  const response = await call(ctx, root, 'GET', `/admin/${kind}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().audit as { action: string; actor: unknown; impersonated: unknown }[];
};

describe('the audit log after an account is deleted', () => {
  it("keeps a deleted admin's name on the users and groups they changed", async () => {
    const editor = await admin(ctx, ['users', 'groups'], { name: 'Gabriel Editor' });
    const subject = await createUser(ctx.db, { name: 'Lucía Rodríguez' });
    const owner = await actor(ctx);
    const group = await createGroupAs(ctx, owner, { name: 'Equipo Sur' });
    expect((await call(ctx, editor, 'PUT', `/admin/user/${subject.id}`, { phone: '1144445555' })).statusCode).toBe(200);
    expect((await call(ctx, editor, 'PUT', `/admin/group/${group.id}`, { name: 'Equipo Sur Oeste' })).statusCode).toBe(
      200,
    );
    // Renamed afterwards: the entries keep the name they were made under.
    await ctx.db.update(users).set({ name: 'Gabriel E. Renombrado' }).where(eq(users.id, editor.user.id));

    expect((await call(ctx, root, 'DELETE', `/admin/user/${editor.user.id}`)).statusCode).toBe(200);

    const deleted = { id: null, name: 'Gabriel Editor' };
    expect(await auditOf('user', subject.id)).toEqual([
      expect.objectContaining({ action: 'user.update', actor: deleted, impersonated: null }),
    ]);
    expect(await auditOf('group', group.id)).toEqual([
      expect.objectContaining({ action: 'group.update', actor: deleted, impersonated: null }),
    ]);
  });

  it('names the admin and the person whose session it was, and keeps both names once both are gone', async () => {
    const boss = await admin(ctx, ['users', 'groups'], { name: 'Beatriz Jefa' });
    const deputy = await admin(ctx, ['users'], { name: 'Diego Suplente' });
    const subject = await createUser(ctx.db, { name: 'Marta Sujeto' });
    const token = (await call(ctx, boss, 'POST', `/admin/user/${deputy.user.id}/impersonate`)).json().access_token;
    const session = { user: deputy.user, headers: bearer(token) };
    expect((await call(ctx, session, 'PUT', `/admin/user/${subject.id}`, { name: 'Marta S.' })).statusCode).toBe(200);

    expect(await auditOf('user', subject.id)).toEqual([
      expect.objectContaining({
        action: 'user.update',
        actor: { id: boss.user.id, name: 'Beatriz Jefa' },
        impersonated: { id: deputy.user.id, name: 'Diego Suplente' },
      }),
    ]);

    expect((await call(ctx, root, 'DELETE', `/admin/user/${deputy.user.id}`)).statusCode).toBe(200);
    expect((await call(ctx, root, 'DELETE', `/admin/user/${boss.user.id}`)).statusCode).toBe(200);
    expect(await auditOf('user', subject.id)).toEqual([
      expect.objectContaining({
        action: 'user.update',
        actor: { id: null, name: 'Beatriz Jefa' },
        impersonated: { id: null, name: 'Diego Suplente' },
      }),
    ]);
    // The deputy's own page is gone; the entries about them (the impersonation, the deletion) stay by their id.
    const [impersonation, deletion] = (await auditRows(ctx, 'user', deputy.user.id)).map((entry) => [
      entry.action,
      entry.actorName,
    ]);
    expect(impersonation).toEqual(['user.impersonate', 'Beatriz Jefa']);
    expect(deletion).toEqual(['user.delete', 'Ana Administradora']);
  });
});
