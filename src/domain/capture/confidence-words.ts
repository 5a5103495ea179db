/** How sure the classifier is of a candidate, in a word the person can read. */
export type ConfidenceWord = 'likely' | 'maybe';

/**
 * Candidates at or above this confidence read "likely"; below it, "maybe".
 *
 * Measured with `npx tsx scripts/confidence-bands.ts` (the built-in classifier, cue patterns
 * plus nearest seeds, over ../shared/eval/classify-dev.jsonl: 240 sentences, 200 offered as
 * candidates). At 0.40 the bands are far apart and both well filled:
 *
 *   likely  93 candidates: 95% are items at all, 94% with the right type
 *   maybe  107 candidates: 77% are items at all, 58% with the right type
 *
 * A higher cut buys little (0.50: 98% / 98%, but only 46 "likely") and a lower one mixes the
 * bands (0.35: "likely" falls to 84% typed right). The cues-only fallback agrees at 0.40
 * (likely 96: 92% / 90%; maybe 64: 80% / 63%). The classifier's confidence seldom passes 0.75,
 * so the cut is lower than a calibrated probability's would be. Re-run the script when the
 * classifier or its seeds change.
 */
export const LIKELY_FROM = 0.4;

export function confidenceWord(confidence: number): ConfidenceWord {
  return confidence >= LIKELY_FROM ? 'likely' : 'maybe';
}
