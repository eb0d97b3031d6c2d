import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { normalizePhone } from '@vitrina/shared/phone';
import { isReservedSlug, normalizeSlug } from '@vitrina/shared/slug';
import { groups, groupUsers, micrositeUsers, microsites, users } from '../db/schema/index';
import { issueToken } from '../modules/auth';
import { createLogger } from '../lib/logger';
import { logoPathsOf } from '../modules/microsites';
import { uploadBytes, uploadExists } from '../lib/storage/uploads-test-helpers';
import { createTestContext, type TestContext } from '../test/context';
import { loadDemoData } from './index';
import { demoGroups } from './groups';
import { demoMicrosite } from './microsites';
import { demoEmail, demoEmailDomain, demoUsers } from './users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const demoMicrositeRows = () => ctx.db.select().from(microsites).where(eq(microsites.host, demoMicrosite.host));

// Users, groups and the microsite only: the listings and their pictures have their own tests (publications/).
function seed() {
  return loadDemoData(
    { db: ctx.db, storage: ctx.app.storage, clock: ctx.clock, logger: createLogger('silent') },
    { target: 0 },
  );
}

/** How many colours an image shows, in 32 levels a channel (a drawing has many; a two-colour pattern, two). */
async function coloursIn(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += info.channels)
    seen.add(((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3));
  return seen.size;
}

