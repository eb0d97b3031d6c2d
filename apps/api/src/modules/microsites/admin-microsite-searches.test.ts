// The administration's search list names a microsite search's scope by the microsite's name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { admin, call } from '../admin/admin-test-helpers';
import { actor } from '../groups/groups-test-helpers';
import { makeSearch } from '../searches/core/search-test-helpers';
import { createMicrosite } from './microsites-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /admin/search', () => {
  it("shows a microsite search's scope with the microsite's name", async () => {
    const boss = await admin(ctx, ['microsites', 'searches']);
    const visitor = await actor(ctx, { name: 'Visitante Sur' });
    const microsite = await createMicrosite(ctx, boss, [visitor.user.id], { name: 'Inmobiliaria del Sur' });
    const search = await makeSearch(ctx, {
      creator: visitor,
      micrositeId: microsite.id,
      filters: [{ type: 'property', category: 'departamento' }],
    });
    const page = (await call(ctx, boss, 'GET', '/admin/search?scope=microsite')).json();
    expect(page.data).toEqual([
      expect.objectContaining({
        id: search.id,
        scope: { type: 'microsite', id: microsite.id, name: 'Inmobiliaria del Sur' },
      }),
    ]);
  });
});
