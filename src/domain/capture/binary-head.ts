import { isNumberRow, linearSoftmax } from './label-head';

/**
 * A linear yes/no classifier over one embedder's vectors, trained on hand-written
 * sentences: the moved head ("a plan's time changed") and the settled head ("the writer
 * made up their mind") are two. It says yes only at `threshold`, chosen in training for
 * precision, since what it reads becomes an offer.
 */
export type BinaryHead = {
  /** The embedder's model id: a head is meaningless under any other model's vectors. */
  modelId: string;
  dims: number;
  /** Two rows of `dims` weights: no, yes. */
  weights: readonly (readonly number[])[];
  bias: readonly number[];
  /** The probability of "yes" at or above which it is said. */
  threshold: number;
};

export function readsAsYes(head: BinaryHead, vector: Float32Array): boolean {
  const [, yes = 0] = linearSoftmax(head.weights, head.bias, vector.subarray(0, head.dims));
  return yes >= head.threshold;
}

/** Whether a parsed JSON value is a binary head of the right shape (a damaged file is unused). */
export function isBinaryHead(value: unknown): value is BinaryHead {
  if (typeof value !== 'object' || value === null) return false;
  const head = value as Partial<BinaryHead>;
  return (
    typeof head.modelId === 'string' &&
    typeof head.dims === 'number' &&
    typeof head.threshold === 'number' &&
    Array.isArray(head.weights) &&
    head.weights.length === 2 &&
    head.weights.every((row) => isNumberRow(row, head.dims ?? 0)) &&
    isNumberRow(head.bias, 2)
  );
}
