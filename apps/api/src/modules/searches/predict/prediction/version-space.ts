// How likely a participant is to like a listing if their taste is a handful of must-haves (decision 011). The
// conditions all the likes meet (conditions.ts) are the candidate must-haves; a taste is any subset of them. Each
// subset is weighed by a prior that favours few conditions (each one is in with probability `prior`) and by how
// many discards it would have liked (each costs a factor `noise`, so a person's odd discard does not rule a taste
// out). A listing's probability is the weight of the tastes that would like it over the weight of all of them:
// a condition no discard needs is doubted, one that alone explains discards is all but certain.
//
// All subsets are counted exactly with two sums over subsets of a bit mask (2^k entries, k at most
// `maxConditions`): k·2^k steps, beside one pass over the listings per condition.
import { likedConditions, type Condition } from './conditions';
import type { ListingFeatureRow } from './features';

export type VersionSpaceOptions = { prior: number; noise: number; maxConditions: number };

export const defaultVersionSpaceOptions: VersionSpaceOptions = { prior: 0.05, noise: 0.05, maxConditions: 16 };

/** Which listings a condition passes: the discards first, then the candidates (1 passes, 0 fails). */
type Passes = Uint8Array;

/**
 * The conditions that tell something apart, with the listings each passes: conditions that pass the same listings
 * (rooms and bedrooms, often) count once, the ones that exclude discards come first, at most `limit`.
 */
function usefulConditions(
  conditions: readonly Condition[],
  rows: readonly ListingFeatureRow[],
  discards: number,
  limit: number,
): Passes[] {
  const seen = new Set<string>();
  const scored: { passes: Passes; discards: number; candidates: number }[] = [];
  for (const condition of conditions) {
    const passes = Uint8Array.from(rows, (row) => (condition(row) ? 1 : 0));
    const pattern = Buffer.from(passes.buffer).toString('base64');
    if (seen.has(pattern)) continue;
    seen.add(pattern);
    let failedDiscards = 0;
    let failedCandidates = 0;
    passes.forEach((pass, n) => {
      if (pass) return;
      if (n < discards) failedDiscards++;
      else failedCandidates++;
    });
    if (failedDiscards || failedCandidates)
      scored.push({ passes, discards: failedDiscards, candidates: failedCandidates });
  }
  scored.sort((a, b) => b.discards - a.discards || b.candidates - a.candidates);
  return scored.slice(0, limit).map((item) => item.passes);
}

/** For each candidate, the probability that the likes' taste likes it. */
export function tasteProbabilities(
  likes: readonly ListingFeatureRow[],
  discards: readonly ListingFeatureRow[],
  candidates: readonly ListingFeatureRow[],
  options: VersionSpaceOptions = defaultVersionSpaceOptions,
): Float64Array {
  const rows = [...discards, ...candidates];
  const conditions = usefulConditions(likedConditions(likes, discards), rows, discards.length, options.maxConditions);
  const k = conditions.length;
  // The conditions each listing meets, as a bit mask.
  const masks = rows.map((_, n) => conditions.reduce((mask, passes, bit) => mask | (passes[n] << bit), 0));
  const size = 1 << k;
  const full = size - 1;
  // How many discards each taste would like: the discards that meet all of its conditions, a sum over supersets.
  const liked = new Float64Array(size);
  for (let n = 0; n < discards.length; n++) liked[masks[n]] += 1;
  for (let bit = 0; bit < k; bit++)
    for (let mask = 0; mask < size; mask++) if (!(mask & (1 << bit))) liked[mask] += liked[mask | (1 << bit)];
  // Each taste's weight: the prior of its number of conditions times the noise of each discard it would like, in
  // logarithms scaled by the largest, so that a thousand discards do not turn every weight into 0.
  const weight = new Float64Array(size);
  const bits = new Uint8Array(size);
  const logOdds = Math.log(options.prior / (1 - options.prior));
  const logNoise = Math.log(options.noise);
  let largest = -Infinity;
  for (let mask = 0; mask < size; mask++) {
    if (mask) bits[mask] = bits[mask >> 1] + (mask & 1);
    weight[mask] = bits[mask] * logOdds + liked[mask] * logNoise;
    largest = Math.max(largest, weight[mask]);
  }
  for (let mask = 0; mask < size; mask++) weight[mask] = Math.exp(weight[mask] - largest);
  // The weight of the tastes a listing meets: every subset of the conditions it meets, a sum over subsets.
  for (let bit = 0; bit < k; bit++)
    for (let mask = 0; mask < size; mask++) if (mask & (1 << bit)) weight[mask] += weight[mask ^ (1 << bit)];
  const total = weight[full];
  // Every taste likes a listing that meets all the conditions, so the weights alone would be sure of it even when
  // many discards meet them too (a taste these conditions cannot tell): the share of likes among the decided
  // listings that meet them all bounds every probability.
  const bound = likes.length / (likes.length + liked[full]);
  return Float64Array.from(candidates, (_, n) => (bound * weight[masks[discards.length + n]]) / total);
}
