// A SuperLike tells the listing's owner (notification type 'publication_superlike'): who marked which listing, opening
// its SuperLikes; never for one's own listing, nor for a SuperLike sent again, nor to an owner who did not choose it;
// and a failure to tell never fails the decision.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { deliveries, toldTo, whileNotifyFails } from '../../../test/outbox';
import { actor, type Actor } from '../../groups/groups-test-helpers';
import { makeListing } from '../core/search-test-helpers';
import { createSearchAs, decideOn } from '../core/searches-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const type = 'publication_superlike';

async function superlike(who: Actor, search: { uuid: string }, publicationId: number, isSuper = true) {
  const response = await decideOn(ctx, who, search, { publication_id: publicationId, like: true, is_super: isSuper });
  expect(response.statusCode, response.body).toBe(200);
}

async function setting(sellerTypes = [type]) {
  const seller = await actor(ctx, { name: 'Inmobiliaria Norte', notificationTypes: sellerTypes });
  const buyer = await actor(ctx, { name: 'Lucía Rodríguez', notificationTypes: [type] });
  const listing = await makeListing(ctx, seller, { title: 'Casa con jardín en Olivos' });
  const search = await createSearchAs(ctx, buyer);
  return { seller, buyer, listing, search };
}

describe('telling of a SuperLike', () => {
  it("tells the listing's owner who marked it, opening its SuperLikes, once for a SuperLike sent again", async () => {
    const { seller, buyer, listing, search } = await setting();
    await superlike(buyer, search, listing.id);
    const groupKey = `publication:${listing.id}:superlike`;
    const expected = {
      userId: seller.user.id,
      type,
      groupKey,
      title: '¡Nuevo SuperLike!',
      body: 'Lucía Rodríguez marcó con SuperLike «Casa con jardín en Olivos».',
      url: `/account/stat/publication/${listing.id}`,
    };
    expect(await toldTo(ctx, seller.user.id)).toEqual([expected]);
    expect(await toldTo(ctx, buyer.user.id)).toEqual([]);
    expect((await deliveries(ctx)).filter((job) => job.groupKey === groupKey)).toMatchObject([
      { userId: seller.user.id, key: `notify:${seller.user.id}:${groupKey}` },
    ]);

    // The same SuperLike again, and a plain like: nothing new. A like turned into a SuperLike is news again.
    await superlike(buyer, search, listing.id);
    await superlike(buyer, search, listing.id, false);
    expect(await toldTo(ctx, seller.user.id)).toHaveLength(1);
    await superlike(buyer, search, listing.id);
    expect(await toldTo(ctx, seller.user.id)).toHaveLength(2);
  });

  it('tells nobody of a SuperLike on one’s own listing, or a plain like', async () => {
    const { seller, buyer, listing } = await setting();
    const own = await createSearchAs(ctx, seller);
    await superlike(seller, own, listing.id);
    const other = await makeListing(ctx, seller, { title: 'PH en Colegiales' });
    const search = await createSearchAs(ctx, buyer);
    await superlike(buyer, search, other.id, false);
    expect(await toldTo(ctx, seller.user.id)).toEqual([]);
  });

  it('tells no owner who did not choose SuperLikes', async () => {
    const { seller, buyer, listing, search } = await setting(['search_coincidence']);
    await superlike(buyer, search, listing.id);
    expect(await toldTo(ctx, seller.user.id)).toEqual([]);
    expect((await deliveries(ctx)).filter((job) => job.userId === seller.user.id)).toEqual([]);
  });

  it('keeps the SuperLike when telling fails', async () => {
    const { seller, buyer, listing, search } = await setting();
    await whileNotifyFails(ctx, () => superlike(buyer, search, listing.id));
    expect(await toldTo(ctx, seller.user.id, type)).toEqual([]);
    const state = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/filtereds?view=decisions&like=true`,
      headers: buyer.headers,
    });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json().data.map((card: { id: number }) => card.id)).toEqual([listing.id]);
  });
});
