// Helpers for the groups, members and invitations tests: signed-in users of every kind, groups made through the
// API as the web makes them, and image data URLs like the cropper's.
import sharp from 'sharp';
import { expect } from 'vitest';
import type { NewUserRow, UserRow } from '../../db/schema/index';
import { issueToken } from '../../lib/auth';
import { createUser, type TestContext } from '../../test/context';
import { bearer } from '../auth/auth-test-helpers';

export type Actor = { user: UserRow; headers: { authorization: string } };

/** A signed-in user; verified unless told otherwise. */
export async function actor(ctx: TestContext, values: Partial<NewUserRow> = {}): Promise<Actor> {
  const user = await createUser(ctx.db, { emailVerifiedAt: ctx.clock.now(), ...values });
  const token = await issueToken(ctx.db, user.id, { clock: ctx.clock });
  return { user, headers: bearer(token.access_token) };
}

export async function pngDataUrl(width = 300, height = 200): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#d83b7d' } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function createGroupAs(ctx: TestContext, owner: Actor, body: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/group',
    headers: owner.headers,
    payload: { name: 'Equipo Palermo', description: 'Propiedades de Palermo y Belgrano', public: '', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string; logo_url: string | null; public: boolean | null };
}

/** Invites and accepts through the API: `member` joins `groupId`. */
export async function joinGroup(ctx: TestContext, admin: Actor, groupId: number, member: Actor) {
  const invite = await ctx.app.inject({ method: 'POST', url: `/api/account/group/${groupId}/user/invite`, headers: admin.headers });
  expect(invite.statusCode, invite.body).toBe(200);
  const accept = await ctx.app.inject({ method: 'PUT', url: `/api/invitation/${invite.json().uuid}/accept`, headers: member.headers });
  expect(accept.statusCode, accept.body).toBe(200);
}

/** A group with an owner, a second admin, a plain member and an outsider, joined one minute apart. */
export async function groupWithRoles(ctx: TestContext, body: Record<string, unknown> = {}) {
  const owner = await actor(ctx, { name: 'Valentina Gómez' });
  const admin = await actor(ctx, { name: 'Martín Fernández' });
  const member = await actor(ctx, { name: 'Lucía Rodríguez' });
  const outsider = await actor(ctx, { name: 'Santiago López' });
  const group = await createGroupAs(ctx, owner, body);
  ctx.clock.advance(60_000);
  await joinGroup(ctx, owner, group.id, admin);
  ctx.clock.advance(60_000);
  await joinGroup(ctx, owner, group.id, member);
  const promote = await ctx.app.inject({ method: 'PUT', url: `/api/account/group/${group.id}/user/${admin.user.id}`, headers: owner.headers, payload: { admin: true } });
  expect(promote.statusCode, promote.body).toBe(200);
  return { group, owner, admin, member, outsider };
}
