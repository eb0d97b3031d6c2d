// Which of a participant's undecided listings they would like (decision 011): below the minimum of decisions the
// model is not ready; otherwise a logistic model and a version space of must-haves learn from their own decisions
// in the search, and the candidates whose probability of a like (the higher of the two) reaches the threshold are
// kept. The threshold is high because a predicted like the person did not want costs more than one they would have
// liked and did not get (the aim is precision 0.8 at recall 0.5).
import { decisionsNeeded } from '@vitrina/shared/search-predict';
import { encodeListings, type ListingFeatureRow } from './features';
import { defaultModelOptions, likeProbability, trainLogistic, type ModelOptions } from './model';
import { defaultVersionSpaceOptions, tasteProbabilities, type VersionSpaceOptions } from './version-space';

export type DecidedListing = { listing: ListingFeatureRow; like: boolean; isSuper: boolean };

export type Combine = 'logistic' | 'rules' | 'max';

/** How the two probabilities make one: the higher (the default), or either alone (to measure them apart). */
const combiners: Record<Combine, (logistic: number, rules: number) => number> = {
  logistic: (logistic) => logistic,
  rules: (_, rules) => rules,
  max: Math.max,
};

export type PredictionOptions = ModelOptions &
  VersionSpaceOptions & { threshold: number; superWeight: number; combine: Combine };

export const predictionOptions: PredictionOptions = {
  ...defaultModelOptions,
  ...defaultVersionSpaceOptions,
  threshold: 0.8,
  superWeight: 2,
  combine: 'max',
};

export type Prediction = {
  ready: boolean;
  /** The participant's own decisions the model learnt from. */
  decisions: number;
  needed: number;
  /** The candidates predicted as likes, most likely first. */
  ids: number[];
};

export function predictLikes(
  decided: readonly DecidedListing[],
  candidates: readonly ListingFeatureRow[],
  options: PredictionOptions = predictionOptions,
): Prediction {
  const likes = decided.filter((item) => item.like).length;
  const needed = decisionsNeeded(likes, decided.length - likes);
  if (needed > 0 || !candidates.length) return { ready: needed === 0, decisions: decided.length, needed, ids: [] };
  const { vectors, size } = encodeListings([...decided.map((item) => item.listing), ...candidates]);
  const examples = decided.map((item, n) => ({
    vector: vectors[n],
    like: item.like,
    weight: item.isSuper ? options.superWeight : 1,
  }));
  const weights = trainLogistic(examples, size, options);
  const taste =
    options.combine === 'logistic'
      ? null
      : tasteProbabilities(
          decided.filter((item) => item.like).map((item) => item.listing),
          decided.filter((item) => !item.like).map((item) => item.listing),
          candidates,
          options,
        );
  const scored: { id: number; probability: number }[] = [];
  candidates.forEach((candidate, n) => {
    const logistic = likeProbability(weights, vectors[decided.length + n]);
    const probability = taste ? combiners[options.combine](logistic, taste[n]) : logistic;
    if (probability >= options.threshold) scored.push({ id: candidate.id, probability });
  });
  scored.sort((a, b) => b.probability - a.probability || a.id - b.id);
  return { ready: true, decisions: decided.length, needed: 0, ids: scored.map((item) => item.id) };
}
