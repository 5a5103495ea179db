import { hanShare } from './language';

/**
 * Which scorer ranked a recall list: the dense model alone, the lexical match alone (the
 * eval's baseline), or both fused (Chinese drafts on the built-in tier, see rankFused).
 */
export type RecallScorer = 'dense' | 'lexical' | 'fused';

/** Show-nothing thresholds: one per score scale (a cosine, a normalised BM25 score). */
export type ScoreThresholds = { dense: number; lexical: number };

/** At or above this Han share a draft counts as Chinese for routing. */
const CHINESE_MIN_HAN_SHARE = 0.5;

/** Whether a text is mostly Chinese, by its share of Han words (`hanShare`). */
export function isMostlyChinese(text: string): boolean {
  return hanShare(text) >= CHINESE_MIN_HAN_SHARE;
}

/**
 * The scorer for a draft on the built-in tier. Its Chinese table alone ranks Chinese no
 * better than word matching at rank 1, but fused with it (RRF) it lifts hit@5 — so a
 * Chinese draft is ranked by both; across languages and for English only the dense
 * vectors work, and English drafts are ranked by them alone (ARCHITECTURE.md, Recall).
 */
export function chooseBuiltinScorer(draft: string): 'dense' | 'fused' {
  return isMostlyChinese(draft) ? 'fused' : 'dense';
}
