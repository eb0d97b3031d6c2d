import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import {
  actor,
  createGroupAs,
  groupState,
  groupWithRoles,
  guestBody,
  joinGroup,
  notFoundBody,
  pngDataUrl,
  type Actor,
} from './groups-test-helpers';
import { uploadExists } from '../../lib/storage/uploads-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('DELETE /api/account/group/{id} (leave)', () => {
  it('takes a member out; after that every action on the group answers 404 and changes nothing', async () => {
    const { group, owner, member } = await groupWithRoles(ctx, { logo: await pngDataUrl() });
    const left = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/group/${group.id}`,
      headers: member.headers,
      payload: { _method: 'DELETE' },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ message: 'Saliste del grupo.' });
    const before = await groupState(ctx, group.id);
    expect(before.members.map((row) => row.userId)).not.toContain(member.user.id);
    for (const [method, url, payload] of [
      ['GET', `/api/account/group/${group.id}`, undefined],
      ['GET', `/api/account/group/${group.id}/user`, undefined],
      ['PUT', `/api/account/group/${group.id}`, { name: 'Vuelta', logo: null }],
      ['DELETE', `/api/account/group/${group.id}`, undefined],
      ['POST', `/api/account/group/${group.id}/user/invite`, undefined],
      ['PUT', `/api/account/group/${group.id}/user/${owner.user.id}`, { admin: false }],
      ['DELETE', `/api/account/group/${group.id}/user/${owner.user.id}`, undefined],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: member.headers, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect(await groupState(ctx, group.id)).toEqual(before);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/account/group/${group.id}`, headers: owner.headers })).json()
        .users_count,
    ).toBe(2);
  });

  it('hands the admin role to the longest-standing member when the last admin leaves', async () => {
    const owner = await actor(ctx);
    const early = await actor(ctx);
    const late = await actor(ctx);
    const group = await createGroupAs(ctx, owner);
    ctx.clock.advance(60_000);
    await joinGroup(ctx, owner, group.id, early);
    ctx.clock.advance(60_000);
    await joinGroup(ctx, owner, group.id, late);

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${group.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    const seen = async (who: typeof early) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/account/group/${group.id}`, headers: who.headers })).json();
    expect((await seen(early)).pivot.admin).toBe(true);
    expect((await seen(late)).pivot.admin).toBe(false);
    expect((await seen(late)).users_count).toBe(2);
  });

  it('keeps the admins as they are when another admin remains', async () => {
    const { group, owner, member } = await groupWithRoles(ctx);
    await ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${group.id}`, headers: owner.headers });
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/group/${group.id}`,
      headers: member.headers,
    });
    expect(shown.json().pivot.admin).toBe(false);
  });

  it('deletes the group, its logo and its invitations when the last member leaves', async () => {
    const owner = await actor(ctx);
    const group = await createGroupAs(ctx, owner, { logo: await pngDataUrl() });
    const invite = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/group/${group.id}/user/invite`,
      headers: owner.headers,
    });
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${group.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/group/${group.id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invitation/${invite.json().uuid}` })).statusCode).toBe(
      404,
    );
    expect(await uploadExists(ctx, group.logo_url!)).toBe(false);
  });

  it('answers 404 to outsiders and 401 to guests, changing nothing', async () => {
    const { group, outsider } = await groupWithRoles(ctx);
    const before = await groupState(ctx, group.id);
    const hidden = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/group/${group.id}`,
      headers: outsider.headers,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(notFoundBody);
    const guest = await ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${group.id}` });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    expect(await groupState(ctx, group.id)).toEqual(before);
  });

  it('deletes the group once when its last two members leave at the same moment', async () => {
    const owner = await actor(ctx);
    const other = await actor(ctx);
    const group = await createGroupAs(ctx, owner, { logo: await pngDataUrl() });
    await joinGroup(ctx, owner, group.id, other);
    const answers = await Promise.all(
      [owner, other].map((who) =>
        ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${group.id}`, headers: who.headers }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await groupState(ctx, group.id)).toMatchObject({ group: null, members: [], invitations: [] });
    expect(await uploadExists(ctx, group.logo_url!)).toBe(false);
  });
});

describe('the groups of the User (GET /api/auth/user)', () => {
  const groupsOf = async (who: Actor) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: who.headers });
    expect(response.statusCode).toBe(200);
    return response.json().user.groups as { id: number; name: string; logo_url: string | null }[];
  };

  it("lists the user's groups by name, with their logos", async () => {
    const me = await actor(ctx);
    const zeta = await createGroupAs(ctx, me, { name: 'Zona Oeste', logo: await pngDataUrl() });
    const alfa = await createGroupAs(ctx, me, { name: 'Alfa Propiedades' });
    expect(await groupsOf(me)).toEqual([
      { id: alfa.id, name: 'Alfa Propiedades', logo_url: null },
      { id: zeta.id, name: 'Zona Oeste', logo_url: zeta.logo_url },
    ]);
  });

  it('follows the memberships: joining, being removed, joining again and leaving', async () => {
    const { group, owner, member } = await groupWithRoles(ctx, { name: 'Inmobiliaria Palermo Norte' });
    const entry = { id: group.id, name: 'Inmobiliaria Palermo Norte', logo_url: null };
    expect(await groupsOf(member)).toEqual([entry]);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/group/${group.id}/user/${member.user.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await groupsOf(member)).toEqual([]);

    await joinGroup(ctx, owner, group.id, member);
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/account/group/${group.id}`,
      headers: owner.headers,
      payload: { name: 'Palermo Norte' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await groupsOf(member)).toEqual([{ ...entry, name: 'Palermo Norte' }]);

    await ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${group.id}`, headers: member.headers });
    expect(await groupsOf(member)).toEqual([]);
    expect(await groupsOf(owner)).toEqual([{ ...entry, name: 'Palermo Norte' }]);
  });
});
