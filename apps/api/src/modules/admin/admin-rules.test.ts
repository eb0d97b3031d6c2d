// Whom an admin may act on: every combination of the four permissions for the actor against every combination for
// the person acted on, through the view's flags, the edit, the impersonation and the deletion. An actor edits,
// deletes or impersonates only someone whose permissions are all among its own; anything else is 403 and changes
// nothing. The people acted on are inserted in one statement and the actors hold ordinary sessions, so the 256 pairs
// cost four requests each and no sign-in.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type UserRow } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { bearer } from '../auth/auth-test-helpers';
import type { Actor } from '../groups/groups-test-helpers';
import { admin, auditRows, call, forbiddenBody } from './admin-test-helpers';

const permissions = ['users', 'groups', 'microsites', 'searches'] as const;
/** The 16 sets, by bitmask: 0 holds nothing, 15 holds all four. */
const sets = Array.from({ length: 16 }, (_, mask) => permissions.filter((_, bit) => mask & (1 << bit)));
const label = (set: readonly string[]) => (set.length > 0 ? set.join('+') : 'ninguno');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

describe('the permission matrix', () => {
  it('lets an admin act only on people whose permissions are all among its own', { timeout: 120_000 }, async () => {
    const actors = await Promise.all(sets.map((set) => admin(ctx, [...set], { name: `Admin ${label(set)}` })));
    const stamp = Date.now().toString(36);
    const pairs: { key: string; allowed: boolean; reach: boolean; who: Actor; target: UserRow }[] = [];
    for (const [a, actorSet] of sets.entries()) {
      const targets = await ctx.db
        .insert(users)
        .values(
          sets.map((set, t) => ({
            name: `Persona ${a}-${t}`,
            email: `matriz.${stamp}.${a}.${t}@vitrina.example`,
            permissions: [...set],
          })),
        )
        .returning();
      for (const [t, targetSet] of sets.entries()) {
        pairs.push({
          key: `${label(actorSet)} → ${label(targetSet)}`,
          allowed: actorSet.includes('users') && targetSet.every((item) => actorSet.includes(item)),
          reach: actorSet.includes('users'),
          who: actors[a],
          target: targets[t],
        });
      }
    }

    // Each step for every pair, sixteen requests at a time, then the rows read once.
    const views = await eachPair(pairs, ({ who, target }) => call(ctx, who, 'GET', `/admin/user/${target.id}`));
    const sessions = await eachPair(pairs, ({ who, target }) =>
      call(ctx, who, 'POST', `/admin/user/${target.id}/impersonate`),
    );
    const edits = await eachPair(pairs, ({ who, target }) =>
      call(ctx, who, 'PUT', `/admin/user/${target.id}`, { name: 'Nombre Cambiado', email: `nuevo.${target.email}` }),
    );
    const edited = await rowsOf(pairs);
    const deletions = await eachPair(pairs, ({ who, target }) => call(ctx, who, 'DELETE', `/admin/user/${target.id}`));
    const left = await rowsOf(pairs);

    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const [index, { key, allowed, reach, target }] of pairs.entries()) {
      expected[key] = [
        reach ? `view 200 ${allowed} ${allowed} ${allowed}` : 'view 403',
        `impersonate ${allowed ? 200 : 403}`,
        `edit ${allowed ? '200 changed' : '403 unchanged'}`,
        `delete ${allowed ? '200 gone' : '403 kept'}`,
      ].join(', ');
      const answers = [views[index], sessions[index], edits[index], deletions[index]];
      // A refusal must say why in the spec's words; anything else shows the answers themselves.
      if (answers.some((answer) => answer.statusCode === 403 && answer.body !== JSON.stringify(forbiddenBody))) {
        actual[key] = answers.map((answer) => answer.body).join(', ');
        continue;
      }
      const view = views[index].json();
      const row = edited.get(target.id)!;
      const changed = row.name === 'Nombre Cambiado' && row.email === `nuevo.${target.email}`;
      const unchanged = row.name === target.name && row.email === target.email;
      actual[key] = [
        views[index].statusCode === 200
          ? `view 200 ${view.can_edit} ${view.can_delete} ${view.can_impersonate}`
          : `view ${views[index].statusCode}`,
        `impersonate ${sessions[index].statusCode}`,
        `edit ${edits[index].statusCode} ${changed ? 'changed' : unchanged ? 'unchanged' : 'partly changed'}`,
        `delete ${deletions[index].statusCode} ${left.has(target.id) ? 'kept' : 'gone'}`,
      ].join(', ');
    }
    expect(actual).toEqual(expected);

    // A refusal writes nothing to the log: every actor but the full one was refused the person holding everything.
    const refused = pairs.filter((pair) => pair.key.endsWith(`→ ${label(sets[15])}`) && !pair.allowed);
    expect(refused).toHaveLength(15);
    for (const { target } of refused) expect(await auditRows(ctx, 'user', target.id)).toEqual([]);
  });
});

