// What the prediction model sees of a listing (decision 011): a sparse vector of named features built from the
// columns a search filters on. Numbers are read two ways, as a standardised value and as cumulative "at most the
// k-th decile" / "at least k rooms" indicators, so a linear model can learn a threshold ("under US$ 250.000",
// "3 rooms or more") as well as a trend. Prices are never converted: each currency is normalised on its own.
// Deciles and standardisation are computed over the pool being scored (the participant's decided listings and
// their candidates), so a feature means "cheap for this search", whatever the search's price range.

import { searchFlags, type SearchFlagColumn } from '@vitrina/shared/search-fields';

/**
 * The columns of a listing the model reads (search-predict.queries.ts reads them in one statement). The flags are the
 * searched ones of the listing definition (search-fields.ts): a new one is read and learnt without a line here.
 */
export type ListingFeatureRow = {
  id: number;
  userId: number;
  type: string;
  category: string;
  operation: string | null;
  currency: string | null;
  amount: number | null;
  areaTotal: number | null;
  areaCovered: number | null;
  roomsTotal: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parkings: number | null;
  addressTitle: string | null;
  lat: number | null;
  lng: number | null;
  tags: string[];
  brand: string | null;
  sizes: string[];
  colors: string[];
  gender: string | null;
  ageGroup: string | null;
} & { [K in SearchFlagColumn]?: boolean | null };

/** A listing as the model reads it: feature indexes and their values. */
export type SparseVector = { index: Int32Array; value: Float64Array };

/** About 2 km of latitude: a cell groups listings of one neighbourhood when the address names none. */
const cellDegrees = 0.02;
const deciles = 9;

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The places of the addresses read lately: a prediction reads each of thousands of addresses several times. */
const placesRead = new Map<string, string[]>();
const placesReadCap = 20_000;

/**
 * The places an address names: the neighbourhood or city (the part before the region, as in «Honduras 4500,
 * Palermo, CABA») and the region. An address of fewer parts names only what it has.
 */
export function placesOf(address: string | null): string[] {
  if (!address) return [];
  const known = placesRead.get(address);
  if (known) return known;
  const parts = address.split(',').map(fold).filter(Boolean);
  const places =
    parts.length >= 3
      ? [`place:${parts[parts.length - 2]}`, `region:${parts[parts.length - 1]}`]
      : parts.length === 2
        ? [`place:${parts[1]}`]
        : [];
  if (placesRead.size >= placesReadCap) placesRead.clear();
  placesRead.set(address, places);
  return places;
}

/** The numeric readings of a listing, by key: log price per currency, log price per m², log areas. */
function numbersOf(row: ListingFeatureRow): [string, number][] {
  const out: [string, number][] = [];
  const area = row.areaCovered ?? row.areaTotal;
  if (row.amount !== null && row.amount > 0 && row.currency) {
    const key = `${row.currency}:${row.operation ?? row.type}`;
    out.push([`price:${key}`, Math.log(row.amount)]);
    if (area !== null && area > 0) out.push([`m2price:${key}`, Math.log(row.amount / area)]);
  }
  if (row.areaTotal !== null && row.areaTotal > 0) out.push(['area_total', Math.log(row.areaTotal)]);
  if (row.areaCovered !== null && row.areaCovered > 0) out.push(['area_covered', Math.log(row.areaCovered)]);
  return out;
}

/** The names of the count features ("rooms:3", "rooms>=2"), made once: each listing has several. */
const countNames = Object.fromEntries(
  (['rooms', 'bedrooms', 'bathrooms', 'parkings'] as const).map((name) => [
    name,
    {
      exactly: Array.from({ length: 6 }, (_, k) => `${name}:${k}`),
      atLeast: Array.from({ length: 6 }, (_, k) => `${name}>=${k}`),
    },
  ]),
) as Record<'rooms' | 'bedrooms' | 'bathrooms' | 'parkings', { exactly: string[]; atLeast: string[] }>;

