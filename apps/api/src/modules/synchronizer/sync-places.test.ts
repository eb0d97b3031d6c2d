// The addresses of synchronized listings in the map autocomplete: their owner's only, and gone with the listings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import {
  feedListing,
  json,
  runDueJobs,
  saveJson,
  startFeedHost,
  syncAgain,
  syncContext,
} from './synchronizer-test-helpers';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof startFeedHost>>;
beforeAll(async () => {
  ctx = await syncContext();
  host = await startFeedHost();
});
afterAll(async () => {
  await ctx.close();
  await host.close();
});

const offered = async (who: Actor, search: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/map/autocomplete',
    headers: who.headers,
    payload: { search },
  });
  return (response.json() as { description: string }[]).map((item) => item.description);
};

describe('addresses of synchronized listings', () => {
  it('are offered to the owner only, and no longer once the feed drops the listings or the synchronizer goes', async () => {
    const owner = await actor(ctx);
    const other = await actor(ctx);
    host.routes.set(
      '/feed.json',
      json([feedListing('S-1'), feedListing('S-2', { public: false }), feedListing('S-3')]),
    );
    await saveJson(ctx, owner, `${host.url}/feed.json`);
    expect(await runDueJobs(ctx)).toBe(1);
    expect(await offered(owner, 'honduras s')).toEqual([
      'Honduras S-1, Palermo, CABA',
      'Honduras S-2, Palermo, CABA',
      'Honduras S-3, Palermo, CABA',
    ]);
    expect(await offered(other, 'honduras s')).toEqual([]);

    // S-2 leaves the feed and S-3 moves: neither old address is used any more.
    ctx.clock.advance(60 * 60 * 1000);
    host.routes.set(
      '/feed.json',
      json([
        feedListing('S-1'),
        feedListing('S-3', { address: { title: 'Gurruchaga 900, Palermo, CABA', lat: -34.59, lng: -58.43 } }),
      ]),
    );
    await syncAgain(ctx, owner);
    expect(await offered(owner, 'honduras s')).toEqual(['Honduras S-1, Palermo, CABA']);
    expect(await offered(owner, 'gurruchaga 900')).toEqual(['Gurruchaga 900, Palermo, CABA']);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account/synchronizer',
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await offered(owner, 'honduras s')).toEqual([]);
    expect(await offered(owner, 'gurruchaga 900')).toEqual([]);
  });
});
