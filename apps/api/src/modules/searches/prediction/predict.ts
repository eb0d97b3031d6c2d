// Which of a participant's undecided listings they would like (decision 011): below the minimum of decisions the
// model is not ready; otherwise it is trained on their own decisions in the search and keeps the candidates whose
// probability of a like reaches the threshold, which is set high because a predicted like the person did not want
// costs more than one they would have liked and did not get (the aim is precision 0.8 at recall 0.5).
import { decisionsNeeded } from '@vitrina/shared/search-predict';
import { encodeListings, type ListingFeatureRow } from './features';
import { defaultModelOptions, likeProbability, trainLogistic, type ModelOptions } from './model';

export type DecidedListing = { listing: ListingFeatureRow; like: boolean; isSuper: boolean };

export type PredictionOptions = ModelOptions & { threshold: number; superWeight: number };

export const predictionOptions: PredictionOptions = { ...defaultModelOptions, threshold: 0.8, superWeight: 2 };

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
  const scored: { id: number; probability: number }[] = [];
  candidates.forEach((candidate, n) => {
    const probability = likeProbability(weights, vectors[decided.length + n]);
    if (probability >= options.threshold) scored.push({ id: candidate.id, probability });
  });
  scored.sort((a, b) => b.probability - a.probability || a.id - b.id);
  return { ready: true, decisions: decided.length, needed: 0, ids: scored.map((item) => item.id) };
}
