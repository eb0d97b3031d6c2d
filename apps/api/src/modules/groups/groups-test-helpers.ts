// Helpers for the groups, members and invitations tests: signed-in users of every kind, groups made through the
// API as the web makes them, and image data URLs like the cropper's.
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { groups, groupUsers, invitations, type NewUserRow, type UserRow } from '../../db/schema/index';
import { issueToken } from '../auth';
import { uploadNames } from '../../lib/storage/uploads-test-helpers';
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
  const png = await sharp({ create: { width, height, channels: 3, background: '#d83b7d' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A PDF's bytes, as a data URL that says so and as one that claims to be a PNG. */
export function pdfDataUrls(): string[] {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF').toString('base64');
  return [`data:application/pdf;base64,${pdf}`, `data:image/png;base64,${pdf}`];
}

export const logoNotImage = {
  message: 'El logo debe ser una imagen',
  errors: { logo: ['El logo debe ser una imagen'] },
};
export const notFoundBody = { message: 'No se encontró la información que buscaba.' };
export const forbiddenBody = { message: 'No tienes los permisos suficientes.' };
export const guestBody = { message: 'No te encuentras autenticado.' };

/** Every stored group logo file, read through the app's store. */
export function logoFiles(ctx: TestContext): Promise<string[]> {
  return uploadNames(ctx, 'groups');
}

/** What the database holds about a group: its row, its members and its invitations, to prove nothing changed. */
export async function groupState(ctx: TestContext, groupId: number) {
  return {
    group: (await ctx.db.select().from(groups).where(eq(groups.id, groupId)))[0] ?? null,
    members: await ctx.db
      .select()
      .from(groupUsers)
      .where(eq(groupUsers.groupId, groupId))
      .orderBy(asc(groupUsers.userId)),
    invitations: await ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.groupId, groupId))
      .orderBy(asc(invitations.id)),
    files: await logoFiles(ctx),
  };
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

/** An invitation's uuid, made through the API by `admin`. */
export async function invite(ctx: TestContext, admin: Actor, groupId: number): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/account/group/${groupId}/user/invite`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().uuid as string;
}

/** Invites and accepts through the API: `member` joins `groupId`. */
export async function joinGroup(ctx: TestContext, admin: Actor, groupId: number, member: Actor) {
  const uuid = await invite(ctx, admin, groupId);
  const accept = await ctx.app.inject({
    method: 'PUT',
    url: `/api/invitation/${uuid}/accept`,
    headers: member.headers,
  });
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
  const promote = await ctx.app.inject({
    method: 'PUT',
    url: `/api/account/group/${group.id}/user/${admin.user.id}`,
    headers: owner.headers,
    payload: { admin: true },
  });
  expect(promote.statusCode, promote.body).toBe(200);
  return { group, owner, admin, member, outsider };
}
