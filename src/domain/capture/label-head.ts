import { emptyScores, type CueScores } from './cues';
import { CAPTURE_LABELS, type CaptureLabel } from './labels';

/**
 * A linear classifier over one embedder's vectors (softmax regression), trained on the seed
 * sentences by `npm run train:head`. It stands in for the nearest-seed vote when its model
 * is the one loaded: it needs no seed embedded at run time, and it weighs every seed rather
 * than the nearest fifteen.
 */
export type LabelHead = {
  /** The embedder's model id: a head is meaningless under any other model's vectors. */
  modelId: string;
  labels: readonly CaptureLabel[];
  dims: number;
  /** One row of `dims` weights per label, in `labels` order. */
  weights: readonly (readonly number[])[];
  bias: readonly number[];
};

/**
 * The softmax of a linear model's logits for `x`: one probability per row of `weights`.
 * Shared by the head at run time and by its training (scripts/train-head/).
 */
export function linearSoftmax(
  weights: readonly ArrayLike<number>[],
  bias: ArrayLike<number>,
  x: ArrayLike<number>,
): number[] {
  const logits = weights.map((row, k) => {
    let sum = bias[k] ?? 0;
    for (let d = 0; d < x.length; d += 1) sum += (row[d] ?? 0) * (x[d] ?? 0);
    return sum;
  });
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** The head's probability of each label for a vector (a softmax; they sum to 1). */
export function headVote(head: LabelHead, vector: Float32Array): CueScores {
  const probabilities = linearSoftmax(head.weights, head.bias, vector.subarray(0, head.dims));
  const vote = emptyScores();
  head.labels.forEach((label, row) => (vote[label] = probabilities[row] ?? 0));
  return vote;
}

/** Whether a parsed JSON value is a row of `length` numbers (a head's weights or bias). */
export function isNumberRow(row: unknown, length: number): boolean {
  return Array.isArray(row) && row.length === length && row.every((x) => typeof x === 'number');
}

/** Whether a parsed JSON value is a head of the right shape (a damaged file is not used). */
export function isLabelHead(value: unknown): value is LabelHead {
  if (typeof value !== 'object' || value === null) return false;
  const head = value as Partial<LabelHead>;
  return (
    typeof head.modelId === 'string' &&
    typeof head.dims === 'number' &&
    Array.isArray(head.labels) &&
    head.labels.length === CAPTURE_LABELS.length &&
    head.labels.every((label: unknown) => (CAPTURE_LABELS as readonly unknown[]).includes(label)) &&
    Array.isArray(head.weights) &&
    head.weights.length === head.labels.length &&
    head.weights.every((row) => isNumberRow(row, head.dims ?? 0)) &&
    isNumberRow(head.bias, head.labels.length)
  );
}
