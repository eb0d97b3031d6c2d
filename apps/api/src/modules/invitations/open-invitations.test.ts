// Open invitations as a group's admins manage them: listing and revoking, and links that die with their maker's
// admin role (demoted, removed, gone), on both engines, with answers racing the revocation.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupUsers, invitations } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import {
  actor,
  forbiddenBody,
  groupState,
  groupWithRoles,
  guestBody,
  invite,
  notFoundBody,
  type Actor,
} from '../groups/groups-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const hour = 60 * 60 * 1000;
const list = (groupId: number | string, who?: Actor, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/account/group/${groupId}/invitation${query}`, headers: who?.headers });
const revoke = (groupId: number | string, invitationId: number | string, who?: Actor) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/account/group/${groupId}/invitation/${invitationId}`,
    headers: who?.headers,
    payload: { _method: 'DELETE' },
  });
const show = (uuid: string) => ctx.app.inject({ method: 'GET', url: `/api/invitation/${uuid}` });
const accept = (uuid: string, who: Actor) =>
  ctx.app.inject({ method: 'PUT', url: `/api/invitation/${uuid}/accept`, headers: who.headers });
const idOf = async (uuid: string) => (await ctx.db.select().from(invitations).where(eq(invitations.uuid, uuid)))[0].id;
const setAdmin = (groupId: number, userId: number, who: Actor, admin: boolean) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/account/group/${groupId}/user/${userId}`,
    headers: who.headers,
    payload: { admin },
  });

describe('GET /api/account/group/{id}/invitation', () => {
  it('shows every admin the open links, newest first, with their maker and dates; used and expired ones are gone', async () => {
    const { group, owner, admin, outsider } = await groupWithRoles(ctx);
    const created = ctx.clock.now();
    const older = await invite(ctx, owner, group.id);
    ctx.clock.advance(60_000);
    const newer = await invite(ctx, admin, group.id);
    const used = await invite(ctx, admin, group.id);
    expect((await accept(used, outsider)).statusCode).toBe(200);
    for (const who of [owner, admin]) {
      const response = await list(group.id, who);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        data: [
          {
            id: await idOf(newer),
            user: { id: admin.user.id, name: 'Martín Fernández', avatar_url: null },
            created_at: new Date(created.getTime() + 60_000).toISOString(),
            expires_at: new Date(created.getTime() + 60_000 + 24 * hour).toISOString(),
          },
          {
            id: await idOf(older),
            user: { id: owner.user.id, name: 'Valentina Gómez', avatar_url: null },
            created_at: created.toISOString(),
            expires_at: new Date(created.getTime() + 24 * hour).toISOString(),
          },
        ],
        current_page: 1,
        last_page: 1,
        total: 2,
        prev_page_url: null,
        next_page_url: null,
      });
      // Nothing the link could be rebuilt from travels: only its maker's admins revoke it by id.
      expect(response.body).not.toContain(newer);
    }
    ctx.clock.advance(24 * hour - 60_000);
    expect((await list(group.id, owner)).json().data.map((row: { id: number }) => row.id)).toEqual([await idOf(newer)]);
  });

  it('pages, sorts and searches by maker as the list conventions say', async () => {
    const { group, owner, admin } = await groupWithRoles(ctx);
    for (let i = 0; i < 3; i++) {
      await invite(ctx, i === 1 ? admin : owner, group.id);
      ctx.clock.advance(1000);
    }
    const first = (await list(group.id, owner, '?take=2')).json();
    expect(first).toMatchObject({
      total: 3,
      last_page: 2,
      next_page_url: `http://vitrina.test/api/account/group/${group.id}/invitation?take=2&page=2`,
    });
    expect(first.data).toHaveLength(2);
    expect((await list(group.id, owner, '?take=2&page=2')).json().data).toHaveLength(1);
    const makers = async (query: string) =>
      (await list(group.id, owner, query)).json().data.map((row: { user: { name: string } }) => row.user.name);
    expect(await makers('?orderBy=expires_at&orderMethod=asc')).toEqual([
      'Valentina Gómez',
      'Martín Fernández',
      'Valentina Gómez',
    ]);
    expect(await makers('?search=martín')).toEqual(['Martín Fernández']);
  });

  it('answers 403 to members, 404 to outsiders and unknown groups, 401 to guests', async () => {
    const { group, owner, member, outsider } = await groupWithRoles(ctx);
    await invite(ctx, owner, group.id);
    const cases: [Actor | undefined, number | string, number, unknown][] = [
      [member, group.id, 403, forbiddenBody],
      [outsider, group.id, 404, notFoundBody],
      [undefined, group.id, 401, guestBody],
      [owner, 999999, 404, notFoundBody],
      [owner, 'abc', 404, notFoundBody],
    ];
    for (const [who, id, status, body] of cases) {
      const response = await list(id, who);
      expect(response.statusCode, `${who?.user.name} ${id}`).toBe(status);
      expect(response.json()).toEqual(body);
    }
  });

  it('refuses bad list parameters with 422 in Spanish', async () => {
    const { group, owner } = await groupWithRoles(ctx);
    const cases: [string, Record<string, string[]>][] = [
      ['?orderBy=uuid', { orderBy: ['El valor elegido no es válido'] }],
      ['?take=0', { take: ['Este campo debe tener un valor mínimo de 1'] }],
      ['?page=cero', { page: ['No es un número'] }],
    ];
    for (const [query, errors] of cases) {
      const response = await list(group.id, owner, query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json(), query).toEqual({ message: Object.values(errors)[0][0], errors });
    }
  });
});

