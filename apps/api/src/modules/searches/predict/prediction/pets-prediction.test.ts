// The prediction reads the listing definition's searched flags as features: a participant who likes only the rentals
// that take pets is understood from their first cards, though nothing else tells those rentals apart.
import { describe, expect, it } from 'vitest';
import { likedConditions } from './conditions';
import type { ListingFeatureRow } from './features';
import { predictionOptions, predictLikes } from './predict';

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

function rentals(count: number, seed: number): ListingFeatureRow[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, n) => {
    const rooms = 1 + Math.floor(next() * 4);
    return {
      id: n + 1,
      userId: 1 + Math.floor(next() * 20),
      type: 'property',
      category: 'departamento',
      operation: 'alquiler',
      currency: 'ARS',
      amount: Math.round(400_000 + next() * 600_000),
      areaTotal: null,
      areaCovered: 30 + rooms * 18,
      roomsTotal: rooms,
      bedrooms: rooms - 1,
      bathrooms: 1,
      parkings: null,
      addressTitle: `Calle ${n}, Palermo, CABA`,
      lat: null,
      lng: null,
      tags: [],
      brand: null,
      sizes: [],
      colors: [],
      gender: null,
      ageGroup: null,
      pets: next() < 0.4,
    };
  });
}

const takesPets = (row: ListingFeatureRow) => row.pets === true;

describe('prediction with «Acepta mascotas»', () => {
  it('builds a must-have on pets from the likes', () => {
    const rows = rentals(40, 3);
    const likes = rows.filter(takesPets);
    const discards = rows.filter((row) => !takesPets(row));
    const separating = likedConditions(likes, discards).filter(
      (condition) => likes.every(condition) && discards.every((row) => !condition(row)),
    );
    expect(separating.length).toBeGreaterThan(0);
  });

  it('finds the rentals that take pets after 30 decisions', () => {
    for (const seed of [1, 2, 3]) {
      const rows = rentals(600, seed);
      const decided = rows.slice(0, 30).map((listing) => ({ listing, like: takesPets(listing), isSuper: false }));
      const rest = rows.slice(30);
      const prediction = predictLikes(decided, rest, predictionOptions);
      expect(prediction.ready).toBe(true);
      const chosen = rest.filter((row) => prediction.ids.includes(row.id));
      const wanted = rest.filter(takesPets);
      expect(chosen.filter(takesPets).length / chosen.length).toBeGreaterThanOrEqual(0.9);
      expect(chosen.filter(takesPets).length / wanted.length).toBeGreaterThanOrEqual(0.5);
    }
  });
});