type Answer = Awaited<ReturnType<typeof call>>;

async function eachPair<T>(items: T[], act: (item: T) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let start = 0; start < items.length; start += 16) {
    answers.push(...(await Promise.all(items.slice(start, start + 16).map(act))));
  }
  return answers;
}

async function rowsOf(pairs: { target: UserRow }[]): Promise<Map<number, UserRow>> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        pairs.map((pair) => pair.target.id),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

describe('a users-only admin and an admin holding everything', () => {
  it('cannot change their email, permissions or session, nor delete them', async () => {
    const usersOnly = await admin(ctx, ['users'], { name: 'Solo Usuarios' });
    const full = await admin(ctx, [...permissions], { name: 'Todo' });
    const before = await ctx.db
      .select()
      .from(users)
      .where(inArray(users.id, [full.user.id]));
    const attempts = [
      await call(ctx, usersOnly, 'PUT', `/admin/user/${full.user.id}`, { email: 'mio@vitrina.example' }),
      await call(ctx, usersOnly, 'PUT', `/admin/user/${full.user.id}`, { permissions: ['users'] }),
      await call(ctx, usersOnly, 'POST', `/admin/user/${full.user.id}/impersonate`),
      await call(ctx, usersOnly, 'DELETE', `/admin/user/${full.user.id}`),
    ];
    expect(attempts.map((response) => [response.statusCode, response.json()])).toEqual(
      attempts.map(() => [403, forbiddenBody]),
    );
    expect(
      await ctx.db
        .select()
        .from(users)
        .where(inArray(users.id, [full.user.id])),
    ).toEqual(before);
    expect(await auditRows(ctx, 'user', full.user.id)).toEqual([]);
    // The full admin may still do all of it to the users-only one.
    const view = (await call(ctx, full, 'GET', `/admin/user/${usersOnly.user.id}`)).json();
    expect([view.can_edit, view.can_delete, view.can_impersonate]).toEqual([true, true, true]);
  });
});

describe('an impersonation session', () => {
  it('acts with the permissions both people hold, and offers no impersonation', async () => {
    const boss = await admin(ctx, ['users', 'groups', 'searches'], { name: 'Jefa' });
    const deputy = await admin(ctx, ['users', 'groups'], { name: 'Suplente' });
    const token = (await call(ctx, boss, 'POST', `/admin/user/${deputy.user.id}/impersonate`)).json().access_token;
    const session = { user: deputy.user, headers: bearer(token) };
    const searcher = await admin(ctx, ['searches']);
    const grouper = await admin(ctx, ['groups']);

    // The boss could edit the searcher; the session holds only users and groups.
    const refused = await call(ctx, session, 'PUT', `/admin/user/${searcher.user.id}`, { name: 'Otro Nombre' });
    expect([refused.statusCode, refused.json()]).toEqual([403, forbiddenBody]);
    const view = (await call(ctx, session, 'GET', `/admin/user/${searcher.user.id}`)).json();
    expect([view.can_edit, view.can_delete, view.can_impersonate]).toEqual([false, false, false]);

    const allowed = await call(ctx, session, 'PUT', `/admin/user/${grouper.user.id}`, { name: 'Otro Nombre' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().user).toMatchObject({ can_edit: true, can_delete: true, can_impersonate: false });
  });
});

describe('the last holder of a permission', () => {
  it.each(permissions.map((permission) => [permission]))('keeps %s when they drop it themselves', async (held) => {
    const sole = await admin(ctx, [...permissions], { name: `Única ${held}` });
    // Nobody else holds it.
    const others = await ctx.db.select().from(users);
    for (const row of others.filter((user) => user.id !== sole.user.id && user.permissions.includes(held))) {
      await ctx.db
        .update(users)
        .set({ permissions: row.permissions.filter((item) => item !== held) })
        .where(inArray(users.id, [row.id]));
    }
    const titles = { users: 'usuarios', groups: 'grupos', microsites: 'micrositios', searches: 'búsquedas' };
    const message = `Debe quedar al menos un administrador con el permiso de ${titles[held]}.`;
    const drop = await call(ctx, sole, 'PUT', `/admin/user/${sole.user.id}`, {
      permissions: permissions.filter((item) => item !== held),
    });
    expect(drop.statusCode).toBe(422);
    expect(drop.json()).toEqual({ message, errors: { permissions: [message] } });
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(inArray(users.id, [sole.user.id]));
    expect(row.permissions).toContain(held);
  });
});
