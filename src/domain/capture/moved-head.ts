import { isNumberRow, linearSoftmax } from './label-head';

/**
 * A linear classifier over one embedder's vectors that reads whether a sentence says a
 * plan's time changed ("the thing with the bank is now happening on the 14th", "时间调到
 * 7月18号了", "drs office bumped me a week"), trained on hand-written sentences by
 * `npm run train:moved-head`. The change cues (change-cues.ts) know the common verbs; this
 * reads the many other ways of saying it from what the sentence means. It speaks only at
 * `threshold`, chosen in training for precision, and only where the sentence names a time
 * (learned-statement.ts): what it reads is offered, never applied unasked.
 */
export type MovedHead = {
  /** The embedder's model id: a head is meaningless under any other model's vectors. */
  modelId: string;
  dims: number;
  /** Two rows of `dims` weights: not moved, moved. */
  weights: readonly (readonly number[])[];
  bias: readonly number[];
  /** The probability of "moved" at or above which it is said. */
  threshold: number;
};

export function readsAsMoved(head: MovedHead, vector: Float32Array): boolean {
  const [, moved = 0] = linearSoftmax(head.weights, head.bias, vector.subarray(0, head.dims));
  return moved >= head.threshold;
}

/** Whether a parsed JSON value is a moved head of the right shape (a damaged file is unused). */
export function isMovedHead(value: unknown): value is MovedHead {
  if (typeof value !== 'object' || value === null) return false;
  const head = value as Partial<MovedHead>;
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
