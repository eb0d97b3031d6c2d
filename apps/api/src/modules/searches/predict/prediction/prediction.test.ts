// The prediction model on synthetic listings: a participant whose tastes are a rule over the features decides the
// first cards, and the model must find the rule's listings among the rest, precisely; below the minimum it waits.
import { describe, expect, it } from 'vitest';
import { predictionMinimum } from '@vitrina/shared/search-predict';
import type { ListingFeatureRow } from './features';
import { predictionOptions, predictLikes, type DecidedListing, type PredictionOptions } from './predict';
import { tasteProbabilities } from './version-space';

/** A seeded generator (mulberry32), so the test sees the same listings every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const barrios = ['Palermo', 'Belgrano', 'Caballito', 'Almagro', 'Villa Urquiza', 'Núñez'];
const brands = ['Nike', 'Adidas', 'Puma', 'Topper', 'Levi’s', 'Zara'];

const base = {
  userId: 1,
  operation: null,
  currency: 'ARS',
  amount: null,
  areaTotal: null,
  areaCovered: null,
  roomsTotal: null,
  bedrooms: null,
  bathrooms: null,
  parkings: null,
  addressTitle: null,
  lat: null,
  lng: null,
  tags: [],
  brand: null,
  sizes: [],
  colors: [],
  gender: null,
  ageGroup: null,
  lastSeason: null,
  credit: null,
  reserved: null,
} satisfies Omit<ListingFeatureRow, 'id' | 'type' | 'category'>;

function flats(count: number, seed: number): ListingFeatureRow[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, n) => {
    const rooms = 1 + Math.floor(next() * 5);
    const covered = 25 + rooms * 20 + next() * 30;
    const barrio = barrios[Math.floor(next() * barrios.length)];
    return {
      ...base,
      id: n + 1,
      userId: 1 + Math.floor(next() * 20),
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: Math.round(covered * (1800 + next() * 1800)),
      areaCovered: covered,
      areaTotal: covered * 1.1,
      roomsTotal: rooms,
      bedrooms: Math.max(0, rooms - 1),
      bathrooms: 1 + Math.floor(rooms / 3),
      addressTitle: `Calle ${n}, ${barrio}, CABA`,
    };
  });
}

function garments(count: number, seed: number): ListingFeatureRow[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, n) => ({
    ...base,
    id: n + 1,
    type: 'clothing',
    category: 'remeras',
    currency: 'ARS',
    amount: Math.round(15_000 + next() * 50_000),
    brand: pick(brands),
    sizes: [...new Set([pick(['S', 'M', 'L', 'XL']), pick(['S', 'M', 'L', 'XL'])])],
    colors: [pick(['negro', 'blanco', 'azul', 'rojo'])],
    gender: pick(['mujer', 'hombre', 'unisex']),
  }));
}

/** Decides the first `count` listings by the rule; answers the decisions and the precision and recall on the rest. */
function run(
  rows: ListingFeatureRow[],
  rule: (row: ListingFeatureRow) => boolean,
  count: number,
  options: PredictionOptions,
) {
  const decided: DecidedListing[] = rows
    .slice(0, count)
    .map((listing) => ({ listing, like: rule(listing), isSuper: false }));
  const rest = rows.slice(count);
  const prediction = predictLikes(decided, rest, options);
  const chosen = new Set(prediction.ids);
  const hits = rest.filter((row) => chosen.has(row.id) && rule(row)).length;
  const wanted = rest.filter(rule).length;
  return { prediction, precision: chosen.size ? hits / chosen.size : 0, recall: wanted ? hits / wanted : 0 };
}

/** The mean precision and recall over several decks, counting the decks where the model was ready. */
function averaged(
  deck: (seed: number) => ListingFeatureRow[],
  rule: (row: ListingFeatureRow) => boolean,
  options = predictionOptions,
) {
  const runs = [1, 2, 3, 4, 5, 6]
    .map((seed) => run(deck(seed), rule, 30, options))
    .filter((item) => item.prediction.ready);
  const mean = (key: 'precision' | 'recall') => runs.reduce((sum, item) => sum + item[key], 0) / runs.length;
  return { ready: runs.length, precision: mean('precision'), recall: mean('recall') };
}

