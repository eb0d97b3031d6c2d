// Price drops by the synchronizer: a sync that rewrites many listings finds the drops in its update statements (the
// row as it was against the row as written) and queues them as one job, which tells who liked each listing once.
// Its owner hears how the sync went (notification type 'sync_finished'), failures too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDecisions } from '../../db/schema/index';
import type { TestContext } from '../../test/context';
import { outbox, toldTo } from '../../test/outbox';
import { actor } from '../groups/groups-test-helpers';
import { createSearchAs } from '../searches/core/searches-test-helpers';
import {
  feedListing,
  json,
  listings,
  runDueJobs,
  saveJson,
  startFeedHost,
  syncAgain,
  syncContext,
} from '../synchronizer/synchronizer-test-helpers';
import { decide, pendingDrops } from './price-drops-test-helpers';

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

const count = 360;
const codes = Array.from({ length: count }, (_, index) => `C-${String(index).padStart(4, '0')}`);

/** What the second feed says of listing `index`: every fourth kind of change, over and over. */
function changed(code: string, index: number) {
  switch (index % 6) {
    case 0:
      return feedListing(code, { amount: 100000 }); // −16 %: a drop
    case 1:
      return feedListing(code, { amount: 118000 }); // −1.6 %: too small
    case 2:
      return feedListing(code, { amount: 130000 }); // a rise
    case 3:
      return feedListing(code, { currency: 'ARS', amount: 50000 }); // another currency
    case 4:
      return feedListing(code, { amount: 120000, amount_sale: 108000 }); // an offer 10 % below: a drop
    default:
      return feedListing(code, { description: 'Ahora con cochera.' }); // the price untouched
  }
}

describe('price drops in a sync', () => {
  it(
    'finds the drops of a whole feed in one job, and tells who liked them and the owner',
    { timeout: 120_000 },
    async () => {
      const owner = await actor(ctx, { name: 'Inmobiliaria Norte', notificationTypes: ['sync_finished'] });
      host.routes.set('/lista.json', json(codes.map((code) => feedListing(code))));
      const { id: synchronizerId } = await saveJson(ctx, owner, `${host.url}/lista.json`);
      await runDueJobs(ctx);
      const first = await toldTo(ctx, owner.user.id, 'sync_finished');
      expect(first).toEqual([
        {
          userId: owner.user.id,
          type: 'sync_finished',
          groupKey: `synchronizer:${synchronizerId}:sync`,
          title: 'Sincronización terminada',
          body: `${count} publicaciones nuevas, 0 actualizadas y 0 eliminadas.`,
          url: '/account/publication/synchronizer',
        },
      ]);

      // Lucía likes every listing; Martín only the first twelve and does not want price drops.
      const ids = new Map(Object.entries(await listings(ctx, synchronizerId)).map(([code, row]) => [code, row.id]));
      const lucia = await actor(ctx, { name: 'Lucía Rodríguez', notificationTypes: ['price_drop'] });
      const martin = await actor(ctx, { name: 'Martín Pérez', notificationTypes: ['search_coincidence'] });
      const search = await createSearchAs(ctx, lucia);
      // Her likes written at once (through the API one by one would take minutes); Martín's through the API.
      await ctx.db.insert(searchDecisions).values(
        codes.map((code) => ({
          searchId: search.id,
          userId: lucia.user.id,
          publicationId: ids.get(code)!,
          like: true,
        })),
      );
      const his = await createSearchAs(ctx, martin);
      for (const code of codes.slice(0, 12)) await decide(ctx, martin, his, ids.get(code)!, true);

      // The second feed changes every listing but the last ten, which it no longer has.
      host.routes.set('/lista.json', json(codes.slice(0, count - 10).map(changed)));
      await syncAgain(ctx, owner);

      const dropped = codes.slice(0, count - 10).flatMap((code, index) => {
        if (index % 6 === 0) return [{ code, newPrice: 100000 }];
        if (index % 6 === 4) return [{ code, newPrice: 108000 }];
        return [];
      });
      const told = (await outbox(ctx, 'price_drop')).filter((row) => row.userId === lucia.user.id);
      expect(told).toHaveLength(dropped.length);
      expect(new Map(told.map((row) => [row.groupKey, row.body]))).toEqual(
        new Map(
          dropped.map(({ code, newPrice }) => [
            `price:${ids.get(code)}`,
            newPrice === 100000
              ? 'Bajó de US$ 120.000 a US$ 100.000 (−16 %)'
              : 'Bajó de US$ 120.000 a US$ 108.000 (−10 %)',
          ]),
        ),
      );
      expect(await toldTo(ctx, martin.user.id)).toEqual([]);
      expect(await pendingDrops(ctx)).toEqual([]);

      expect((await toldTo(ctx, owner.user.id, 'sync_finished')).slice(1)).toMatchObject([
        {
          title: 'Sincronización terminada',
          body: `0 publicaciones nuevas, ${count - 10} actualizadas y 10 eliminadas.`,
        },
      ]);
    },
  );

  it("tells the owner of a sync that failed, in the failure's words, and nobody of drops", async () => {
    const owner = await actor(ctx, { name: 'Inmobiliaria Sur', notificationTypes: ['sync_finished'] });
    host.routes.set('/rota.json', (response) => {
      response.writeHead(500).end();
    });
    const { id } = await saveJson(ctx, owner, `${host.url}/rota.json`);
    await runDueJobs(ctx);
    const [notice] = await toldTo(ctx, owner.user.id, 'sync_finished');
    expect(notice).toMatchObject({ title: 'La sincronización falló', groupKey: `synchronizer:${id}:sync` });
    const shown = await ctx.app.inject({ method: 'GET', url: '/api/account/synchronizer', headers: owner.headers });
    expect(notice.body).toBe(shown.json().last_error);
  });

  it('tells no owner who did not choose to hear of syncs', async () => {
    const owner = await actor(ctx, { name: 'Inmobiliaria Oeste', notificationTypes: [] });
    host.routes.set('/corta.json', json([feedListing('X-1')]));
    await saveJson(ctx, owner, `${host.url}/corta.json`);
    await runDueJobs(ctx);
    expect(await toldTo(ctx, owner.user.id)).toEqual([]);
  });
});
