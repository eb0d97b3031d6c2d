import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupUsers } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { groupWithRoles, type Actor } from '../../groups/groups-test-helpers';
import { createSearchAs, guestBody, searchNotFoundBody, searchState } from '../core/searches-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const publish = (who: Actor | null, id: number | string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/search/${id}/publish`, headers: who?.headers ?? {}, payload });

const join = (who: Actor, uuid: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/search/${uuid}/join`, headers: who.headers });

/** A group with its roles and a search the plain member made in the group's scope, joined by the admin. */
async function groupSearch() {
  const roles = await groupWithRoles(ctx);
  const search = await createSearchAs(ctx, roles.member, { group_id: roles.group.id, title: 'Dos ambientes' });
  expect((await join(roles.admin, search.uuid)).statusCode).toBe(200);
  return { ...roles, search };
}

const creatorOnly = { message: 'Para realizar esta acción debes haber creado esta búsqueda.' };

describe('PUT /api/search/{id}/publish', () => {
  it('publishes the owner’s group search with a trimmed description, and takes it back', async () => {
    const { member, search } = await groupSearch();
    const published = await publish(member, search.uuid, { public: true, description: '  Para la familia Pérez  ' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      message: 'La búsqueda fué publicada.',
      search: {
        id: search.id,
        public: true,
        published_at: ctx.clock.now().toISOString(),
        description: 'Para la familia Pérez',
        scope: { type: 'group', name: 'Equipo Palermo' },
        pivot: { owner: true },
      },
    });

    const withdrawn = await publish(member, search.id, { public: false });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: 'La búsqueda dejó de estar publicada.',
      search: { public: false, published_at: null, description: 'Para la familia Pérez' },
    });
  });

  it('keeps the first publication time when the owner publishes again with a new description', async () => {
    const { member, search } = await groupSearch();
    const first = ctx.clock.now().toISOString();
    await publish(member, search.uuid, { public: true });
    ctx.clock.advance(60 * 60 * 1000);
    const again = await publish(member, search.uuid, { public: true, description: '' });
    expect(again.json().search).toMatchObject({ published_at: first, description: null });
  });

  it('takes the method override (POST with _method PUT)', async () => {
    const { member, search } = await groupSearch();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/publish`,
      headers: member.headers,
      payload: { _method: 'PUT', public: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().search.public).toBe(true);
  });

  it('refuses a search of any other scope (422), changing nothing', async () => {
    const { member } = await groupSearch();
    const own = await createSearchAs(ctx, member, { title: 'En toda la aplicación' });
    const store = await createSearchAs(ctx, member, { user_id: member.user.id });
    for (const search of [own, store]) {
      const before = await searchState(ctx, search.id);
      const response = await publish(member, search.id, { public: true });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'No es posible realizar esta acción.' });
      expect(await searchState(ctx, search.id)).toEqual(before);
    }
  });

  it('caps the description at 1000 characters with a clear message, changing nothing', async () => {
    const { member, search } = await groupSearch();
    const before = await searchState(ctx, search.id);
    const response = await publish(member, search.uuid, { public: true, description: 'a'.repeat(1001) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'La descripción puede tener hasta 1000 caracteres.',
      errors: { description: ['La descripción puede tener hasta 1000 caracteres.'] },
    });
    expect(await searchState(ctx, search.id)).toEqual(before);
    const fits = await publish(member, search.uuid, { public: true, description: 'a'.repeat(1000) });
    expect(fits.statusCode).toBe(200);
  });

  it('refuses a body without public, or with fields it does not take', async () => {
    const { member, search } = await groupSearch();
    expect((await publish(member, search.uuid, { description: 'Sin flag' })).statusCode).toBe(422);
    expect((await publish(member, search.uuid, { public: true, title: 'Otro' })).statusCode).toBe(422);
    expect((await searchState(ctx, search.id)).search).toMatchObject({ public: false, publishedAt: null });
  });

  it('answers 403 to a participant and a group admin who did not create it, 404 to outsiders, 401 to visitors', async () => {
    const { owner, admin, outsider, search } = await groupSearch();
    const before = await searchState(ctx, search.id);
    // The admin joined the search; the group's owner is a member who never took part.
    for (const who of [admin, owner]) {
      const response = await publish(who, search.uuid, { public: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(creatorOnly);
    }
    const stranger = await publish(outsider, search.uuid, { public: true });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(searchNotFoundBody);
    const visitor = await publish(null, search.uuid, { public: true });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(guestBody);
    expect(await searchState(ctx, search.id)).toEqual(before);
  });

  it('does not let an owner who left the group publish to it, but lets them take it back', async () => {
    const { member, group, search } = await groupSearch();
    expect((await publish(member, search.uuid, { public: true })).statusCode).toBe(200);
    await ctx.db.delete(groupUsers).where(and(eq(groupUsers.groupId, group.id), eq(groupUsers.userId, member.user.id)));
    const again = await publish(member, search.uuid, { public: true, description: 'Otra' });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: 'Para publicar una búsqueda en un grupo tenés que integrarlo.' });
    const withdrawn = await publish(member, search.uuid, { public: false });
    expect(withdrawn.statusCode).toBe(200);
    expect((await searchState(ctx, search.id)).search).toMatchObject({ public: false, description: null });
  });
});
