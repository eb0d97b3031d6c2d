// Forgetting an author's remembered addresses no listing uses any more costs one probe of the listings' address
// index per address looked at, whatever the statistics say: right after a sync wrote thousands of listings the
// planner knows nothing of them, and a plan that folds every listing's address for every place takes minutes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { actor } from '../groups/groups-test-helpers';
import { unusedPlacesStatement } from './map.queries';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function plan(statement: ReturnType<typeof unusedPlacesStatement>): Promise<string> {
  const result = (await ctx.db.execute(sql`explain ${statement}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('forgetting unused addresses', () => {
  it('looks each address up in the listings’ address index, with or without statistics of them', async () => {
    const owner = await actor(ctx);
    const listings = sql`
      insert into publications (user_id, title, type, category, address_title, lat, lng)
      select ${owner.user.id}, 'Departamento ' || i, 'property', 'departamento', 'Calle ' || i || ', Palermo, CABA',
        -34.58, -58.43
      from generate_series(1, 3000) as i`;
    const places = sql`
      insert into map_places (id, reference, user_id, address_key, name, description, search_text, kind, source, lat, lng)
      select 'used:' || i, 'used:' || i, ${owner.user.id}, address_key('Calle ' || i || ', Palermo, CABA'),
        'Calle ' || i, 'Calle ' || i || ', Palermo, CABA', 'calle ' || i || ' palermo caba', 'address', 'used', -34.58, -58.43
      from generate_series(1, 3000) as i`;
    await ctx.db.execute(listings);
    await ctx.db.execute(places);
    const given = unusedPlacesStatement(owner.user.id, ['Calle 7, Palermo, CABA', 'Calle 8, Palermo, CABA']);
    const every = unusedPlacesStatement(owner.user.id);
    // As a sync's end meets them: its rows written, none analyzed.
    for (const statement of [given, every])
      expect(await plan(statement)).toContain('publications_user_id_address_key_index');
    // The given addresses are read from the places' own index, their keys computed once.
    expect(await plan(given)).toContain('map_places_user_id_address_key_unique');
    await ctx.db.execute(sql`analyze publications`);
    await ctx.db.execute(sql`analyze map_places`);
    expect(await plan(given)).toContain('publications_user_id_address_key_index');
  });
});