describe('predictLikes', () => {
  // The deck already holds what the person's search asked for (the barrios, the brands): the rule's other
  // conditions are what the model must find, from the first 30 cards.
  it('learns "3 rooms or more in Palermo or Belgrano under US$ 250.000" from 30 decisions', () => {
    const rule = (row: ListingFeatureRow) =>
      (row.roomsTotal ?? 0) >= 3 && /Palermo|Belgrano/.test(row.addressTitle ?? '') && (row.amount ?? 0) < 250_000;
    const deck = (seed: number) => flats(4000, seed).filter((row) => /Palermo|Belgrano/.test(row.addressTitle ?? ''));
    const result = averaged(deck, rule);
    expect(result.ready).toBeGreaterThanOrEqual(4);
    expect(result.precision).toBeGreaterThanOrEqual(0.8);
    expect(result.recall).toBeGreaterThanOrEqual(0.5);
  });

  it('learns "Nike or Adidas, size M, under $ 40.000"', () => {
    const rule = (row: ListingFeatureRow) =>
      ['Nike', 'Adidas'].includes(row.brand ?? '') && row.sizes.includes('M') && (row.amount ?? 0) < 40_000;
    const deck = (seed: number) =>
      garments(4000, seed + 10).filter((row) => ['Nike', 'Adidas'].includes(row.brand ?? ''));
    const result = averaged(deck, rule);
    expect(result.ready).toBeGreaterThanOrEqual(4);
    expect(result.precision).toBeGreaterThanOrEqual(0.8);
    expect(result.recall).toBeGreaterThanOrEqual(0.5);
  });

  it('learns "black or white, for women, size S or M", which the logistic model alone finds too few of', () => {
    const rule = (row: ListingFeatureRow) =>
      ['negro', 'blanco'].includes(row.colors[0]) &&
      row.gender !== 'hombre' &&
      row.sizes.some((size) => ['S', 'M'].includes(size));
    const deck = (seed: number) => garments(4000, seed + 20);
    const result = averaged(deck, rule);
    expect(result.ready).toBeGreaterThanOrEqual(4);
    expect(result.precision).toBeGreaterThanOrEqual(0.8);
    expect(result.recall).toBeGreaterThanOrEqual(0.5);
    const logistic = averaged(deck, rule, { ...predictionOptions, combine: 'logistic' });
    expect(logistic.recall).toBeLessThan(result.recall);
  });

  it('is all but sure of a must-have that alone explains the discards, and doubts one no discard needs', () => {
    const flat = flats(1, 9)[0];
    const at = (id: number, amount: number, barrio: string) => ({
      ...flat,
      id,
      amount,
      addressTitle: `Calle ${id}, ${barrio}, CABA`,
    });
    // Every like is in Palermo and under US$ 100.000; every discard is in Palermo and over US$ 200.000: the price
    // explains them all, the barrio none.
    const likes = [1, 2, 3, 4].map((id) => at(id, 80_000 + id * 1000, 'Palermo'));
    const discards = [5, 6, 7, 8].map((id) => at(id, 200_000 + id * 1000, 'Palermo'));
    const [cheapHere, dearHere, cheapElsewhere] = tasteProbabilities(likes, discards, [
      at(9, 90_000, 'Palermo'),
      at(10, 250_000, 'Palermo'),
      at(11, 90_000, 'Belgrano'),
    ]);
    expect(cheapHere).toBeGreaterThan(0.99);
    expect(dearHere).toBeLessThan(0.01);
    expect(cheapElsewhere).toBeGreaterThan(0.9);
    expect(cheapElsewhere).toBeLessThan(cheapHere);
  });

  it('tells which of two sizes every like has in stock the taste is about', () => {
    const garment = garments(1, 5)[0];
    const item = (id: number, amount: number, sizes: string[]) => ({ ...garment, id, amount, sizes });
    // The taste: size M under $ 30.000. Every like has S and M in stock; the dear discards have M, two of them S
    // too (the price tells them all), the cheap ones S alone (only "has M" tells them). S is the rarer of the two
    // among the discards, so a single "one of" set picks it, and explains none of the cheap discards.
    const likes = [1, 2, 3, 4].map((id) => item(id, 20_000 + id * 1000, ['S', 'M']));
    const discards = [
      ...[5, 6, 7, 8, 9, 10].map((id) => item(id, 50_000 + id * 1000, ['M'])),
      ...[11, 12].map((id) => item(id, 50_000 + id * 1000, ['S', 'M'])),
      ...[13, 14, 15].map((id) => item(id, 21_000 + id * 100, ['S'])),
    ];
    const [cheapM, cheapS, dearM] = tasteProbabilities(likes, discards, [
      item(20, 22_000, ['M', 'L']),
      item(21, 22_000, ['S', 'L']),
      item(22, 60_000, ['M']),
    ]);
    expect(cheapM).toBeGreaterThan(0.9);
    expect(cheapS).toBeLessThan(0.1);
    expect(dearM).toBeLessThan(0.1);
  });

  it('stays unsure, not silent, when a thousand discards meet every condition the likes share', () => {
    const flat = flats(1, 11)[0];
    const copy = (id: number) => ({ ...flat, id });
    const likes = [1, 2, 3, 4, 5].map(copy);
    const discards = Array.from({ length: 1000 }, (_, n) => copy(100 + n));
    const [probability] = tasteProbabilities(likes, discards, [copy(5000)]);
    expect(Number.isFinite(probability)).toBe(true);
    expect(probability).toBeLessThan(0.01);
    // Before, every weight fell to 0 and the probabilities were NaN, which switched off the logistic model too.
    const decided = [...likes.map((listing) => ({ listing, like: true, isSuper: false }))].concat(
      discards.map((listing) => ({ listing, like: false, isSuper: false })),
    );
    expect(predictLikes(decided, [copy(5000)]).ids).toEqual([]);
  });

  it('is not ready below the minimum of decisions, nor without likes or discards', () => {
    const rows = flats(200, 3);
    const decide = (count: number, like: (n: number) => boolean) =>
      rows.slice(0, count).map((listing, n) => ({ listing, like: like(n), isSuper: false }));
    const few = predictLikes(
      decide(predictionMinimum.decisions - 1, (n) => n % 2 === 0),
      rows.slice(50),
    );
    expect(few).toEqual({ ready: false, decisions: 9, needed: 1, ids: [] });
    const onlyLikes = predictLikes(
      decide(20, () => true),
      rows.slice(50),
    );
    expect(onlyLikes).toMatchObject({ ready: false, needed: predictionMinimum.discards, ids: [] });
    const enough = predictLikes(
      decide(predictionMinimum.decisions, (n) => n % 2 === 0),
      rows.slice(50),
    );
    expect(enough.ready).toBe(true);
  });

  it('weighs a SuperLike more than a like', () => {
    const rows = flats(300, 5);
    const decided = rows.slice(0, 20).map((listing, n) => ({ listing, like: n % 2 === 0, isSuper: false }));
    const superLiked = decided.map((item, n) => ({ ...item, isSuper: item.like && n < 6 }));
    const plain = predictLikes(decided, rows.slice(20));
    const weighted = predictLikes(superLiked, rows.slice(20));
    expect(weighted.ids).not.toEqual(plain.ids);
  });
});
