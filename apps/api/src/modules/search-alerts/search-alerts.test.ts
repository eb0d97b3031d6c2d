// Turning "Avisarme de nuevas publicaciones" on and off (PUT /api/search/{id}/alert): who may, what the search then
// shows its caller, and that repeating it, or sending it many times at once, leaves one alert.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchAlerts, searchParticipants } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, createGroupAs, joinGroup, type Actor } from '../groups/groups-test-helpers';
import {
  createSearchAs,
  getSearch,
  guestBody,
  searchNotFoundBody,
  sharedSearchOf,
} from '../searches/core/searches-test-helpers';

let ctx: TestContext;
let agent: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  agent = await actor(ctx, { name: 'Valentina Gómez' });
});
afterAll(() => ctx.close());

const toggle = (who: Actor | null, id: number | string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/search/${id}/alert`, headers: who?.headers ?? {}, payload });

async function alertRows(searchId: number) {
  return ctx.db.select().from(searchAlerts).where(eq(searchAlerts.searchId, searchId));
}

describe('PUT /api/search/{id}/alert', () => {
  it('turns the alert on and off for the owner, and the search shows it to them alone', async () => {
    const search = await createSearchAs(ctx, agent);
    const on = await toggle(agent, search.uuid, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ alert: true });
    expect((await getSearch(ctx, agent, search.uuid)).json()).toMatchObject({ alert: true });
    const rows = await alertRows(search.id);
    expect(rows).toMatchObject([{ userId: agent.user.id, checkedAt: ctx.clock.now(), pushedAt: null }]);

    const off = await toggle(agent, search.id, { enabled: false });
    expect(off.json()).toEqual({ alert: false });
    expect((await getSearch(ctx, agent, search.uuid)).json()).toMatchObject({ alert: false });
    expect(await alertRows(search.id)).toEqual([]);
  });

  it('is idempotent: on twice keeps the first alert and its check time, off twice answers off', async () => {
    const search = await createSearchAs(ctx, agent);
    await toggle(agent, search.uuid, { enabled: true });
    const first = ctx.clock.now();
    ctx.clock.advance(60_000);
    const again = await toggle(agent, search.uuid, { enabled: true });
    expect(again.json()).toEqual({ alert: true });
    expect(await alertRows(search.id)).toMatchObject([{ checkedAt: first }]);
    await toggle(agent, search.uuid, { enabled: false });
    const offAgain = await toggle(agent, search.uuid, { enabled: false });
    expect(offAgain.statusCode).toBe(200);
    expect(offAgain.json()).toEqual({ alert: false });
  });

  it('takes the override: POST with _method=put', async () => {
    const search = await createSearchAs(ctx, agent);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/alert`,
      headers: agent.headers,
      payload: { _method: 'put', enabled: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await alertRows(search.id)).toHaveLength(1);
  });

  it('lets a participant who joined by the link have their own alert', async () => {
    const client = await actor(ctx, { name: 'Lucía Rodríguez' });
    const search = await sharedSearchOf(ctx, agent, [client]);
    expect((await toggle(client, search.uuid, { enabled: true })).json()).toEqual({ alert: true });
    expect((await getSearch(ctx, agent, search.uuid)).json()).toMatchObject({ alert: false });
    expect((await getSearch(ctx, client, search.uuid)).json()).toMatchObject({ alert: true });
  });

  it("makes a member of the search's group a participant, as a first decision would", async () => {
    const member = await actor(ctx, { name: 'Martín Pereyra' });
    const groupId = (await createGroupAs(ctx, agent)).id;
    await joinGroup(ctx, agent, groupId, member);
    const search = await createSearchAs(ctx, agent, { group_id: groupId });
    expect((await toggle(member, search.uuid, { enabled: true })).json()).toEqual({ alert: true });
    const participation = await ctx.db
      .select()
      .from(searchParticipants)
      .where(and(eq(searchParticipants.searchId, search.id), eq(searchParticipants.userId, member.user.id)));
    expect(participation).toMatchObject([{ owner: false }]);
  });

  it('answers 401 to a visitor and 404 to whoever may not open the search, changing nothing', async () => {
    const search = await createSearchAs(ctx, agent);
    const guest = await toggle(null, search.uuid, { enabled: true });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(guestBody);
    const stranger = await actor(ctx, { name: 'Carla Ruiz' });
    for (const enabled of [true, false]) {
      const response = await toggle(stranger, search.uuid, { enabled });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(searchNotFoundBody);
    }
    expect(await alertRows(search.id)).toEqual([]);
  });

  it("answers 404 on a visitor's search, which belongs to nobody yet", async () => {
    const search = await createSearchAs(ctx, null);
    const response = await toggle(agent, search.uuid, { enabled: true });
    expect(response.statusCode).toBe(404);
    expect(await alertRows(search.id)).toEqual([]);
  });

  it('refuses a body without a yes or no, in Spanish', async () => {
    const search = await createSearchAs(ctx, agent);
    for (const payload of [{}, { enabled: 'sí' }]) {
      const response = await toggle(agent, search.uuid, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.enabled).toEqual([expect.stringMatching(/\S/)]);
      expect(response.json().message).not.toMatch(/expected|invalid/i);
    }
    expect(await alertRows(search.id)).toEqual([]);
  });

  it('leaves a visitor without an alert in the search they see', async () => {
    const search = await createSearchAs(ctx, null);
    const shown = await getSearch(ctx, null, search.uuid);
    expect(shown.json()).not.toHaveProperty('alert');
  });

  it('keeps one alert when the same person sends many toggles at once', async () => {
    const search = await createSearchAs(ctx, agent);
    const responses = await Promise.all(Array.from({ length: 8 }, () => toggle(agent, search.uuid, { enabled: true })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(await alertRows(search.id)).toHaveLength(1);
    const offs = await Promise.all(Array.from({ length: 4 }, () => toggle(agent, search.uuid, { enabled: false })));
    expect(offs.map((response) => response.json())).toEqual(Array(4).fill({ alert: false }));
    expect(await alertRows(search.id)).toEqual([]);
  });

  it('makes a group member one participant when their first toggles arrive together', async () => {
    const member = await actor(ctx, { name: 'Sofía Díaz' });
    const groupId = (await createGroupAs(ctx, agent)).id;
    await joinGroup(ctx, agent, groupId, member);
    const search = await createSearchAs(ctx, agent, { group_id: groupId });
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => toggle(member, search.uuid, { enabled: true })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const participation = await ctx.db
      .select()
      .from(searchParticipants)
      .where(and(eq(searchParticipants.searchId, search.id), eq(searchParticipants.userId, member.user.id)));
    expect(participation).toHaveLength(1);
    expect(await alertRows(search.id)).toHaveLength(1);
  });
});
