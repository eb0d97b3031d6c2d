// A small seeded generator (mulberry32), so a seed run with the same starting point writes the same listings,
// and helpers for the weighted and ranged picks the generators make.

export type Random = {
  next(): number;
  int(min: number, max: number): number;
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  some<T>(list: readonly T[], min: number, max: number): T[];
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (list) => list[Math.floor(next() * list.length)],
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    some(list, min, max) {
      const count = Math.min(list.length, int(min, max));
      const pool = [...list];
      const chosen = [];
      for (let i = 0; i < count; i++) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return chosen;
    },
  };
}

/** Rounds to a multiple of `step` (prices are quoted round). */
export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}
