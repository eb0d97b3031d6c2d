// Accepting an invitation tells the group's other admins (notification type 'group_member'): they invite and manage
// members. Plain members, the newcomer, admins who did not choose the type, a rejection and a refused answer tell
// nobody; a failure to tell never fails the joining.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { deliveries, outbox, toldTo, whileNotifyFails } from '../../test/outbox';
import { actor, groupState, groupWithRoles, invite, type Actor } from '../groups/groups-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const type = 'group_member';

/** The group of every role, everyone wanting to hear of new members unless `without` names them. */
async function group(without: Actor[] = []) {
  const roles = await groupWithRoles(ctx, { name: 'Equipo Palermo' });
  const everyone = [roles.owner, roles.admin, roles.member, roles.outsider];
  await ctx.db
    .update(users)
    .set({ notificationTypes: [type] })
    .where(
      inArray(
        users.id,
        everyone.filter((who) => !without.includes(who)).map((who) => who.user.id),
      ),
    );
  const newcomer = await actor(ctx, { name: 'Ana Suárez', notificationTypes: [type] });
  return { ...roles, newcomer };
}

const answer = (who: Actor, uuid: string, verb: 'accept' | 'reject') =>
  ctx.app.inject({ method: 'PUT', url: `/api/invitation/${uuid}/${verb}`, headers: who.headers });

describe('telling the admins of a new member', () => {
  it("tells the group's admins who joined, opening the group, and nobody else", async () => {
    const { group: made, owner, admin, member, newcomer } = await group();
    const before = (await outbox(ctx, type)).length;
    const response = await answer(newcomer, await invite(ctx, admin, made.id), 'accept');
    expect(response.statusCode, response.body).toBe(200);

    const groupKey = `group:${made.id}:members`;
    const told = {
      type,
      groupKey,
      title: 'Nuevo integrante en «Equipo Palermo»',
      body: 'Ana Suárez aceptó la invitación y ya es parte del grupo «Equipo Palermo».',
      url: `/account/group/${made.id}/show`,
    };
    expect((await outbox(ctx, type)).slice(before)).toEqual(
      [
        { ...told, userId: owner.user.id },
        { ...told, userId: admin.user.id },
      ].sort((a, b) => a.userId - b.userId),
    );
    expect(await toldTo(ctx, member.user.id)).toEqual([]);
    expect(await toldTo(ctx, newcomer.user.id)).toEqual([]);
    expect(
      (await deliveries(ctx))
        .filter((job) => job.groupKey === groupKey)
        .map((job) => job.userId)
        .sort(),
    ).toEqual([owner.user.id, admin.user.id].sort());
  });

  it('leaves out an admin who did not choose to hear of new members', async () => {
    const { group: made, owner, admin, newcomer } = await group();
    await ctx.db
      .update(users)
      .set({ notificationTypes: [] })
      .where(inArray(users.id, [admin.user.id]));
    const before = (await outbox(ctx, type)).length;
    expect((await answer(newcomer, await invite(ctx, owner, made.id), 'accept')).statusCode).toBe(200);
    expect((await outbox(ctx, type)).slice(before).map((row) => row.userId)).toEqual([owner.user.id]);
  });

  it('tells nobody of a rejection, or of a member opening a link meant for someone else', async () => {
    const { group: made, owner, member, newcomer } = await group();
    const before = (await outbox(ctx, type)).length;
    expect((await answer(newcomer, await invite(ctx, owner, made.id), 'reject')).statusCode).toBe(204);
    expect((await answer(member, await invite(ctx, owner, made.id), 'accept')).statusCode).toBe(422);
    expect((await outbox(ctx, type)).slice(before)).toEqual([]);
  });

  it('keeps the new member when telling fails', async () => {
    const { group: made, owner, newcomer } = await group();
    const before = (await outbox(ctx, type)).length;
    const uuid = await invite(ctx, owner, made.id);
    const response = await whileNotifyFails(ctx, () => answer(newcomer, uuid, 'accept'));
    expect(response.statusCode, response.body).toBe(200);
    expect((await groupState(ctx, made.id)).members.map((row) => row.userId)).toContain(newcomer.user.id);
    expect((await outbox(ctx, type)).slice(before)).toEqual([]);
  });
});
