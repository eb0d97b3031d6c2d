// How unlike the source a candidate is, as one SQL number (lower is more similar; product.md, Listings: Detail).
// Each difference is counted in units a person would weigh about alike: for a property a kilometre and a half away,
// 15% of price per m², one room, 20% of area; for clothing another brand, no size in common, 15% of price. A value
// the candidate lacks where the source has one costs more than any difference, so listings that say less come last.
import { sql, type SQL } from 'drizzle-orm';
import { publications, type PublicationRow } from '../../db/schema/index';

const p = publications;

export type SimilarSource = Pick<
  PublicationRow,
  | 'id'
  | 'userId'
  | 'public'
  | 'type'
  | 'category'
  | 'operation'
  | 'currency'
  | 'amount'
  | 'amountSale'
  | 'lat'
  | 'lng'
  | 'areaTotal'
  | 'areaCovered'
  | 'roomsTotal'
  | 'brand'
  | 'sizes'
>;

/** The price a card shows (the offer when below the list price), as migration 0037's trigger reads it. */
export function shownPrice(row: Pick<PublicationRow, 'amount' | 'amountSale'>): number | null {
  const prices = [row.amount, row.amountSale].filter((value): value is number => value !== null);
  const price = prices.length ? Math.min(...prices) : null;
  return price !== null && price > 0 ? price : null;
}

/** Covered area, or total when covered is missing (the price per m²'s rule). */
const sourceArea = (source: SimilarSource) =>
  [source.areaCovered, source.areaTotal].find((value) => value !== null && value > 0) ?? null;

const candidatePrice = sql`nullif(greatest(least(${p.amount}, ${p.amountSale}), 0), 0)`;
const candidateArea = sql`nullif(greatest(coalesce(nullif(${p.areaCovered}, 0), ${p.areaTotal}), 0), 0)`;

/** |ln(candidate / source)| in steps of `step` (0.14 ≈ 15%), at most 2 in ln, or `missing` without a value. */
function ratioTerm(candidate: SQL, value: number, step: number, missing: number): SQL {
  return sql`coalesce(least(abs(ln((${candidate})::float8 / ${value}::float8)), 2) / ${step}, ${missing})`;
}

/** The same currency's price (or price per m², when both have an area) against the source's. */
function priceTerm(source: SimilarSource, perArea: boolean): SQL | null {
  const price = shownPrice(source);
  if (price === null || !source.currency) return null;
  const area = perArea ? sourceArea(source) : null;
  const candidate = area !== null ? sql`${candidatePrice}::float8 / ${candidateArea}::float8` : candidatePrice;
  return sql`case when ${p.currency} = ${source.currency}
    then ${ratioTerm(candidate, area !== null ? price / area : price, 0.14, 16)} else 16 end`;
}

function propertyTerms(source: SimilarSource): SQL[] {
  const terms: SQL[] = [];
  if (source.lat !== null && source.lng !== null) {
    const cos = Math.max(Math.cos((source.lat * Math.PI) / 180), 0.01);
    // Kilometres on a flat map around the source: exact enough within a city, and capped beyond 50 km.
    const km = sql`111.32 * sqrt(power(${p.lat} - ${source.lat}, 2) + power((${p.lng} - ${source.lng}) * ${cos}, 2))`;
    terms.push(sql`coalesce(least(${km}, 50) / 1.5, 40)`);
  }
  const price = priceTerm(source, true);
  if (price) terms.push(price);
  if (source.roomsTotal !== null) terms.push(sql`coalesce(least(abs(${p.roomsTotal} - ${source.roomsTotal}), 4), 5)`);
  const area = sourceArea(source);
  if (area !== null) terms.push(ratioTerm(candidateArea, area, 0.2, 12));
  return terms;
}

function clothingTerms(source: SimilarSource): SQL[] {
  const terms: SQL[] = [];
  if (source.brand) terms.push(sql`case when ${p.brand} = ${source.brand} then 0 else 3 end`);
  if (source.sizes.length) {
    const sizes = sql`array[${sql.join(
      source.sizes.map((size) => sql`${size}`),
      sql`, `,
    )}]::text[]`;
    terms.push(sql`case when ${p.sizes} && ${sizes} then 0 else 2 end`);
  }
  const price = priceTerm(source, false);
  if (price) terms.push(price);
  return terms;
}

export function similarScore(source: SimilarSource): SQL {
  const terms = source.type === 'property' ? propertyTerms(source) : clothingTerms(source);
  return terms.length ? sql.join(terms, sql` + `) : sql`0`;
}
