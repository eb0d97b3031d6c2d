// GET /microsite/{id}: an active microsite's public face for anyone; pending, suspended and unknown ones are 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { admin } from '../admin/admin-test-helpers';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { makeListing } from '../searches/core/search-test-helpers';
import { createMicrosite, defaultStyle, imageFile, send } from './microsites-test-helpers';

let ctx: TestContext;
let boss: Actor;
let ana: Actor;
let bruno: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  boss = await admin(ctx, ['microsites']);
  ana = await actor(ctx, { name: 'Ana Inmuebles', slug: 'ana-inmuebles' });
  bruno = await actor(ctx, { name: 'Bruno Propiedades', slug: 'bruno' });
});
afterAll(() => ctx.close());

const publicView = (id: number | string) => ctx.app.inject({ method: 'GET', url: `/api/microsite/${id}` });

describe('a microsite to its visitors', () => {
  it('shows an active one with its users, the default first, each with their public listings', async () => {
    await makeListing(ctx, ana);
    await makeListing(ctx, ana, { category: 'casa' });
    await makeListing(ctx, ana, { public: false });
    await makeListing(ctx, bruno);
    const created = await createMicrosite(ctx, boss, [ana.user.id, bruno.user.id], {
      default_user_id: String(bruno.user.id),
      logo_square: await imageFile({ width: 200, height: 200 }),
    });
    const response = await publicView(created.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: created.id,
      name: 'Inmobiliaria del Sur',
      description: 'Propiedades en la zona sur',
      logo_main_url: null,
      logo_secondary_url: null,
      logo_square_url: created.logo_square_url,
      style: { ...defaultStyle, header: { background: '#123abc', text: 'light' } },
      settings: { users: true, groups: false },
      users: [
        {
          id: bruno.user.id,
          name: 'Bruno Propiedades',
          slug: 'bruno',
          avatar_url: null,
          default: true,
          publications_count: 1,
        },
        {
          id: ana.user.id,
          name: 'Ana Inmuebles',
          slug: 'ana-inmuebles',
          avatar_url: null,
          default: false,
          publications_count: 2,
        },
      ],
    });
    // Nothing of the administration: no host, no emails, no audit.
    expect(response.body).not.toContain(created.host);
    expect(response.body).not.toContain('@');
  });

  it('is 404 while pending or suspended, and for an unknown id', async () => {
    const created = await createMicrosite(ctx, boss, [ana.user.id], { status: 'pending' });
    for (const status of ['pending', 'suspended']) {
      await send(ctx, boss, 'PUT', `/admin/microsite/${created.id}`, { status });
      const response = await publicView(created.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'El micrositio no existe.' });
    }
    await send(ctx, boss, 'PUT', `/admin/microsite/${created.id}`, { status: 'active' });
    expect((await publicView(created.id)).statusCode).toBe(200);
    for (const id of ['987654321', 'uno']) expect((await publicView(id)).statusCode).toBe(404);
  });
});
