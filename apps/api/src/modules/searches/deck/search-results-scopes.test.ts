import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { searchMessages } from '@vitrina/shared/searches';
import { createTestContext, type TestContext } from '../../../test/context';
import { actor, groupWithRoles, type Actor } from '../../groups/groups-test-helpers';
import {
  clearListings,
  countOf,
  makeListing,
  makeSearch,
  resultIds,
  resultOf,
  resultsOf,
} from '../core/search-test-helpers';

let ctx: TestContext;
let outsiderSeller: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  outsiderSeller = await actor(ctx, { name: 'Inmobiliaria Centro' });
});
afterAll(() => ctx.close());
beforeEach(() => clearListings(ctx));

const flats = [{ type: 'property', category: 'departamento' }] as const;

describe('a group search', () => {
  // '' all listings, 1 only public ones, 0 only private ones: as the group's portfolio.
  for (const [flag, expected] of [
    ['', ['ownerPublic', 'ownerPrivate', 'memberPublic', 'memberPrivate']],
    ['1', ['ownerPublic', 'memberPublic']],
    ['0', ['ownerPrivate', 'memberPrivate']],
  ] as const)
    it(`shows the members’ listings by the group’s public flag (${flag || 'all'})`, async () => {
      const { group, owner, member, outsider } = await groupWithRoles(ctx, { public: flag });
      const made = {
        ownerPublic: await makeListing(ctx, owner, { relevance: 6 }),
        ownerPrivate: await makeListing(ctx, owner, { relevance: 5, public: false }),
        memberPublic: await makeListing(ctx, member, { relevance: 4 }),
        memberPrivate: await makeListing(ctx, member, { relevance: 3, public: false }),
      };
      const fromOutside = await makeListing(ctx, outsider, { relevance: 9 });
      await makeListing(ctx, outsiderSeller, { relevance: 8 });
      const search = await makeSearch(ctx, { creator: member, filters: [...flats], groupId: group.id });
      const ids = expected.map((key) => made[key].id);
      expect(await resultIds(ctx, search, member)).toEqual(ids);
      // Another member opens the group's search too.
      expect(await resultIds(ctx, search, owner)).toEqual(ids);
      expect((await countOf(ctx, search, member)).json()).toEqual({ count: ids.length });
      expect((await resultOf(ctx, search, member, fromOutside.id)).statusCode).toBe(404);
    });

  it('answers 404 to a non-member and to a visitor', async () => {
    const { group, member, outsider } = await groupWithRoles(ctx);
    const listed = await makeListing(ctx, member);
    const search = await makeSearch(ctx, { creator: member, filters: [...flats], groupId: group.id });
    for (const who of [outsider, null]) {
      for (const response of [
        await resultsOf(ctx, search, who),
        await resultOf(ctx, search, who, listed.id),
        await countOf(ctx, search, who),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: searchMessages.notFound });
      }
    }
  });
});
