import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { createGroupAs, groupWithRoles, notFoundBody, pngDataUrl } from './groups-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/group/{id}', () => {
  it('answers the public summary to anyone, with no member data', async () => {
    const { group, owner, member } = await groupWithRoles(ctx, {
      name: 'Showroom Villa Crespo',
      public: 1,
      logo: await pngDataUrl(),
    });
    for (const headers of [undefined, member.headers]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/group/${group.id}`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: group.id,
        name: 'Showroom Villa Crespo',
        description: 'Propiedades de Palermo y Belgrano',
        logo_url: group.logo_url,
        public: true,
        users_count: 3,
      });
      expect(response.body).not.toContain(owner.user.email);
    }
  });

  it('tells the scope: all (null), only public (true) or only private (false)', async () => {
    const { owner } = await groupWithRoles(ctx);
    for (const [sent, shown] of [
      ['', null],
      [1, true],
      [0, false],
    ] as const) {
      const group = await createGroupAs(ctx, owner, { public: sent });
      expect((await ctx.app.inject({ method: 'GET', url: `/api/group/${group.id}` })).json().public, String(sent)).toBe(
        shown,
      );
    }
  });

  it('answers 404 for an unknown, malformed or deleted group', async () => {
    const { group, owner, admin, member } = await groupWithRoles(ctx);
    for (const who of [member, admin, owner])
      await ctx.app.inject({ method: 'DELETE', url: `/api/account/group/${group.id}`, headers: who.headers });
    for (const id of [String(group.id), '999999', 'abc', '0']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/group/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
  });
});
