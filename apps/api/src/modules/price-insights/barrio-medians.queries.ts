// The barrio medians (product.md, Listings: Price insights): the worker rewrites them from the public listings in one
// statement; a view reads the one row of a listing's key (barrio, category, operation, currency), never aggregating per
// card.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { barrioPriceMedians, publications, type PublicationRow } from '../../db/schema/index';

/** Fewer listings than this say nothing about a barrio: no median is shown. */
export const MIN_BARRIO_LISTINGS = 10;

export type BarrioPrice = { name: string; median: number; listings: number };

const p = publications;
const b = barrioPriceMedians;

/** The shown price over the covered area, else the total one; null without either (same rule as the cards). */
const perSquareMeter = sql`nullif(greatest(least(${p.amount}, ${p.amountSale}), 0), 0)::float8
  / coalesce(nullif(${p.areaCovered}, 0), nullif(${p.areaTotal}, 0))`;

/** Rewrites every median from the public property listings with a barrio, a currency, a price and an area. */
export async function refreshBarrioMedians(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Two refreshes at once (two workers) take turns: the second would otherwise insert keys the first just wrote.
    // Readers are not blocked: EXCLUSIVE lets plain selects through.
    await tx.execute(sql`lock table ${b} in exclusive mode`);
    await tx.delete(b);
    const result = (await tx.execute(sql`
      insert into ${b} (barrio, category, operation, currency, barrio_name, median, listings, computed_at)
      select s.barrio, s.category, s.operation, s.currency, min(mp.name),
        percentile_cont(0.5) within group (order by s.per_meter), count(*)::int, ${now.toISOString()}::timestamptz
      from (
        select ${p.barrio} as barrio, ${p.category} as category, coalesce(${p.operation}, '') as operation,
          ${p.currency} as currency, ${perSquareMeter} as per_meter
        from ${p}
        where ${p.public} and ${p.type} = 'property' and ${p.barrio} is not null and ${p.currency} is not null
      ) s
      join map_places mp on mp.id = s.barrio
      where s.per_meter > 0
      group by s.barrio, s.category, s.operation, s.currency`)) as unknown as {
      rowCount?: number;
      affectedRows?: number;
    };
    return Number(result.rowCount ?? result.affectedRows ?? 0);
  });
}

/** The barrio's median beside a listing of the statement's `p` (publications), as JSON, or null under the minimum. */
export const barrioPriceOf = sql<BarrioPrice | null>`(select json_build_object('name', ${b.barrioName},
    'median', ${b.median}, 'listings', ${b.listings}) from ${b}
    where ${b.barrio} = ${p.barrio} and ${b.category} = ${p.category} and ${b.operation} = coalesce(${p.operation}, '')
      and ${b.currency} = ${p.currency} and ${b.listings} >= ${MIN_BARRIO_LISTINGS})`;

const keyOf = (barrio: string, category: string, operation: string, currency: string) =>
  `${barrio}\u0000${category}\u0000${operation}\u0000${currency}`;

/** The medians beside a page of listings, by listing id, read by key in one statement. */
export async function listBarrioPrices(db: Database, rows: PublicationRow[]): Promise<Map<number, BarrioPrice>> {
  const barrios = [...new Set(rows.map((row) => row.barrio).filter((barrio): barrio is string => barrio !== null))];
  const found = new Map<number, BarrioPrice>();
  if (barrios.length === 0) return found;
  const medians = await db.select().from(b)
    .where(sql`${b.barrio} = any(${`{${barrios.map((barrio) => `"${barrio.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])
      and ${b.listings} >= ${MIN_BARRIO_LISTINGS}`);
  const byKey = new Map(
    medians.map((row) => [
      keyOf(row.barrio, row.category, row.operation, row.currency),
      { name: row.barrioName, median: row.median, listings: row.listings },
    ]),
  );
  for (const row of rows) {
    if (row.barrio === null || row.currency === null) continue;
    const median = byKey.get(keyOf(row.barrio, row.category, row.operation ?? '', row.currency));
    if (median) found.set(row.id, median);
  }
  return found;
}
