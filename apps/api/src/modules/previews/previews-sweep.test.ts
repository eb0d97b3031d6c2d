// The sweep of link preview pictures (storage-sweep.job.ts; product.md, Links): a picture is kept while people ask
// for it, removed once nobody asked for it in a month, and removed as soon as its page (on the same site) drew a
// newer one because what the page shows changed; a page asked for again after its picture was swept draws it again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications, storageSweep as sweepNotesTable, type PublicationRow } from '../../db/schema/index';
import { createLogger } from '../../lib/logger';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { makeMicrosite } from '../microsites/host-test-helpers';
import { storageSweep } from '../storage-sweep';

let ctx: TestContext;
let seller: Actor;
const day = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await actor(ctx, { name: 'Inés Muñoz', slug: 'ines-munoz-barrido' });
});
afterAll(() => ctx.close());

const sweep = () =>
  storageSweep(
    {},
    {
      db: ctx.db,
      config: ctx.config,
      clock: ctx.clock,
      mailer: ctx.app.mailer,
      logger: createLogger('silent'),
      storage: ctx.app.storage,
    },
  );

async function listing(values: Partial<PublicationRow> = {}, userId = seller.user.id) {
  const [row] = await ctx.db
    .insert(publications)
    .values({
      userId,
      title: 'PH con terraza en Villa Urquiza',
      type: 'property',
      category: 'ph',
      operation: 'venta',
      currency: 'USD',
      amount: 210000,
      ...values,
    })
    .returning();
  return row;
}

/** A preview picture asked for, one second after the last thing that happened (so notes never tie). */
async function ask(page: string, host?: string) {
  ctx.clock.advance(1000);
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/preview/${page}.jpg`,
    headers: host ? { host } : {},
  });
  expect(response.statusCode).toBe(200);
  return String(response.headers.etag);
}

/** The pictures kept for a page, as the file store lists them. */
async function kept(page: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of ctx.app.storage.list(`previews/${page}/`)) keys.push(key);
  return keys.sort();
}

const noted = async (key: string) =>
  (await ctx.db.select().from(sweepNotesTable).where(eq(sweepNotesTable.key, key))).length > 0;

describe('the sweep of preview pictures', () => {
  it('keeps a picture people ask for, removes it a month after the last ask, and it is drawn again', async () => {
    const flat = await listing();
    const page = `publication/${flat.id}`;
    const etag = await ask(page);
    const [picture] = await kept(page);
    expect(await noted(picture)).toBe(true);

    // Not an upload waiting for its row: the hourly rule leaves it.
    ctx.clock.advance(2 * 60 * 60 * 1000);
    await sweep();
    expect(await kept(page)).toEqual([picture]);

    // Asked for on day 20, so on day 40 it is twenty days unasked: kept.
    ctx.clock.advance(20 * day);
    expect(await ask(page)).toBe(etag);
    ctx.clock.advance(20 * day);
    await sweep();
    expect(await kept(page)).toEqual([picture]);

    // Thirty-one days after the last ask: removed, and forgotten.
    ctx.clock.advance(11 * day);
    await sweep();
    expect(await kept(page)).toEqual([]);
    expect(await noted(picture)).toBe(false);

    // Someone opens the old link: the same picture is drawn again.
    expect(await ask(page)).toBe(etag);
    expect(await kept(page)).toEqual([picture]);
  });

  it('removes a picture once its page drew a newer one, and keeps each site’s own and other pages’', async () => {
    const agent = await actor(ctx, { name: 'Ramiro Peñaloza' });
    const site = await makeMicrosite(ctx.db, { name: 'Peñaloza Propiedades', userIds: [agent.user.id] });
    const flat = await listing({ title: 'Casa en Tigre' }, agent.user.id);
    const other = await listing({ title: 'Lote en Pilar' }, agent.user.id);
    const page = `publication/${flat.id}`;
    const added = async (before: string[]) => (await kept(page)).filter((key) => !before.includes(key));
    await ask(page);
    const [platform] = await kept(page);
    await ask(page, site.host);
    const [onSite] = await added([platform]);
    await ask(`publication/${other.id}`);

    // The price changes: the platform's picture is drawn anew and the old one, never asked for again, goes; the
    // site's stays its site's latest, and the other listing's is untouched.
    await ctx.db.update(publications).set({ amount: 99000 }).where(eq(publications.id, flat.id));
    await ask(page);
    const [repriced] = await added([platform, onSite]);
    expect(repriced).toBeDefined();
    await sweep();
    expect(await kept(page)).toEqual([repriced, onSite].sort());
    expect(await noted(platform)).toBe(false);
    expect(await kept(`publication/${other.id}`)).toHaveLength(1);
  });
});