describe('demo data', () => {
  it('loads Argentine users with valid contact data and generated avatars', async () => {
    const summary = await seed();
    expect(summary.users.created).toBe(summary.users.total);
    const rows = await ctx.db.select().from(users);
    expect(rows.length).toBeGreaterThanOrEqual(10);

    for (const user of rows) {
      expect(user.email.endsWith(`@${demoEmailDomain}`), user.email).toBe(true);
      expect(user.email).toBe(user.email.toLowerCase());
      if (user.phone) {
        expect(user.phone).toMatch(/^\+54911\d{8}$/);
        expect(normalizePhone(user.phone)).toBe(user.phone);
      }
      if (user.slug) {
        expect(normalizeSlug(user.slug)).toBe(user.slug);
        expect(isReservedSlug(user.slug)).toBe(false);
      }
    }
    expect(rows.some((user) => /[áéíóúñ]/i.test(user.name))).toBe(true);
    expect(rows.some((user) => user.permissions.includes('users'))).toBe(true);

    const withAvatar = rows.filter((user) => user.avatarPath);
    expect(withAvatar.length).toBeGreaterThan(0);
    expect(withAvatar.length).toBeLessThan(rows.length); // some keep the placeholder
    const meta = await sharp(await uploadBytes(ctx, withAvatar[0].avatarPath!)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 256 });

    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${withAvatar[0].avatarPath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('draws each avatar as a person or a shop logo: a drawing of many colours, not a two-colour pattern', async () => {
    const rows = await ctx.db.select().from(users);
    for (const person of demoUsers) {
      const row = rows.find((user) => user.email === demoEmail(person.name))!;
      if (!person.avatar) {
        expect(row.avatarPath, person.name).toBeNull();
        continue;
      }
      expect(row.avatarPath, person.name).toBe(
        `avatars/demo-${row.id}-${person.avatar === 'shop' ? 'logo' : 'portrait'}.png`,
      );
      const png = await uploadBytes(ctx, row.avatarPath!);
      expect(await coloursIn(png), person.name).toBeGreaterThanOrEqual(8);
    }
    expect(demoUsers.some((person) => person.avatar === 'shop')).toBe(true);
    expect(demoUsers.filter((person) => person.avatar && person.avatar !== 'shop').length).toBeGreaterThanOrEqual(6);
  });

  it('loads groups with generated logos, an owner, admins and members', async () => {
    const rows = await ctx.db.select().from(groups);
    expect(rows.map((group) => group.name).sort()).toEqual(demoGroups.map((group) => group.name).sort());
    expect(rows.map((group) => group.public).sort()).toEqual([false, true, null].sort());
    for (const group of rows) {
      expect(await sharp(await uploadBytes(ctx, group.logoPath!)).metadata(), group.name).toMatchObject({
        format: 'webp',
        width: 512,
        height: 512,
      });
      const members = await ctx.db.select().from(groupUsers).where(eq(groupUsers.groupId, group.id));
      expect(members.length, group.name).toBeGreaterThanOrEqual(4);
      const owners = members.filter((member) => member.owner);
      expect(owners.map((owner) => owner.userId)).toEqual([group.createdBy]);
      expect(owners[0]).toMatchObject({ admin: true, creator: true });
      expect(members.filter((member) => member.admin).length, group.name).toBe(2);
      expect(members.every((member) => member.createdAt >= group.createdAt)).toBe(true);
    }
    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${rows[0].logoPath}` });
    expect(served.statusCode).toBe(200);
  });

  it("shows the groups on a demo user's home (the User's groups) and group pages", async () => {
    const [mariana] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail('Mariana Sosa')));
    const token = await issueToken(ctx.db, mariana.id, { clock: ctx.clock });
    const headers = { authorization: `Bearer ${token.access_token}` };
    const user = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    const shown = user.json().user.groups as { id: number; name: string; logo_url: string }[];
    expect(shown.map((group) => group.name)).toEqual(['Inmobiliaria Palermo Norte', 'Showroom Villa Crespo']);
    expect(shown.every((group) => group.logo_url.startsWith('http://vitrina.test/uploads/groups/'))).toBe(true);
    const members = await ctx.app.inject({ method: 'GET', url: `/api/account/group/${shown[0].id}/user`, headers });
    expect(members.statusCode).toBe(200);
    expect(members.json().data[0].contacts).toEqual({
      email: expect.stringContaining('@vitrina.example'),
      phone: expect.any(String),
      whatsapp: expect.any(String),
    });
  });

  it('loads an active demo microsite with two users, drawn logos and icons, served on its host', async () => {
    const [row, ...others] = await demoMicrositeRows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      name: 'Palermo Norte Propiedades',
      status: 'active',
      settings: { users: true, groups: false },
      presetFilters: [{ type: 'property', category: 'departamento', operation: 'venta', currency: null }],
      logoSecondaryPath: null,
    });
    expect(row.style.header).toEqual({ background: '#1f5f54', text: 'light' });

    const members = await ctx.db.select().from(micrositeUsers).where(eq(micrositeUsers.micrositeId, row.id));
    const emails = await ctx.db.select({ id: users.id, email: users.email }).from(users);
    const emailOf = new Map(emails.map((user) => [user.id, user.email]));
    expect(members.map((member) => emailOf.get(member.userId)).sort()).toEqual(
      [demoEmail('Agustina Torres'), demoEmail('Valentina Gómez')].sort(),
    );
    const defaults = members.filter((member) => member.isDefault);
    expect(defaults.map((member) => emailOf.get(member.userId))).toEqual([demoEmail('Agustina Torres')]);

    const image = async (key: string | null) => sharp(await uploadBytes(ctx, key!)).metadata();
    expect(logoPathsOf(row)).toHaveLength(4);
    expect(await image(row.logoMainPath)).toMatchObject({ format: 'webp', width: 960, height: 320 });
    expect(await image(row.logoSquarePath)).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(await image(row.iconSmallPath)).toMatchObject({ format: 'png', width: 192, height: 192 });
    expect(await image(row.iconLargePath)).toMatchObject({ format: 'png', width: 512, height: 512 });

    for (const host of ['palermo.localhost', 'palermo.localhost:3000']) {
      const answer = await ctx.app.inject({ method: 'GET', url: '/api/configuration', headers: { host } });
      expect(answer.statusCode, host).toBe(200);
      expect(answer.json().MICROSITE, host).toMatchObject({
        id: row.id,
        name: 'Palermo Norte Propiedades',
        logo_main_url: `/uploads/${row.logoMainPath}`,
      });
    }
    const platform = await ctx.app.inject({ method: 'GET', url: '/api/configuration' });
    expect(platform.json().MICROSITE).toBeNull();
  });

  it('can run again without duplicating anything, drawing a missing logo again', async () => {
    const before = {
      users: await ctx.db.select().from(users),
      groups: await ctx.db.select().from(groups),
      members: await ctx.db.$count(groupUsers),
      microsites: await demoMicrositeRows(),
      micrositeUsers: await ctx.db.select().from(micrositeUsers),
    };
    const logo = before.groups[0].logoPath!;
    await ctx.app.storage.remove(logo);
    const icon = before.microsites[0].iconLargePath!;
    await ctx.app.storage.remove(icon);
    // A database seeded before avatars were drawn as people: its users point at the old pattern's file.
    const [mariana] = before.users.filter((user) => user.email === demoEmail('Mariana Sosa'));
    const drawn = mariana.avatarPath!;
    const earlier = `avatars/demo-${mariana.id}.png`;
    await ctx.app.storage.put(earlier, await uploadBytes(ctx, drawn), 'image/png');
    await ctx.db.update(users).set({ avatarPath: earlier }).where(eq(users.id, mariana.id));
    const summary = await seed();
    expect(summary.users.created).toBe(0);
    expect(summary.groups).toEqual({ total: demoGroups.length, created: 0 });
    expect(summary.microsites).toEqual({ total: 1, created: 0 });
    expect(await demoMicrositeRows()).toEqual(before.microsites);
    expect(await ctx.db.select().from(micrositeUsers)).toEqual(before.micrositeUsers);
    expect(await uploadExists(ctx, icon)).toBe(true);
    const after = await ctx.db.select().from(users);
    expect(after).toHaveLength(before.users.length);
    expect(after.find((user) => user.id === mariana.id)!.avatarPath).toBe(drawn);
    expect(await uploadExists(ctx, earlier)).toBe(false);
    expect(await ctx.db.select().from(groups)).toEqual(before.groups);
    expect(await ctx.db.$count(groupUsers)).toBe(before.members);
    expect(await uploadExists(ctx, logo)).toBe(true);
  });
});
