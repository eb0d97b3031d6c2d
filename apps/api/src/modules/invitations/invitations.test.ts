import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupUsers, invitations } from '../../db/schema/index';
import { jobHandlers, recurringJobs } from '../../jobs/registry';
import { createLogger } from '../../lib/logger';
import { createTestContext, type TestContext } from '../../test/context';
import {
  actor,
  forbiddenBody,
  groupState,
  groupWithRoles,
  guestBody,
  invite,
  notFoundBody,
  pngDataUrl,
  type Actor,
} from '../groups/groups-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const hour = 60 * 60 * 1000;
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const show = (uuid: string, who?: Actor) =>
  ctx.app.inject({ method: 'GET', url: `/api/invitation/${uuid}`, headers: who?.headers });
const respond = (uuid: string, action: 'accept' | 'reject', who?: Actor) =>
  ctx.app.inject({ method: 'PUT', url: `/api/invitation/${uuid}/${action}`, headers: who?.headers });
const memberIds = async (groupId: number) => (await groupState(ctx, groupId)).members.map((row) => row.userId);

describe('POST /api/account/group/{id}/user/invite', () => {
  it('gives admins a uuid valid 24 hours with the rules logged and email_verified', async () => {
    const { group, owner, admin } = await groupWithRoles(ctx);
    for (const who of [owner, admin]) {
      const uuid = await invite(ctx, who, group.id);
      expect(uuid).toMatch(uuidShape);
      const [row] = await ctx.db.select().from(invitations).where(eq(invitations.uuid, uuid));
      expect(row).toMatchObject({
        groupId: group.id,
        inviterId: who.user.id,
        rules: ['logged', 'email_verified'],
        usedAt: null,
      });
      expect(row.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(24 * hour);
    }
  });

  it('refuses members who are not admins (403), outsiders (404) and guests (401), creating nothing', async () => {
    const { group, member, outsider } = await groupWithRoles(ctx);
    const before = await groupState(ctx, group.id);
    const cases: [Actor | undefined, string, number, unknown][] = [
      [member, `/api/account/group/${group.id}/user/invite`, 403, forbiddenBody],
      [outsider, `/api/account/group/${group.id}/user/invite`, 404, notFoundBody],
      [undefined, `/api/account/group/${group.id}/user/invite`, 401, guestBody],
      [member, '/api/account/group/999999/user/invite', 404, notFoundBody],
    ];
    for (const [who, url, status, body] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url, headers: who?.headers });
      expect(response.statusCode, `${who?.user.name} ${url}`).toBe(status);
      expect(response.json()).toEqual(body);
    }
    expect(await groupState(ctx, group.id)).toEqual(before);
  });
});

