import { linearSoftmax } from '../../src/domain/capture/label-head';

/**
 * Multinomial logistic regression with an L2 penalty, trained by full-batch gradient
 * descent from zero weights: no randomness, so the same data gives the same head.
 */
export type Trained = { weights: Float64Array[]; bias: Float64Array };

export type TrainOptions = { l2: number; iterations: number; learningRate: number };

/**
 * How much each example counts in the loss (1 when left out): a large public corpus can
 * then weigh as much as the handful of hand-written seeds, not drown them.
 */
export type ExampleWeights = readonly number[] | null;

function probabilities(model: Trained, x: Float32Array): Float64Array {
  return Float64Array.from(linearSoftmax(model.weights, model.bias, x));
}

export function train(
  xs: readonly Float32Array[],
  ys: readonly number[],
  classes: number,
  options: TrainOptions,
  exampleWeights: ExampleWeights = null,
): Trained {
  const dims = xs[0]?.length ?? 0;
  const model: Trained = {
    weights: Array.from({ length: classes }, () => new Float64Array(dims)),
    bias: new Float64Array(classes),
  };
  const weightOf = (i: number) => exampleWeights?.[i] ?? 1;
  const n = xs.reduce((sum, _, i) => sum + weightOf(i), 0);
  for (let step = 0; step < options.iterations; step += 1) {
    const gradW = Array.from({ length: classes }, () => new Float64Array(dims));
    const gradB = new Float64Array(classes);
    xs.forEach((x, i) => {
      const p = probabilities(model, x);
      for (let k = 0; k < classes; k += 1) {
        const error = weightOf(i) * ((p[k] ?? 0) - (ys[i] === k ? 1 : 0));
        gradB[k] = (gradB[k] ?? 0) + error;
        const row = gradW[k] as Float64Array;
        for (let d = 0; d < dims; d += 1) row[d] = (row[d] ?? 0) + error * (x[d] ?? 0);
      }
    });
    for (let k = 0; k < classes; k += 1) {
      const row = model.weights[k] as Float64Array;
      const grad = gradW[k] as Float64Array;
      for (let d = 0; d < dims; d += 1) {
        row[d] =
          (row[d] ?? 0) - options.learningRate * ((grad[d] ?? 0) / n + options.l2 * (row[d] ?? 0));
      }
      model.bias[k] = (model.bias[k] ?? 0) - (options.learningRate * (gradB[k] ?? 0)) / n;
    }
  }
  return model;
}

export function predict(model: Trained, x: Float32Array): number {
  const p = probabilities(model, x);
  let best = 0;
  for (let k = 1; k < p.length; k += 1) if ((p[k] ?? 0) > (p[best] ?? 0)) best = k;
  return best;
}

/** A trained model's weights and bias rounded to five decimals, as the shipped heads store them. */
export function roundedModel(model: Trained): { weights: number[][]; bias: number[] } {
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  return {
    weights: model.weights.map((row) => Array.from(row, round)),
    bias: Array.from(model.bias, round),
  };
}
