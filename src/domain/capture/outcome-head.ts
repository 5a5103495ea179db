import { isBinaryHead, readsAsYes, type BinaryHead } from './binary-head';

/**
 * A yes/no head over a pair — a kept plan and a later sentence — that reads whether the
 * sentence reports the plan carried out by its outcome, where no word says "done": "Had a
 * long chat with Dad, Easter's at his place" beside "call Dad about Easter", 房东说没问题，再续
 * 一年 beside 给房东打个电话问问续租的事, "Dale had the new hose on by ten" beside "get the
 * hose replaced". Trained on hand-written pairs by `npm run train:outcome-head`; what it reads
 * is only ever an offer to close (message-reading.ts).
 */
export type OutcomeHead = BinaryHead;

/**
 * The pair's features: where the two agree (their product), where they differ (the absolute
 * difference) and the sentence itself (what kind of report it is) — 3 × the vector's length.
 */
export function outcomeFeatures(sentence: Float32Array, plan: Float32Array): Float32Array {
  const dims = Math.min(sentence.length, plan.length);
  const features = new Float32Array(dims * 3);
  for (let i = 0; i < dims; i += 1) {
    const s = sentence[i] ?? 0;
    const p = plan[i] ?? 0;
    features[i] = s * p;
    features[dims + i] = Math.abs(s - p);
    features[2 * dims + i] = s;
  }
  return features;
}

export function readsAsOutcome(
  head: OutcomeHead,
  sentence: Float32Array,
  plan: Float32Array,
): boolean {
  return readsAsYes(head, outcomeFeatures(sentence, plan));
}

/** Whether a parsed JSON value is an outcome head of the right shape (a damaged file is unused). */
export const isOutcomeHead: (value: unknown) => value is OutcomeHead = isBinaryHead;