describe('GET /api/invitation/{uuid}', () => {
  it('shows the group, the inviter and the rules to anyone, whatever the letter case of the link', async () => {
    const { group, admin, member, outsider } = await groupWithRoles(ctx, {
      name: 'Showroom Villa Crespo',
      public: 0,
      logo: await pngDataUrl(),
    });
    const uuid = await invite(ctx, admin, group.id);
    const expected = {
      uuid,
      invitationable_type: 'group',
      invitationable_id: group.id,
      invitationable: { id: group.id, name: 'Showroom Villa Crespo', public: false, logo_url: group.logo_url },
      user: { id: admin.user.id, name: 'Martín Fernández', avatar_url: null },
      rules: ['logged', 'email_verified'],
      expires_at: new Date(ctx.clock.now().getTime() + 24 * hour).toISOString(),
    };
    for (const [link, who] of [
      [uuid, undefined],
      [uuid, outsider],
      [uuid, member],
      [uuid.toUpperCase(), undefined],
    ] as const) {
      const response = await show(link, who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
  });

  it('answers 404 to a forged, malformed, expired or used link', async () => {
    const { group, owner, outsider } = await groupWithRoles(ctx);
    const forged = '3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d';
    for (const link of [forged, 'abc', '1', "x' or '1'='1", `${forged}0`]) {
      const response = await show(encodeURIComponent(link));
      expect(response.statusCode, link).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    const used = await invite(ctx, owner, group.id);
    expect((await respond(used, 'reject', outsider)).statusCode).toBe(204);
    expect((await show(used)).statusCode).toBe(404);
  });

  it('lives 24 hours on the clock', async () => {
    const { group, owner, outsider } = await groupWithRoles(ctx);
    const uuid = await invite(ctx, owner, group.id);
    ctx.clock.advance(24 * hour - 1);
    expect((await show(uuid)).statusCode).toBe(200);
    ctx.clock.advance(1);
    const before = await groupState(ctx, group.id);
    for (const response of [
      await show(uuid),
      await respond(uuid, 'accept', outsider),
      await respond(uuid, 'reject', outsider),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect(await groupState(ctx, group.id)).toEqual(before);
  });
});

describe('PUT /api/invitation/{uuid}/accept and /reject', () => {
  it('adds the user who accepts as a plain member and answers the group', async () => {
    const { group, admin, outsider } = await groupWithRoles(ctx);
    const uuid = await invite(ctx, admin, group.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitation/${uuid.toUpperCase()}/accept`,
      headers: outsider.headers,
      payload: { _method: 'PUT' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: group.id,
      users_count: 4,
      pivot: { admin: false, owner: false, creator: false, created_at: ctx.clock.now().toISOString() },
    });
    const user = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: outsider.headers });
    expect(user.json().user.groups.map((entry: { id: number }) => entry.id)).toEqual([group.id]);
    expect((await show(uuid)).statusCode).toBe(404);
  });

  it("asks for a session (401) and a verified email (403) with the rules' texts, changing nothing", async () => {
    const { group, owner } = await groupWithRoles(ctx);
    const unverified = await actor(ctx, { emailVerifiedAt: null });
    const uuid = await invite(ctx, owner, group.id);
    const before = await groupState(ctx, group.id);
    for (const action of ['accept', 'reject'] as const) {
      const guest = await respond(uuid, action);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: 'Debes estar logueado' });
      const pending = await respond(uuid, action, unverified);
      expect(pending.statusCode).toBe(403);
      expect(pending.json()).toEqual({ message: 'Debes tener un email verificado' });
    }
    expect(await groupState(ctx, group.id)).toEqual(before);
    expect((await show(uuid)).statusCode).toBe(200);
  });

  it('is single use: accepting twice, or after someone else, answers 404 and changes nothing', async () => {
    const { group, owner, outsider } = await groupWithRoles(ctx);
    const latecomer = await actor(ctx);
    const uuid = await invite(ctx, owner, group.id);
    expect((await respond(uuid, 'accept', outsider)).statusCode).toBe(200);
    const before = await groupState(ctx, group.id);
    for (const [who, action] of [
      [outsider, 'accept'],
      [latecomer, 'accept'],
      [latecomer, 'reject'],
    ] as const) {
      const response = await respond(uuid, action, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect(await groupState(ctx, group.id)).toEqual(before);
  });

  it('answers 404 to a forged uuid, changing nothing', async () => {
    const { group, outsider } = await groupWithRoles(ctx);
    const before = await groupState(ctx, group.id);
    for (const action of ['accept', 'reject'] as const) {
      for (const link of ['3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d', 'no-es-un-uuid']) {
        const response = await respond(link, action, outsider);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFoundBody);
      }
    }
    expect(await groupState(ctx, group.id)).toEqual(before);
  });

  it('tells a member they already belong and leaves the link open for the person it was meant for', async () => {
    const { group, admin, member, outsider } = await groupWithRoles(ctx);
    const uuid = await invite(ctx, admin, group.id);
    const before = await groupState(ctx, group.id);
    for (const [who, action] of [
      [member, 'accept'],
      [member, 'reject'],
      [admin, 'accept'],
    ] as const) {
      const response = await respond(uuid, action, who);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'Ya sos integrante de este grupo.' });
    }
    expect(await groupState(ctx, group.id)).toEqual(before);
    expect((await respond(uuid, 'accept', outsider)).statusCode).toBe(200);
  });

  it('rejecting answers 204, uses the link and adds nobody', async () => {
    const { group, owner, outsider } = await groupWithRoles(ctx);
    const uuid = await invite(ctx, owner, group.id);
    const response = await respond(uuid, 'reject', outsider);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await memberIds(group.id)).not.toContain(outsider.user.id);
    const [row] = await ctx.db.select().from(invitations).where(eq(invitations.uuid, uuid));
    expect(row).toMatchObject({ usedBy: outsider.user.id, accepted: false });
    expect((await respond(uuid, 'accept', outsider)).statusCode).toBe(404);
  });
});

describe('answers racing each other', () => {
  it('two accepts of one link at once add one membership', async () => {
    const { group, owner, outsider } = await groupWithRoles(ctx);
    const other = await actor(ctx);
    const uuid = await invite(ctx, owner, group.id);
    const answers = await Promise.all([
      respond(uuid, 'accept', outsider),
      respond(uuid, 'accept', outsider),
      respond(uuid, 'accept', other),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
    const joined = (await memberIds(group.id)).filter((id) => id === outsider.user.id || id === other.user.id);
    expect(joined).toHaveLength(1);
  });

  it('one user accepting two links at once joins once and leaves the other link unused', async () => {
    const { group, owner, admin, outsider } = await groupWithRoles(ctx);
    const links = [await invite(ctx, owner, group.id), await invite(ctx, admin, group.id)];
    const answers = await Promise.all(links.map((uuid) => respond(uuid, 'accept', outsider)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const rows = await ctx.db.select().from(groupUsers).where(eq(groupUsers.userId, outsider.user.id));
    expect(rows).toHaveLength(1);
    const open = await Promise.all(links.map(async (uuid) => (await show(uuid)).statusCode));
    expect(open.sort()).toEqual([200, 404]);
  });
});

describe('an answer racing the last member leaving', () => {
  it('either joins a group that lives on or finds it gone, never a server error', async () => {
    for (let round = 0; round < 5; round++) {
      const owner = await actor(ctx);
      const guest = await actor(ctx);
      const { id } = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/account/group',
          headers: owner.headers,
          payload: { name: 'Equipo de paso' },
        })
      ).json();
      const uuid = await invite(ctx, owner, id);
      const [left, accepted] = await Promise.all([
        ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${id}`, headers: owner.headers }),
        respond(uuid, 'accept', guest),
      ]);
      expect(left.statusCode).toBe(200);
      const state = await groupState(ctx, id);
      if (accepted.statusCode === 200) {
        // Joined first: the group lives on with the newcomer, now its admin.
        expect(state.members).toMatchObject([{ userId: guest.user.id, admin: true }]);
      } else {
        expect(accepted.statusCode).toBe(404);
        expect(state).toMatchObject({ group: null, members: [], invitations: [] });
      }
    }
  });
});

describe('the invitations.prune job', () => {
  it('deletes invitations a day after they expired or were answered, and keeps the rest', async () => {
    const { group, owner, outsider } = await groupWithRoles(ctx);
    const context = {
      db: ctx.db,
      config: ctx.config,
      clock: ctx.clock,
      mailer: ctx.app.mailer,
      logger: createLogger('silent'),
    };
    const prune = () => jobHandlers['invitations.prune']({}, context);
    const left = async () =>
      (await ctx.db.select().from(invitations).where(eq(invitations.groupId, group.id)).orderBy(invitations.id)).map(
        (row) => row.uuid,
      );
    const used = await left(); // the two groupWithRoles accepted
    const unanswered = await invite(ctx, owner, group.id);
    const rejected = await invite(ctx, owner, group.id);
    expect((await respond(rejected, 'reject', outsider)).statusCode).toBe(204);

    ctx.clock.advance(24 * hour + 1);
    const fresh = await invite(ctx, owner, group.id);
    await prune();
    expect(await left()).toEqual([unanswered, fresh]);
    expect(used).toHaveLength(2);

    ctx.clock.advance(24 * hour);
    await prune();
    expect(await left()).toEqual([fresh]);
  });

  it('is one of the jobs the worker keeps scheduled', () => {
    expect(recurringJobs.map((job) => job.type)).toContain('invitations.prune');
  });
});