describe('DELETE /api/account/group/{id}/invitation/{invitationId}', () => {
  it("lets any admin revoke any admin's open link, which then answers 404", async () => {
    const { group, owner, admin, outsider } = await groupWithRoles(ctx);
    const byOwner = await invite(ctx, owner, group.id);
    const byAdmin = await invite(ctx, admin, group.id);
    const answers = [
      await revoke(group.id, await idOf(byOwner), admin),
      await revoke(group.id, await idOf(byAdmin), owner),
    ];
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Invitación revocada correctamente.' });
    }
    for (const uuid of [byOwner, byAdmin]) {
      expect((await show(uuid)).statusCode).toBe(404);
      const late = await accept(uuid, outsider);
      expect(late.statusCode).toBe(404);
      expect(late.json()).toEqual(notFoundBody);
    }
    expect((await list(group.id, owner)).json().total).toBe(0);
  });

  it('answers 404 to a used, already revoked, expired or unknown link, and to one of another group', async () => {
    const { group, owner, outsider } = await groupWithRoles(ctx);
    const other = await groupWithRoles(ctx);
    const used = await invite(ctx, owner, group.id);
    expect((await accept(used, outsider)).statusCode).toBe(200);
    const revoked = await idOf(await invite(ctx, owner, group.id));
    expect((await revoke(group.id, revoked, owner)).statusCode).toBe(200);
    const foreign = await invite(ctx, other.owner, other.group.id);
    const expiring = await invite(ctx, owner, group.id);
    ctx.clock.advance(24 * hour);
    for (const id of [await idOf(used), revoked, await idOf(foreign), await idOf(expiring), 999999, 'abc']) {
      const response = await revoke(group.id, id, owner);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect(await ctx.db.select().from(invitations).where(eq(invitations.uuid, foreign))).toHaveLength(1);
  });

  it('answers 403 to members, 404 to outsiders, 401 to guests, changing nothing', async () => {
    const { group, owner, member, outsider } = await groupWithRoles(ctx);
    const uuid = await invite(ctx, owner, group.id);
    const id = await idOf(uuid);
    const before = await groupState(ctx, group.id);
    const cases: [Actor | undefined, number, unknown][] = [
      [member, 403, forbiddenBody],
      [outsider, 404, notFoundBody],
      [undefined, 401, guestBody],
    ];
    for (const [who, status, body] of cases) {
      const response = await revoke(group.id, id, who);
      expect(response.statusCode, who?.user.name).toBe(status);
      expect(response.json()).toEqual(body);
    }
    expect(await groupState(ctx, group.id)).toEqual(before);
    expect((await show(uuid)).statusCode).toBe(200);
  });
});

