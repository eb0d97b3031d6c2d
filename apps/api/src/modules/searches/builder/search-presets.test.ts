// Preset filters: an admin sets the filters a new search of a store, a group or a microsite starts with, and
// GET /search/presets answers them to whoever may search that scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMicrositeSettings, defaultMicrositeStyle } from '@vitrina/shared/microsites';
import { microsites } from '../../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/context';
import { admin, auditRows, call } from '../../admin/admin-test-helpers';
import { actor, createGroupAs, joinGroup, type Actor } from '../../groups/groups-test-helpers';
import { micrositeForm, send } from '../../microsites/microsites-test-helpers';

let ctx: TestContext;
let boss: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  boss = await admin(ctx, ['users', 'groups'], { name: 'Ana Administradora' });
});
afterAll(() => ctx.close());

const flatsForSale = { type: 'property', category: 'departamento', operation: 'venta', currency: 'USD' } as const;
const dresses = { type: 'clothing', category: 'vestidos' } as const;

async function microsite(status: 'active' | 'pending', filters: unknown[]) {
  const [row] = await ctx.db
    .insert(microsites)
    .values({
      name: `Sitio ${status}`,
      host: `sitio-${status}-${Date.now()}.ejemplo.com.ar`,
      status,
      style: defaultMicrositeStyle,
      settings: defaultMicrositeSettings,
      presetFilters: filters as never,
    })
    .returning();
  return row.id;
}

describe("a store's preset filters", () => {
  it('are set by an admin, audited, and answered to anyone, a visitor included', async () => {
    const seller = await actor(ctx, { name: 'Gómez Propiedades' });
    const saved = await call(ctx, boss, 'PUT', `/admin/user/${seller.user.id}`, { filters: [flatsForSale] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user.filters).toEqual([flatsForSale]);
    const [entry] = await auditRows(ctx, 'user', seller.user.id);
    expect(entry.before).toEqual({ filters: [] });
    expect(entry.after).toEqual({ filters: [flatsForSale] });

    const asVisitor = await call(ctx, null, 'GET', `/search/presets?user_id=${seller.user.id}`);
    expect(asVisitor.statusCode, asVisitor.body).toBe(200);
    expect(asVisitor.json()).toEqual({ filters: [flatsForSale] });
  });

  it('are refused past ten, or with a category the type does not have, changing nothing', async () => {
    const seller = await actor(ctx);
    const tooMany = await call(ctx, boss, 'PUT', `/admin/user/${seller.user.id}`, {
      filters: Array.from({ length: 11 }, () => dresses),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(JSON.stringify(tooMany.json().errors)).toContain('10');
    const wrong = await call(ctx, boss, 'PUT', `/admin/user/${seller.user.id}`, {
      filters: [{ type: 'property', category: 'nave-espacial' }],
    });
    expect(wrong.statusCode).toBe(422);
    const after = await call(ctx, null, 'GET', `/search/presets?user_id=${seller.user.id}`);
    expect(after.json()).toEqual({ filters: [] });
  });

  it('are set only with the permission', async () => {
    const seller = await actor(ctx);
    const groupsOnly = await admin(ctx, ['groups']);
    const refused = await call(ctx, groupsOnly, 'PUT', `/admin/user/${seller.user.id}`, { filters: [dresses] });
    expect(refused.statusCode).toBe(403);
    expect((await call(ctx, null, 'GET', `/search/presets?user_id=${seller.user.id}`)).json()).toEqual({
      filters: [],
    });
  });
});

describe("a group's preset filters", () => {
  it('are answered to its members only; anyone else learns nothing of the group', async () => {
    const owner = await actor(ctx);
    const member = await actor(ctx);
    const group = await createGroupAs(ctx, owner, { name: 'Red Palermo' });
    await joinGroup(ctx, owner, group.id, member);
    const saved = await call(ctx, boss, 'PUT', `/admin/group/${group.id}`, { filters: [flatsForSale, dresses] });
    expect(saved.statusCode, saved.body).toBe(200);
    // A filter is stored as the builder sends it: a dress filter without bounds has no currency.
    const stored = [flatsForSale, { ...dresses, currency: null }];
    expect(saved.json().group.filters).toEqual(stored);

    const asMember = await call(ctx, member, 'GET', `/search/presets?group_id=${group.id}`);
    expect(asMember.statusCode, asMember.body).toBe(200);
    expect(asMember.json()).toEqual({ filters: stored });
    expect((await call(ctx, await actor(ctx), 'GET', `/search/presets?group_id=${group.id}`)).statusCode).toBe(404);
    expect((await call(ctx, null, 'GET', `/search/presets?group_id=${group.id}`)).statusCode).toBe(404);
  });
});

describe("a microsite's preset filters", () => {
  it('are answered while it is active, and not while it is pending', async () => {
    const active = await microsite('active', [dresses]);
    const pending = await microsite('pending', [dresses]);
    expect((await call(ctx, null, 'GET', `/search/presets?microsite_id=${active}`)).json()).toEqual({
      filters: [dresses],
    });
    expect((await call(ctx, null, 'GET', `/search/presets?microsite_id=${pending}`)).statusCode).toBe(404);
  });
});

describe("a microsite's preset filters, set in its admin form", () => {
  it('are saved with the form, changed on an edit, audited, and refused when they are not filters', async () => {
    const siteAdmin = await admin(ctx, ['microsites']);
    const seller = await actor(ctx);
    const form = micrositeForm([seller.user.id], { filters: JSON.stringify([dresses]) });
    const created = await send(ctx, siteAdmin, 'POST', '/admin/microsite', form);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().microsite.id as number;
    expect(created.json().microsite.filters).toEqual([{ ...dresses, currency: null }]);
    expect((await call(ctx, null, 'GET', `/search/presets?microsite_id=${id}`)).json()).toEqual({
      filters: [{ ...dresses, currency: null }],
    });

    const edited = await send(ctx, siteAdmin, 'PUT', `/admin/microsite/${id}`, {
      filters: JSON.stringify([flatsForSale]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().microsite.filters).toEqual([flatsForSale]);
    expect(edited.json().microsite.audit[0].after).toEqual({ filters: [flatsForSale] });

    const broken = await send(ctx, siteAdmin, 'PUT', `/admin/microsite/${id}`, { filters: '[{"type":"barco"}' });
    expect(broken.statusCode).toBe(422);
    const wrong = await send(ctx, siteAdmin, 'PUT', `/admin/microsite/${id}`, {
      filters: JSON.stringify([{ type: 'clothing', category: 'departamento' }]),
    });
    expect(wrong.statusCode).toBe(422);
    expect((await call(ctx, null, 'GET', `/search/presets?microsite_id=${id}`)).json()).toEqual({
      filters: [flatsForSale],
    });
  });
});

describe('GET /search/presets', () => {
  it('needs exactly one scope that exists', async () => {
    const none = await call(ctx, null, 'GET', '/search/presets');
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Indica un solo alcance: user_id, group_id o microsite_id.');
    expect((await call(ctx, null, 'GET', '/search/presets?user_id=1&group_id=2')).statusCode).toBe(422);
    expect((await call(ctx, null, 'GET', '/search/presets?user_id=999999')).statusCode).toBe(404);
    expect((await call(ctx, null, 'GET', '/search/presets?user_id=uno')).statusCode).toBe(422);
  });
});
