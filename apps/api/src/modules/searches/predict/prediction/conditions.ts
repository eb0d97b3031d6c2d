// The must-haves a participant's likes could share (decision 011): each condition is built from the liked listings
// so that every one of them meets it ("brand Nike or Adidas", "size S or M in stock", "3 rooms or more", "at most
// US$ 246.000"), and the version space (version-space.ts) weighs which of them the taste is made of.
import { searchFlags } from '@vitrina/shared/search-fields';
import { fold, placesOf, type ListingFeatureRow } from './features';

/** Whether a listing meets a condition. */
export type Condition = (row: ListingFeatureRow) => boolean;

type Single = (row: ListingFeatureRow) => string | null;
type Numeric = (row: ListingFeatureRow) => number | null;

const placeOf = (row: ListingFeatureRow) =>
  placesOf(row.addressTitle).find((name) => name.startsWith('place:')) ?? null;
const regionOf = (row: ListingFeatureRow) =>
  placesOf(row.addressTitle).find((name) => name.startsWith('region:')) ?? null;
const flag = (value: boolean | null | undefined) => (value == null ? null : String(value));

/** Attributes with one value each: a condition keeps the values the likes have. */
const singles: Single[] = [
  (row) => row.type,
  (row) => row.category,
  (row) => row.operation,
  (row) => row.currency,
  (row) => String(row.userId),
  placeOf,
  regionOf,
  (row) => (row.brand ? fold(row.brand) : null),
  (row) => row.gender,
  (row) => row.ageGroup,
  // The searched flags (last season, credit, reserved…).
  ...searchFlags.map(
    ({ column }): Single =>
      (row) =>
        flag(row[column]),
  ),
];

const area = (row: ListingFeatureRow) => row.areaCovered ?? row.areaTotal;

/** Numbers: a condition bounds them from below and another from above. A price is only compared in its currency. */
const numerics: [Numeric, (row: ListingFeatureRow) => string][] = [
  [(row) => row.amount, (row) => row.currency ?? ''],
  [
    // The price per m², in its currency.
    (row) => {
      const size = area(row);
      return row.amount !== null && size !== null && size > 0 ? row.amount / size : null;
    },
    (row) => row.currency ?? '',
  ],
  [(row) => row.areaTotal, () => ''],
  [(row) => row.areaCovered, () => ''],
  [(row) => row.roomsTotal, () => ''],
  [(row) => row.bedrooms, () => ''],
  [(row) => row.bathrooms, () => ''],
  [(row) => row.parkings, () => ''],
];

/**
 * Lists: a condition asks for one of a few values, enough for every like to have one of them. Tags are left to the
 * logistic model: a listing has many, and some set of them always covers a few likes by chance.
 */
const lists: ((row: ListingFeatureRow) => string[])[] = [(row) => row.sizes.map(fold), (row) => row.colors.map(fold)];

function singleCondition(read: Single, likes: readonly ListingFeatureRow[]): Condition {
  const kept = new Set(likes.map(read));
  return (row) => kept.has(read(row));
}

/**
 * The lower and upper bounds of a number over the likes, per key (the currency for a price). A bound sits halfway
 * between the likes' extreme and the nearest decided value beyond it, the widest margin the decisions allow.
 */
function numericConditions(
  read: Numeric,
  keyOf: (row: ListingFeatureRow) => string,
  likes: readonly ListingFeatureRow[],
  decided: readonly ListingFeatureRow[],
): Condition[] {
  const ranges = new Map<string, { low: number; high: number }>();
  let nullLiked = false;
  for (const row of likes) {
    const value = read(row);
    if (value === null) {
      nullLiked = true;
      continue;
    }
    const range = ranges.get(keyOf(row));
    if (range) {
      range.low = Math.min(range.low, value);
      range.high = Math.max(range.high, value);
    } else ranges.set(keyOf(row), { low: value, high: value });
  }
  if (!ranges.size) return [];
  const bounds = new Map<string, { low: number; high: number }>();
  for (const [key, { low, high }] of ranges) {
    let below = -Infinity;
    let above = Infinity;
    for (const row of decided) {
      const value = read(row);
      if (value === null || keyOf(row) !== key) continue;
      if (value < low && value > below) below = value;
      if (value > high && value < above) above = value;
    }
    bounds.set(key, {
      low: below === -Infinity ? low : (low + below) / 2,
      high: above === Infinity ? high : (high + above) / 2,
    });
  }
  const within = (row: ListingFeatureRow, test: (value: number, bound: { low: number; high: number }) => boolean) => {
    const value = read(row);
    if (value === null) return nullLiked;
    const bound = bounds.get(keyOf(row));
    return bound !== undefined && test(value, bound);
  };
  return [
    (row) => within(row, (value, bound) => value >= bound.low),
    (row) => within(row, (value, bound) => value <= bound.high),
  ];
}

/**
 * "Has one of these": a small set of values every like has one of, picked greedily (the value most uncovered
 * likes have, then the one more likes have, then the one fewer discards have), and "has this one" for each value
 * every like has. The greedy set alone can pick the wrong one of two values all the likes share (S and M in stock,
 * the taste being M); each shared value on its own lets the version space weigh which one the discards tell. None
 * when a like has no value.
 */
function listConditions(
  read: (row: ListingFeatureRow) => string[],
  likes: readonly ListingFeatureRow[],
  discards: readonly ListingFeatureRow[],
): Condition[] {
  const likedSets = likes.map((row) => new Set(read(row)));
  if (!likedSets.length || likedSets.some((values) => !values.size)) return [];
  const tally = (sets: readonly Set<string>[]) => {
    const counts = new Map<string, number>();
    for (const values of sets) for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  const inLikes = tally(likedSets);
  const inDiscards = tally(discards.map((row) => new Set(read(row))));
  const chosen = new Set<string>();
  let uncovered = likedSets;
  while (uncovered.length) {
    const counts = tally(uncovered);
    const [best] = [...counts.keys()].sort(
      (a, b) =>
        counts.get(b)! - counts.get(a)! ||
        inLikes.get(b)! - inLikes.get(a)! ||
        (inDiscards.get(a) ?? 0) - (inDiscards.get(b) ?? 0) ||
        a.localeCompare(b),
    );
    chosen.add(best);
    uncovered = uncovered.filter((values) => !values.has(best));
  }
  const shared = [...inLikes].filter(([, count]) => count === likes.length).map(([value]) => value);
  const has =
    (value: string): Condition =>
    (row) =>
      read(row).includes(value);
  return [(row) => read(row).some((value) => chosen.has(value)), ...shared.map(has)];
}

/** Every condition all the likes meet, built from the likes and bounded by the discards. */
export function likedConditions(
  likes: readonly ListingFeatureRow[],
  discards: readonly ListingFeatureRow[],
): Condition[] {
  const decided = [...likes, ...discards];
  const out: Condition[] = singles.map((read) => singleCondition(read, likes));
  for (const [read, keyOf] of numerics) out.push(...numericConditions(read, keyOf, likes, decided));
  for (const read of lists) out.push(...listConditions(read, likes, discards));
  return out;
}
