// The prediction model (decision 011): logistic regression with an elastic net (L1 keeps the few features a taste
// is about, L2 steadies them) over the sparse features of features.ts, trained in a few milliseconds with Adam on
// one participant's decisions in one search. Classes are
// balanced (a person who likes one card in ten still teaches as much by their likes), a SuperLike weighs double,
// and the intercept is not regularised.
import type { SparseVector } from './features';

export type Example = { vector: SparseVector; like: boolean; weight: number };

export type ModelOptions = { l1: number; l2: number; iterations: number; learningRate: number };

export const defaultModelOptions: ModelOptions = { l1: 0.03, l2: 0.005, iterations: 300, learningRate: 0.05 };

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function dot(weights: Float64Array, vector: SparseVector): number {
  let sum = 0;
  for (let i = 0; i < vector.index.length; i++) sum += weights[vector.index[i]] * vector.value[i];
  return sum;
}

/** The weights that minimise the examples' weighted log-loss plus l1·|w|₁ + l2/2·|w|² (intercept excluded). */
export function trainLogistic(examples: readonly Example[], size: number, options = defaultModelOptions): Float64Array {
  const weights = new Float64Array(size);
  if (!examples.length) return weights;
  const positive = examples.reduce((sum, example) => sum + (example.like ? example.weight : 0), 0);
  const negative = examples.reduce((sum, example) => sum + (example.like ? 0 : example.weight), 0);
  const total = positive + negative;
  // Balanced classes: each class carries half of the loss.
  const classWeight = (like: boolean) => (like ? total / (2 * (positive || 1)) : total / (2 * (negative || 1)));
  const scale = examples.map((example) => (example.weight * classWeight(example.like)) / total);
  const gradient = new Float64Array(size);
  const moment = new Float64Array(size);
  const velocity = new Float64Array(size);
  const [beta1, beta2, epsilon] = [0.9, 0.999, 1e-8];
  for (let step = 1; step <= options.iterations; step++) {
    gradient.fill(0);
    examples.forEach((example, n) => {
      const error = (sigmoid(dot(weights, example.vector)) - (example.like ? 1 : 0)) * scale[n];
      const { index, value } = example.vector;
      for (let i = 0; i < index.length; i++) gradient[index[i]] += error * value[i];
    });
    for (let j = 1; j < size; j++) gradient[j] += options.l2 * weights[j];
    const correction1 = 1 - beta1 ** step;
    const correction2 = 1 - beta2 ** step;
    for (let j = 0; j < size; j++) {
      moment[j] = beta1 * moment[j] + (1 - beta1) * gradient[j];
      velocity[j] = beta2 * velocity[j] + (1 - beta2) * gradient[j] * gradient[j];
      weights[j] -=
        (options.learningRate * (moment[j] / correction1)) / (Math.sqrt(velocity[j] / correction2) + epsilon);
      // L1 as a proximal step: a feature that does not pay for its weight goes back to exactly 0.
      if (j > 0 && options.l1 > 0) {
        const shrink = options.learningRate * options.l1;
        weights[j] = weights[j] > shrink ? weights[j] - shrink : weights[j] < -shrink ? weights[j] + shrink : 0;
      }
    }
  }
  return weights;
}

/** The probability of a like the weights give a listing. */
export function likeProbability(weights: Float64Array, vector: SparseVector): number {
  return sigmoid(dot(weights, vector));
}