describe("links die with their maker's admin role", () => {
  it("a demoted admin's links answer 404 at once, and promoting them again does not revive them", async () => {
    const { group, owner, admin, outsider } = await groupWithRoles(ctx);
    const links = [await invite(ctx, admin, group.id), await invite(ctx, admin, group.id)];
    const kept = await invite(ctx, owner, group.id);
    expect((await setAdmin(group.id, admin.user.id, owner, false)).statusCode).toBe(200);
    expect((await setAdmin(group.id, admin.user.id, owner, true)).statusCode).toBe(200);
    for (const uuid of links) {
      expect((await show(uuid)).statusCode).toBe(404);
      expect((await accept(uuid, outsider)).statusCode).toBe(404);
    }
    expect((await list(group.id, owner)).json().data.map((row: { user: { id: number } }) => row.user.id)).toEqual([
      owner.user.id,
    ]);
    expect((await accept(kept, outsider)).statusCode).toBe(200);
  });

  it("a removed admin's links and a leaving admin's links answer 404; the others' stay", async () => {
    const { group, owner, admin, member, outsider } = await groupWithRoles(ctx);
    expect((await setAdmin(group.id, member.user.id, owner, true)).statusCode).toBe(200);
    const removedLink = await invite(ctx, admin, group.id);
    const leaverLink = await invite(ctx, member, group.id);
    const kept = await invite(ctx, owner, group.id);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/group/${group.id}/user/${admin.user.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    const left = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/group/${group.id}`,
      headers: member.headers,
    });
    expect(left.statusCode).toBe(200);
    for (const uuid of [removedLink, leaverLink]) {
      expect((await show(uuid)).statusCode).toBe(404);
      expect((await accept(uuid, outsider)).statusCode).toBe(404);
    }
    expect((await show(kept)).statusCode).toBe(200);
  });

  it('is checked when answering too: a link whose maker is no longer admin joins nobody', async () => {
    const { group, admin, outsider } = await groupWithRoles(ctx);
    const uuid = await invite(ctx, admin, group.id);
    // The role changed without going through the API (a link older than the rule, or data fixed by hand).
    await ctx.db
      .update(groupUsers)
      .set({ admin: false })
      .where(and(eq(groupUsers.groupId, group.id), eq(groupUsers.userId, admin.user.id)));
    const before = await groupState(ctx, group.id);
    expect((await show(uuid)).statusCode).toBe(404);
    for (const action of ['accept', 'reject']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/invitation/${uuid}/${action}`,
        headers: outsider.headers,
      });
      expect(response.statusCode, action).toBe(404);
    }
    expect(await groupState(ctx, group.id)).toEqual(before);
  });
});

describe('answers racing the revocation or the demotion', () => {
  it('an accept and a revoke at once leave either a member and a used link, or no member and no link', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const { group, owner, admin } = await groupWithRoles(ctx);
      const guests = await Promise.all([actor(ctx), actor(ctx), actor(ctx)]);
      const uuid = await invite(ctx, owner, group.id);
      const id = await idOf(uuid);
      const [revoked, ...accepts] = await Promise.all([
        revoke(group.id, id, admin),
        ...guests.map((guest) => accept(uuid, guest)),
      ]);
      const joined = (await groupState(ctx, group.id)).members.filter((row) =>
        guests.some((guest) => guest.user.id === row.userId),
      );
      const [row] = await ctx.db.select().from(invitations).where(eq(invitations.id, id));
      const accepted = accepts.filter((response) => response.statusCode === 200).length;
      expect(accepts.every((response) => [200, 404].includes(response.statusCode))).toBe(true);
      if (revoked.statusCode === 200) {
        expect(accepted).toBe(0);
        expect(joined).toHaveLength(0);
        expect(row).toBeUndefined();
        outcomes.add('revoked');
      } else {
        expect(revoked.statusCode).toBe(404);
        expect(accepted).toBe(1);
        expect(joined).toHaveLength(1);
        expect(row).toMatchObject({ usedBy: joined[0].userId, accepted: true });
        outcomes.add('accepted');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it("an accept racing the maker's demotion either joins before it or finds the link gone", async () => {
    for (let round = 0; round < 6; round++) {
      const { group, owner, admin } = await groupWithRoles(ctx);
      const guest = await actor(ctx);
      const uuid = await invite(ctx, admin, group.id);
      const [demoted, accepted] = await Promise.all([
        setAdmin(group.id, admin.user.id, owner, false),
        accept(uuid, guest),
      ]);
      expect(demoted.statusCode).toBe(200);
      expect([200, 404]).toContain(accepted.statusCode);
      const state = await groupState(ctx, group.id);
      expect(state.members.some((row) => row.userId === guest.user.id)).toBe(accepted.statusCode === 200);
      // Whatever the order, no open link of the demoted maker is left behind.
      expect(state.invitations.filter((row) => row.inviterId === admin.user.id && row.usedAt === null)).toEqual([]);
    }
  });
});
