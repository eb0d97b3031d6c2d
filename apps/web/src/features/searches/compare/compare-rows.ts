// The rows of 'Comparar' (docs/product.md, Searches: Filtered results), derived from the listing definition: every
// field it marks `compare` that any of the chosen listings has, labelled and formatted by its kind as the detail's
// table does, then the structured values (address, sizes and colours of the stock). The money comes first (price,
// expensas, price per m²), the rest in the definition's order. A numeric row marks its best value by the field's rule
// (lowest price, highest area…): only when two listings or more have a value, not when they are all equal, and a
// money row only when its values share one currency (prices are never converted).
import { compareSizes } from '@vitrina/shared/enums';
import { formatNumber, formatPrice } from '@vitrina/shared/format';
import { listingFieldList, valueAt, type CompareRule, type ListingField } from '@vitrina/shared/listing-fields';
import { formatPricePerSquareMeter, pricePerSquareMeter, shownPrice } from '@vitrina/shared/price-insights';
import { publicationMessages, type Publication } from '@vitrina/shared/publications';
import { detailTexts } from '@/components/publication-detail/detail-texts';
import type { FieldTitles } from '@/components/publication-detail/use-field-titles';
import { compareTexts } from './compare-texts';

export type CompareCell = { text: string | null; best: boolean };
export type CompareRow = {
  key: string;
  label: string;
  rule: CompareRule;
  cells: CompareCell[];
  /** Why a ranked row marks no best (values in different currencies). */
  note?: string;
};

/** A listing's value in a row: the number it ranks by, the currency that number is in, and how it reads. */
type Value = { text: string | null; number?: number | null; currency?: string | null };

type Source = {
  key: string;
  label: string;
  rule: CompareRule;
  value: (listing: Publication) => Value;
};

const compared = listingFieldList.filter((field) => field.compare);
const money = (field: ListingField) => field.kind === 'amount';

/** The definition's title without its unit ('Superficie total (m²)'): the values carry the unit. */
function labelOf(field: ListingField): string {
  return (field.detail ?? field.title).replace(/\s*\([^)]*\)$/, '');
}

function choiceText(field: ListingField, value: string, titles: FieldTitles): string {
  const title = field.key === 'extras.gender' ? titles.gender(value) : titles.ageGroup(value);
  return (title ?? field.options?.find((option) => option.value === value)?.title) || value;
}

function fieldValue(field: ListingField, listing: Publication, titles: FieldTitles): Value {
  if (field.key === 'amount') {
    const price = shownPrice(listing);
    return {
      text: price === null ? null : formatPrice(price, listing.currency),
      number: price,
      currency: listing.currency,
    };
  }
  const value = valueAt(listing, field.path);
  if (value === null || value === undefined || value === '') return { text: null };
  if (field.key === 'extras.age' && typeof value === 'number')
    return { text: value === 0 ? publicationMessages.brandNew : detailTexts.years(value), number: value };
  if (field.key === 'extras.last_season') return { text: titles.lastSeason(Boolean(value)) };
  switch (field.kind) {
    case 'count':
      return { text: formatNumber(Number(value), false), number: Number(value) };
    case 'area':
      return { text: `${formatNumber(Number(value))} m²`, number: Number(value) };
    case 'amount':
      // The other amounts (expensas) are in pesos, as the detail shows them.
      return { text: formatPrice(Number(value), 'ARS'), number: Number(value), currency: 'ARS' };
    case 'flag':
      return { text: value ? detailTexts.yes : detailTexts.no };
    case 'choice':
      return { text: choiceText(field, String(value), titles) };
    default:
      return { text: String(value) };
  }
}

function distinct(values: (string | null)[], order?: (a: string, b: string) => number): string | null {
  const list = [...new Set(values.filter((value): value is string => Boolean(value)))];
  if (order) list.sort(order);
  return list.length > 0 ? list.join(', ') : null;
}

function sources(titles: FieldTitles): Source[] {
  const fields = [...compared.filter(money), ...compared.filter((field) => !money(field))];
  const rows: Source[] = fields.map((field) => ({
    key: field.key,
    label: labelOf(field),
    rule: field.compare!,
    value: (listing) => fieldValue(field, listing, titles),
  }));
  const perSquareMeter: Source = {
    key: 'price_per_m2',
    label: compareTexts.pricePerSquareMeter,
    rule: 'lowest',
    value: (listing) => ({
      text: formatPricePerSquareMeter(listing),
      number: pricePerSquareMeter(listing),
      currency: listing.currency,
    }),
  };
  rows.splice(fields.filter(money).length, 0, perSquareMeter);
  return [
    ...rows,
    {
      key: 'address',
      label: compareTexts.address,
      rule: 'shown',
      value: (listing) => ({ text: listing.address?.title ?? null }),
    },
    {
      key: 'sizes',
      label: compareTexts.sizes,
      rule: 'shown',
      value: (listing) => ({
        text: distinct(
          listing.extras.stock.map((item) => item.size),
          compareSizes,
        ),
      }),
    },
    {
      key: 'colors',
      label: compareTexts.colors,
      rule: 'shown',
      value: (listing) => ({ text: distinct(listing.extras.stock.map((item) => item.color)) }),
    },
  ];
}

/** Which cells hold the row's best value, or why none is marked. */
function bestOf(values: Value[], rule: CompareRule): { best: boolean[]; note?: string } {
  const none = values.map(() => false);
  if (rule === 'shown') return { best: none };
  const ranked = values.filter((value) => value.number != null);
  if (ranked.length < 2) return { best: none };
  if (new Set(ranked.map((value) => value.currency ?? null)).size > 1)
    return { best: none, note: compareTexts.currencies };
  const numbers = ranked.map((value) => value.number!);
  const target = rule === 'lowest' ? Math.min(...numbers) : Math.max(...numbers);
  if (numbers.every((number) => number === target)) return { best: none };
  return { best: values.map((value) => value.number === target) };
}

/** The table's rows for these listings, in their order: only the rows at least one of them has. */
export function compareRows(listings: readonly Publication[], titles: FieldTitles): CompareRow[] {
  const rows: CompareRow[] = [];
  for (const source of sources(titles)) {
    const values = listings.map(source.value);
    if (values.every((value) => value.text === null)) continue;
    const { best, note } = bestOf(values, source.rule);
    rows.push({
      key: source.key,
      label: source.label,
      rule: source.rule,
      cells: values.map((value, index) => ({ text: value.text, best: best[index] })),
      ...(note && { note }),
    });
  }
  return rows;
}