/** The categorical features of a listing, each worth 1 but a listing's tags. */
function categoricalOf(row: ListingFeatureRow): [string, number][] {
  const out: [string, number][] = [
    [`type:${row.type}`, 1],
    [`category:${row.category}`, 1],
    [`store:${row.userId}`, 1],
  ];
  if (row.operation) out.push([`operation:${row.operation}`, 1]);
  if (row.currency) out.push([`currency:${row.currency}`, 1]);
  if (row.amount === null) out.push(['price:none', 1]);
  for (const [names, count] of [
    [countNames.rooms, row.roomsTotal],
    [countNames.bedrooms, row.bedrooms],
    [countNames.bathrooms, row.bathrooms],
    [countNames.parkings, row.parkings],
  ] as const) {
    if (count === null) continue;
    const capped = Math.max(0, Math.min(count, 5));
    out.push([names.exactly[capped], 1]);
    // "At least k": a threshold on a count is one weight.
    for (let k = 1; k <= capped; k++) out.push([names.atLeast[k], 1]);
  }
  for (const place of placesOf(row.addressTitle)) out.push([place, 1]);
  if (row.lat !== null && row.lng !== null)
    out.push([`cell:${Math.floor(row.lat / cellDegrees)}:${Math.floor(row.lng / cellDegrees)}`, 1]);
  // A size or a colour in stock is a yes or no ("has M"), whatever else is in stock; a listing's many tags share
  // their weight, so a long list does not shout.
  const list = (prefix: string, values: readonly string[], shared: boolean) => {
    const unique = [...new Set(values.map(fold).filter(Boolean))];
    for (const value of unique) out.push([`${prefix}:${value}`, shared ? 1 / Math.sqrt(unique.length) : 1]);
  };
  list('tag', row.tags, true);
  list('size', row.sizes, false);
  list('color', row.colors, false);
  if (row.brand) out.push([`brand:${fold(row.brand)}`, 1]);
  if (row.gender) out.push([`gender:${row.gender}`, 1]);
  if (row.ageGroup) out.push([`age_group:${row.ageGroup}`, 1]);
  for (const { name, column } of searchFlags) {
    const flag = row[column] ?? null;
    if (flag !== null) out.push([`${name}:${flag}`, 1]);
  }
  return out;
}

type Scale = { mean: number; sd: number; cuts: number[]; cutNames: string[] };

/** Mean, deviation and decile cut points of each numeric key over the pool. */
function scalesOf(rows: readonly ListingFeatureRow[]): Map<string, Scale> {
  const values = new Map<string, number[]>();
  for (const row of rows)
    for (const [key, value] of numbersOf(row)) {
      const list = values.get(key);
      if (list) list.push(value);
      else values.set(key, [value]);
    }
  const scales = new Map<string, Scale>();
  for (const [key, list] of values) {
    const mean = list.reduce((sum, value) => sum + value, 0) / list.length;
    const variance = list.reduce((sum, value) => sum + (value - mean) ** 2, 0) / list.length;
    const sorted = [...list].sort((a, b) => a - b);
    const cuts: number[] = [];
    for (let k = 1; k <= deciles; k++) {
      const cut = sorted[Math.floor((k / (deciles + 1)) * (sorted.length - 1))];
      if (!cuts.length || cut > cuts[cuts.length - 1]) cuts.push(cut);
    }
    scales.set(key, { mean, sd: Math.sqrt(variance) || 1, cuts, cutNames: cuts.map((_, k) => `${key}<=${k}`) });
  }
  return scales;
}

/** The features of one listing by name, given the pool's scales. */
function namedFeatures(row: ListingFeatureRow, scales: Map<string, Scale>): [string, number][] {
  const out = categoricalOf(row);
  for (const [key, value] of numbersOf(row)) {
    const scale = scales.get(key);
    if (!scale) continue;
    out.push([key, Math.max(-3, Math.min(3, (value - scale.mean) / scale.sd))]);
    // "At most the k-th cut": "under a price" is one weight.
    scale.cuts.forEach((cut, k) => {
      if (value <= cut) out.push([scale.cutNames[k], 1]);
    });
  }
  return out;
}

/**
 * Encodes a pool of listings as sparse vectors over one vocabulary: the features seen in the pool, index 0 being
 * the intercept (always 1).
 */
export function encodeListings(rows: readonly ListingFeatureRow[]): { vectors: SparseVector[]; size: number } {
  const scales = scalesOf(rows);
  const vocabulary = new Map<string, number>([['bias', 0]]);
  const vectors = rows.map((row) => {
    const features = namedFeatures(row, scales);
    const index = new Int32Array(features.length + 1);
    const value = new Float64Array(features.length + 1);
    value[0] = 1;
    features.forEach(([name, amount], position) => {
      let id = vocabulary.get(name);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(name, id);
      }
      index[position + 1] = id;
      value[position + 1] = amount;
    });
    return { index, value };
  });
  return { vectors, size: vocabulary.size };
}
