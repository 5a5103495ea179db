import { hanShare } from './language';

/**
 * Which scorer ranked a recall list: the dense model (the panel; on the built-in tier a
 * Chinese draft's shared words are added to the cosine, shared-words.ts), the lexical match
 * alone (the eval's baseline), or both fused (capture, where shared words count: rankFused).
 */
export type RecallScorer = 'dense' | 'lexical' | 'fused';

/** Show-nothing thresholds: one per score scale (a cosine, a normalised BM25 score). */
export type ScoreThresholds = { dense: number; lexical: number };

/** At or above this Han share a draft counts as Chinese for routing. */
export const CHINESE_MIN_HAN_SHARE = 0.5;

/** Whether a text is mostly Chinese, by its share of Han words (`hanShare`). */
export function isMostlyChinese(text: string): boolean {
  return hanShare(text) >= CHINESE_MIN_HAN_SHARE;
}
