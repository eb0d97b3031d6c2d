import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTypes } from '@vitrina/shared/enums';
import { users } from '../../../db/schema/index';
import type { TestContext } from '../../../test/context';
import { deliveries, toldTo, whileNotifyFails } from '../../../test/outbox';
import { bearer, signUpViaApi } from '../../auth/auth-test-helpers';
import { actor, groupWithRoles, type Actor } from '../../groups/groups-test-helpers';
import { startDeliveryFixture, type DeliveryFixture } from '../../notifications/notifications-test-helpers';
import { groupWindowMs } from '../../notifications';
import {
  createSearchAs,
  guestBody,
  searchNotFoundBody,
  searchState,
  sharedSearchOf,
} from '../core/searches-test-helpers';

// The delivery fixture's app mails through an SMTP server on loopback, so a finish can be followed to the owner's inbox.
let fx: DeliveryFixture;
let ctx: TestContext;
beforeAll(async () => {
  fx = await startDeliveryFixture();
  ctx = fx.ctx;
});
afterAll(() => fx.close());

const finish = (who: Actor | null, id: number | string) =>
  ctx.app.inject({ method: 'POST', url: `/api/search/${id}/finish`, headers: who?.headers ?? {} });

const finishedBody = { message: 'Se envió un aviso de que tu selección fué finalizada.' };
const alreadyBody = { message: 'Ya finalizaste tu selección en esta búsqueda.' };

/** An agent's shared search ('Invitar') that a client joined by its link; both want to hear of finishes unless told. */
async function sharedSearch(notificationTypes = ['search_finished']) {
  const agent = await actor(ctx, { name: 'Valentina Gómez', notificationTypes });
  const client = await actor(ctx, { name: 'Lucía Rodríguez', notificationTypes: ['search_finished'] });
  const search = await sharedSearchOf(ctx, agent, [client], { title: 'Departamentos en Palermo' });
  return { agent, client, search };
}

const told = (who: Actor) => toldTo(ctx, who.user.id, 'search_finished');

const finishedAt = async (searchId: number, userId: number) =>
  (await searchState(ctx, searchId)).participants.find((row) => row.userId === userId)?.finishedAt ?? null;

