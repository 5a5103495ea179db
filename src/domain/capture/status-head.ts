import { isNumberRow, linearSoftmax } from './label-head';

/** What a sentence reports of the writer's own plans: done, given up, or neither. */
export const STATUS_LABELS = ['done', 'dropped', 'none'] as const;
export type StatusLabel = (typeof STATUS_LABELS)[number];

/**
 * A linear classifier over one embedder's vectors that reads whether a sentence reports a
 * plan done ("passed my driving test!!", "驾照换好了") or given up ("forget the book
 * club"), trained on hand-written sentences by `npm run train:status-head`. The cue
 * patterns (statements.ts) miss most ways of saying it, above all Chinese ones carried by
 * a verb with 了, 完 or 过; this reads it from what the sentence means. It only speaks
 * when its probability reaches `threshold`, chosen in training for precision: a wrong
 * "done" offers to close the wrong item.
 */
export type StatusHead = {
  /** The embedder's model id: a head is meaningless under any other model's vectors. */
  modelId: string;
  labels: readonly StatusLabel[];
  dims: number;
  weights: readonly (readonly number[])[];
  bias: readonly number[];
  /** The probability at or above which "done" or "dropped" is said. */
  threshold: number;
  /**
   * The lower probability at which "done" is said of a sentence that surely names an open plan
   * ("和教练练完两次了" beside "找教练再练两次"): there, far more sentences report the
   * plan done than among sentences at large, so less certainty makes the same precision.
   */
  namedThreshold: number;
};

/** What a head read: done or dropped, and whether only when the sentence names its plan. */
export type HeadReading = { status: 'done' | 'dropped'; onlyIfNamed: boolean } | null;

/**
 * The status a head reads in a vector: done or dropped at `threshold`, the same said only
 * if named at `namedThreshold`, else null.
 */
export function headStatus(head: StatusHead, vector: Float32Array): HeadReading {
  const probabilities = linearSoftmax(head.weights, head.bias, vector.subarray(0, head.dims));
  let best = 0;
  for (let row = 1; row < probabilities.length; row += 1) {
    if ((probabilities[row] ?? 0) > (probabilities[best] ?? 0)) best = row;
  }
  const label = head.labels[best];
  if (label === undefined || label === 'none') return null;
  const probability = probabilities[best] ?? 0;
  if (probability >= head.threshold) return { status: label, onlyIfNamed: false };
  // Only "done": a plan given up drops off the board, so that is said only when sure ("still
  // want to, but Saturdays are hard" reads half like giving up and is not).
  if (label === 'done' && probability >= head.namedThreshold) {
    return { status: label, onlyIfNamed: true };
  }
  return null;
}

/** Whether a parsed JSON value is a status head of the right shape (a damaged file is unused). */
export function isStatusHead(value: unknown): value is StatusHead {
  if (typeof value !== 'object' || value === null) return false;
  const head = value as Partial<StatusHead>;
  return (
    typeof head.modelId === 'string' &&
    typeof head.dims === 'number' &&
    typeof head.threshold === 'number' &&
    typeof head.namedThreshold === 'number' &&
    Array.isArray(head.labels) &&
    head.labels.length === STATUS_LABELS.length &&
    head.labels.every((label: unknown, i) => label === STATUS_LABELS[i]) &&
    Array.isArray(head.weights) &&
    head.weights.length === head.labels.length &&
    head.weights.every((row) => isNumberRow(row, head.dims ?? 0)) &&
    isNumberRow(head.bias, head.labels.length)
  );
}
