import type { FloatRows } from './float-rows';

// How a quantised index (quantised-index.ts) searches, and where its floats are.

/**
 * How many first-pass candidates each search rescores, at least, with the SIMD scoring: at a
 * million turns of the bench's log, with drafts as queries, 2,000 left .94 of the exact top
 * 10 in the best 200 read back, 5,000 .98, for a few ms more (docs/measurements.md).
 */
export const DEFAULT_RESCORE = 5000;
/** The same where the rescoring runs in JavaScript, about 2.5 times slower a row. */
export const JS_RESCORE = 2000;
/**
 * With float rows at hand, how many of the 4-bit estimate's best are read back and ordered by
 * their exact dot product (at least k). At a million clustered turns the exact top 10 lies
 * within the estimate's best 200 nearly always (the bench's recall@10), and 200 reads of
 * 1.5 KB from an origin-private file take about a millisecond.
 */
export const DEFAULT_EXACT_POOL = 200;

export type QuantisedOptions = {
  /** First-pass candidates each search rescores with the 4-bit code, at least. */
  rescore?: number;
  /** The vectors in floats, row for row with the codes: the final order is then exact. */
  exact?: FloatRows | null;
  exactPool?: number;
  /** 'js' keeps the Hamming scan in JavaScript (tests compare it with the SIMD one). */
  plane?: 'auto' | 'js';
};
