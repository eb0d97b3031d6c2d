// Price drops by the edit form (PRICE_DROP_MIN_PERCENT, 5 by default): a lower shown price in the same currency, by
// at least the threshold, queues one job, which tells everyone who liked the listing and chose price drops, once per
// person, never the owner. A change of currency, a rise, a small drop or a price where there was none tells nobody;
// a failure to check never fails the edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { publications } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { deliveries, outbox, toldTo } from '../../test/outbox';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { createListing, propertyFields, sendForm } from '../publications/publications-test-helpers';
import { runDueJobs } from '../synchronizer/synchronizer-test-helpers';
import { likersOf, pendingDrops } from './price-drops-test-helpers';
import { priceDropText } from './price-drops.service';

let ctx: TestContext;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await actor(ctx, { name: 'Inmobiliaria Norte', notificationTypes: ['price_drop'] });
});
afterAll(() => ctx.close());

async function listing(fields: Record<string, string> = {}) {
  return (await createListing(ctx, seller, propertyFields({ currency: 'USD', amount: '120000', ...fields }))) as {
    id: number;
  };
}

async function edit(id: number, fields: Record<string, string>) {
  const entries = propertyFields({ currency: 'USD', amount: '120000', ...fields });
  const response = await sendForm(ctx, seller, 'POST', `/api/account/publication/${id}`, [
    ['_method', 'PUT'],
    ...entries,
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const toldOf = async (id: number) => (await outbox(ctx, 'price_drop')).filter((row) => row.groupKey === `price:${id}`);

describe('a price drop by the edit form', () => {
  it('tells who liked the listing and chose price drops, once each, opening their latest search', async () => {
    const { id } = await listing();
    const { lucia, martin, quiet, discarder, searches } = await likersOf(ctx, seller, id);
    await edit(id, { amount: '110000' });
    expect(await pendingDrops(ctx)).toEqual([
      [{ publicationId: id, currency: 'USD', oldPrice: 120000, newPrice: 110000 }],
    ]);
    // Nobody is told before the job runs: the edit answered without waiting for it.
    expect(await toldOf(id)).toEqual([]);
    await runDueJobs(ctx);

    const told = {
      type: 'price_drop',
      groupKey: `price:${id}`,
      title: 'Bajó el precio de «Departamento de 3 ambientes en Palermo»',
      body: 'Bajó de US$ 120.000 a US$ 110.000 (−8 %)',
    };
    expect(await toldTo(ctx, lucia.user.id)).toEqual([
      { ...told, userId: lucia.user.id, url: `/account/search/${searches.get(lucia)!.uuid}/filtered` },
    ]);
    expect(await toldTo(ctx, martin.user.id)).toEqual([
      { ...told, userId: martin.user.id, url: `/account/search/${searches.get(martin)!.uuid}/filtered` },
    ]);
    for (const nobody of [quiet, discarder, seller]) expect(await toldTo(ctx, nobody.user.id)).toEqual([]);
    expect(
      (await deliveries(ctx))
        .filter((job) => job.groupKey === `price:${id}`)
        .map((job) => job.key)
        .sort(),
    ).toEqual([`notify:${lucia.user.id}:price:${id}`, `notify:${martin.user.id}:price:${id}`].sort());
    expect(await pendingDrops(ctx)).toEqual([]);
  });

  it('counts an offer below the price as the price shown, and reaches exactly the threshold', async () => {
    const { id } = await listing();
    await likersOf(ctx, seller, id);
    // An offer of 114.000 on 120.000: exactly 5 % less.
    await edit(id, { amount_sale: '114000' });
    expect(await pendingDrops(ctx)).toEqual([
      [{ publicationId: id, currency: 'USD', oldPrice: 120000, newPrice: 114000 }],
    ]);
    await runDueJobs(ctx);
    expect((await toldOf(id)).map((row) => row.body)).toEqual([
      'Bajó de US$ 120.000 a US$ 114.000 (−5 %)',
      'Bajó de US$ 120.000 a US$ 114.000 (−5 %)',
    ]);
  });

  it('tells nobody of a change of currency, a rise, a small drop, a price set where there was none, or no price', async () => {
    const { id } = await listing();
    await likersOf(ctx, seller, id);
    await edit(id, { currency: 'ARS', amount: '90000' }); // pesos: another currency, however low
    await edit(id, { currency: 'USD', amount: '90000' }); // back to dollars from pesos: not a drop either
    await edit(id, { amount: '125000' }); // a rise
    await edit(id, { amount: '119000' }); // less than 5 % down
    await edit(id, { amount: '', currency: '' }); // no price at all
    await edit(id, { amount: '60000' }); // a price where there was none
    await edit(id, { amount: '60000', title: 'Otro título' }); // the same price
    expect(await pendingDrops(ctx)).toEqual([]);
    expect(await toldOf(id)).toEqual([]);
  });

  it('follows PRICE_DROP_MIN_PERCENT', async () => {
    const strict = await createTestContext({ env: { PRICE_DROP_MIN_PERCENT: '20' } });
    try {
      const owner = await actor(strict, { name: 'Inmobiliaria Sur' });
      const made = (await createListing(strict, owner, propertyFields({ amount: '100000' }))) as { id: number };
      const put = (amount: string) =>
        sendForm(strict, owner, 'POST', `/api/account/publication/${made.id}`, [
          ['_method', 'PUT'],
          ...propertyFields({ amount }),
        ]);
      expect((await put('81000')).statusCode).toBe(200);
      expect(await pendingDrops(strict)).toEqual([]);
      expect((await put('64800')).statusCode).toBe(200);
      expect(await pendingDrops(strict)).toEqual([
        [{ publicationId: made.id, currency: 'USD', oldPrice: 81000, newPrice: 64800 }],
      ]);
    } finally {
      await strict.close();
    }
  });

  it('keeps the edit when queueing the drop fails', async () => {
    const { id } = await listing();
    await ctx.db.execute(sql`create or replace function drops_refused() returns trigger language plpgsql as $$
      begin if new.type = 'price-drops.notify' then raise exception 'queue unavailable'; end if; return new; end $$`);
    await ctx.db.execute(
      sql`create trigger drops_refused before insert on jobs for each row execute function drops_refused()`,
    );
    try {
      const saved = await edit(id, { amount: '90000' });
      expect(saved.amount).toBe(90000);
    } finally {
      await ctx.db.execute(sql`drop trigger drops_refused on jobs`);
    }
    const [row] = await ctx.db
      .select({ amount: publications.amount })
      .from(publications)
      .where(sql`id = ${id}`);
    expect(row.amount).toBe(90000);
    expect(await pendingDrops(ctx)).toEqual([]);
  });
});

describe('the words of a drop', () => {
  it('formats both prices as the cards do and rounds the percentage down', () => {
    expect(priceDropText({ publicationId: 1, currency: 'ARS', oldPrice: 250_000_000, newPrice: 199_999_999 })).toBe(
      'Bajó de $ 250.000.000 a $ 199.999.999 (−20 %)',
    );
  });
});