describe('POST /api/search/{id}/finish', () => {
  it('stores the finish and tells the owner who finished, on which search, opening its filtered results', async () => {
    const { agent, client, search } = await sharedSearch();
    const response = await finish(client, search.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(finishedBody);
    expect(await finishedAt(search.id, client.user.id)).toEqual(ctx.clock.now());

    const groupKey = `search:${search.id}:finished`;
    expect(await told(agent)).toEqual([
      {
        userId: agent.user.id,
        type: 'search_finished',
        groupKey,
        title: 'Lucía Rodríguez finalizó su selección',
        body: 'Lucía Rodríguez finalizó su selección en tu búsqueda «Departamentos en Palermo». Mirá lo que eligió.',
        url: `/account/search/${search.uuid}/filtered?user=${client.user.id}`,
      },
    ]);
    expect(await told(client)).toEqual([]);
    expect((await deliveries(ctx)).filter((job) => job.groupKey === groupKey)).toMatchObject([
      { userId: agent.user.id, key: `notify:${agent.user.id}:${groupKey}` },
    ]);
    // The participant sees their own pivot finished in the search.
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/search/${search.uuid}`, headers: client.headers });
    expect(shown.json().users).toMatchObject([
      { id: agent.user.id, pivot: { owner: true, finished_at: null } },
      { id: client.user.id, pivot: { owner: false, finished_at: ctx.clock.now().toISOString() } },
    ]);
  });

  it('answers 409 to a second finish, keeping the first time and telling no second time', async () => {
    const { agent, client, search } = await sharedSearch();
    expect((await finish(client, search.id)).statusCode).toBe(200);
    const first = ctx.clock.now();
    ctx.clock.advance(60_000);
    const again = await finish(client, search.uuid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(alreadyBody);
    expect(await finishedAt(search.id, client.user.id)).toEqual(first);
    expect(await told(agent)).toHaveLength(1);
  });

  it('tells the owner once when the same participant finishes twice at once', async () => {
    const { agent, client, search } = await sharedSearch();
    const answers = await Promise.all([finish(client, search.uuid), finish(client, search.uuid)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await told(agent)).toHaveLength(1);
  });

  it('refuses the owner (422), changing nothing', async () => {
    const { agent, search } = await sharedSearch();
    const before = await searchState(ctx, search.id);
    const response = await finish(agent, search.uuid);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'No es posible realizar esta acción.' });
    expect(await searchState(ctx, search.id)).toEqual(before);
    expect(await toldTo(ctx, agent.user.id)).toEqual([]);
  });

  it('stores the finish telling nobody when the owner did not choose to hear about finished selections', async () => {
    const { agent, client, search } = await sharedSearch(['search_coincidence']);
    expect((await finish(client, search.uuid)).statusCode).toBe(200);
    expect(await finishedAt(search.id, client.user.id)).not.toBeNull();
    expect(await toldTo(ctx, agent.user.id)).toEqual([]);
    expect((await deliveries(ctx)).filter((job) => job.userId === agent.user.id)).toEqual([]);
  });

  it('still answers 200 with the finish stored when telling the owner fails', async () => {
    const { agent, client, search } = await sharedSearch();
    const response = await whileNotifyFails(ctx, () => finish(client, search.uuid));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(finishedBody);
    expect(await finishedAt(search.id, client.user.id)).not.toBeNull();
    expect(await told(agent)).toEqual([]);
  });

  it('answers 404 to whoever does not take part (a stranger, a group member who never joined), 401 to visitors', async () => {
    const { member, owner, group } = await groupWithRoles(ctx);
    const search = await createSearchAs(ctx, owner, { group_id: group.id });
    const before = await searchState(ctx, search.id);
    const stranger = await actor(ctx);
    for (const who of [stranger, member]) {
      const response = await finish(who, search.uuid);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(searchNotFoundBody);
    }
    const visitor = await finish(null, search.uuid);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(guestBody);
    expect(await searchState(ctx, search.id)).toEqual(before);
  });

  it("answers 404 to an admin of the search's group who never joined it, changing nothing, and 200 once joined", async () => {
    const { admin, member, group } = await groupWithRoles(ctx);
    const search = await createSearchAs(ctx, member, { group_id: group.id });
    const before = await searchState(ctx, search.id);
    // The admin opens the search as every member of its group does, yet does not take part in it.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/search/${search.uuid}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    const response = await finish(admin, search.uuid);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(searchNotFoundBody);
    expect(await searchState(ctx, search.id)).toEqual(before);
    expect(await told(member)).toEqual([]);

    await ctx.app.inject({ method: 'POST', url: `/api/search/${search.id}/join`, headers: admin.headers });
    expect((await finish(admin, search.id)).json()).toEqual(finishedBody);
    expect(await finishedAt(search.id, admin.user.id)).toEqual(ctx.clock.now());
    expect((await told(member)).map((row) => row.title)).toEqual(['Martín Fernández finalizó su selección']);
  });

  it('lets a group member who joined the group search finish it', async () => {
    const { member, owner, group } = await groupWithRoles(ctx);
    const search = await createSearchAs(ctx, owner, { group_id: group.id });
    await ctx.app.inject({ method: 'POST', url: `/api/search/${search.id}/join`, headers: member.headers });
    expect((await finish(member, search.id)).json()).toEqual(finishedBody);
  });
});

describe('a new account', () => {
  /** Someone who signed up through the API, as the identify panel does. */
  async function signedUp(email: string, name: string): Promise<Actor> {
    const token = await signUpViaApi(ctx.app, email, name);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    return { user, headers: bearer(token) };
  }

  it('starts with every notification type, so its owner hears of a finished selection by email', async () => {
    const agent = await signedUp('sofia.martinez@vitrina.example', 'Sofía Martínez');
    const client = await signedUp('tomas.ruiz@vitrina.example', 'Tomás Ruiz');
    for (const who of [agent, client]) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: who.headers });
      expect(me.json().user.notification_types).toEqual(notificationTypes.map((type) => type.key));
    }
    const search = await sharedSearchOf(ctx, agent, [client], { title: 'Casas en Banfield' });

    const response = await finish(client, search.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(finishedBody);
    // Past the grouping window, the worker sends what is due (earlier tests' notices too).
    ctx.clock.advance(groupWindowMs);
    const worker = fx.worker();
    let ran: number;
    do ran = await worker.runOnce();
    while (ran > 0);

    const mails = fx.mailsTo(agent.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Hola Sofía Martínez,');
    expect(mails[0]).toContain(
      'Tomás Ruiz finalizó su selección en tu búsqueda «Casas en Banfield». Mirá lo que eligió.',
    );
    expect(mails[0]).toContain(`http://vitrina.test/account/search/${search.uuid}/filtered?user=${client.user.id}`);
    // Who finished is not told of their own finish.
    expect(fx.mailsTo(client.user.email)).toEqual([]);
  });
});
