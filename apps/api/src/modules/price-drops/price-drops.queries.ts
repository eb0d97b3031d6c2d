// Price drops in SQL: the price a listing shows, whether a change of it is a drop, and who liked the listings that
// dropped. The rule is written once here and read by the edit form and by the synchronizer's writes alike.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArrayParam } from '../../db/id-array-param';
import { publications, searchDecisions, searches } from '../../db/schema/index';
import { numberOrNull } from '../../db/raw-values';

/**
 * The price a listing shows (as the cards do): the offer when it is below the list price, else the list price;
 * none at 0 or less. `least` skips a null, so either amount alone is the price.
 */
export function shownPrice(amount: SQL, amountSale: SQL): SQL<number | null> {
  return sql`nullif(greatest(least(${amount}, ${amountSale}), 0), 0)`;
}

export type PriceSide = { price: SQL; currency: SQL };

/**
 * A drop: the same currency (pesos lose value, so a change of currency says nothing), a price before and after, and
 * the new one at most old × (1 − minPercent / 100), compared exactly in numeric.
 */
export function isDrop(before: PriceSide, after: PriceSide, minPercent: number): SQL<boolean> {
  return sql`coalesce(${before.currency} = ${after.currency}
    and ${after.price}::numeric * 100 <= ${before.price}::numeric * (100 - ${Math.trunc(minPercent)}::int), false)`;
}

export type PriceDrop = { publicationId: number; currency: string; oldPrice: number; newPrice: number };

export type PriceDropRow = { dropped: boolean; currency: string | null; old_price: unknown; new_price: unknown };

/** The drop a statement's row answered (the columns priceDropColumns names), or null. */
export function toPriceDrop(publicationId: number, row: PriceDropRow | undefined): PriceDrop | null {
  if (!row?.dropped || row.currency === null) return null;
  return { publicationId, currency: row.currency, oldPrice: Number(row.old_price), newPrice: Number(row.new_price) };
}

/** The columns a statement returns to say whether it dropped the price: dropped, currency, old_price, new_price. */
export function priceDropColumns(before: PriceSide, after: PriceSide, minPercent: number): SQL {
  return sql`${isDrop(before, after, minPercent)} as dropped, ${after.currency} as currency,
    ${before.price} as old_price, ${after.price} as new_price`;
}

/**
 * The edit form's check, once its update is written (same transaction): the listing's stored price against what it
 * was (`before`, read under the row's lock).
 */
export async function findEditDrop(
  db: Database,
  publicationId: number,
  before: { amount: number | null; amountSale: number | null; currency: string | null },
  minPercent: number,
): Promise<PriceDrop | null> {
  const old = {
    price: shownPrice(sql`${before.amount}::bigint`, sql`${before.amountSale}::bigint`),
    currency: sql`${before.currency}::text`,
  };
  const now = { price: shownPrice(sql`p.amount`, sql`p.amount_sale`), currency: sql`p.currency` };
  const result = (await db.execute(
    sql`select ${priceDropColumns(old, now, minPercent)} from ${publications} p where p.id = ${publicationId}`,
  )) as unknown as { rows: PriceDropRow[] };
  return toPriceDrop(publicationId, result.rows[0]);
}

export type DropLiker = {
  publicationId: number;
  userId: number;
  title: string;
  searchUuid: string;
  micrositeId: number | null;
};

/**
 * Who liked each listing (their own like, not a predicted one), once per person and listing, with the search of
 * their latest like of it (where a click takes them); never the listing's owner.
 */
export async function listDropLikers(db: Database, publicationIds: number[]): Promise<DropLiker[]> {
  if (publicationIds.length === 0) return [];
  const ids = idArrayParam(publicationIds);
  const result = (await db.execute(sql`
    select distinct on (d.publication_id, d.user_id) d.publication_id, d.user_id, p.title, s.uuid, s.microsite_id
    from ${searchDecisions} d
    join ${publications} p on p.id = d.publication_id
    join ${searches} s on s.id = d.search_id
    where d.publication_id = any(${ids}::bigint[]) and d."like" and not d.predicted and d.user_id <> p.user_id
    order by d.publication_id, d.user_id, d.updated_at desc, d.search_id desc`)) as unknown as {
    rows: {
      publication_id: number | string;
      user_id: number | string;
      title: string;
      uuid: string;
      microsite_id: number | string | null;
    }[];
  };
  return result.rows.map((row) => ({
    publicationId: Number(row.publication_id),
    userId: Number(row.user_id),
    title: row.title,
    searchUuid: row.uuid,
    micrositeId: numberOrNull(row.microsite_id),
  }));
}
