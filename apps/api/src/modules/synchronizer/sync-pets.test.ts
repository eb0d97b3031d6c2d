// «Acepta mascotas» from a feed (docs/feeds.md): an Octoparse column named `Mascotas` or `Acepta mascotas`, or a JSON
// feed's `extras.pets`, becomes the listing's flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context';
import { actor } from '../groups/groups-test-helpers';
import { octoparseRowToItem } from './octoparse-rows';
import {
  feedListing,
  json,
  listings,
  runDueJobs,
  saveJson,
  startFeedHost,
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

describe('a feed that says whether a rental takes pets', () => {
  it('reads the Octoparse columns «Mascotas» and «Acepta mascotas»', () => {
    const row = (columns: Record<string, string>) =>
      octoparseRowToItem({
        code: 'M-1',
        Tipo: 'Inmueble',
        Categoria: 'Departamento',
        Operacion: 'Alquiler',
        ...columns,
      });
    expect(row({ Mascotas: 'Sí' }).extras).toMatchObject({ pets: true });
    expect(row({ 'Acepta mascotas': 'No' }).extras).toMatchObject({ pets: false });
    expect(row({ aceptamascotas: 'si' }).extras).toMatchObject({ pets: true });
    expect(row({}).extras).toMatchObject({ pets: null });
  });

  it('stores a JSON feed’s extras.pets on its listings', async () => {
    const owner = await actor(ctx);
    const rental = (code: string, pets: boolean | null) =>
      feedListing(code, {
        operation: 'alquiler',
        currency: 'ARS',
        amount: 850000,
        extras: { ...feedListing(code).extras, credit: null, pets },
      });
    host.routes.set('/feed.json', json([rental('P-1', true), rental('P-2', false), rental('P-3', null)]));
    const { id } = await saveJson(ctx, owner, `${host.url}/feed.json`);
    await runDueJobs(ctx);
    const stored = await listings(ctx, id);
    expect([stored['P-1'].pets, stored['P-2'].pets, stored['P-3'].pets]).toEqual([true, false, null]);
  });
});
