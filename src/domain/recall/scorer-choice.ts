import { hanShare } from './language';

/** Which scorer ranked a recall list: the dense model, or the lexical fallback. */
export type RecallScorer = 'dense' | 'lexical';

/**
 * At or above this Han share the built-in English encoder misses most of a text's meaning
 * (Chinese comes out as near-identical vectors), so its cosine is not evidence.
 */
const DENSE_MAX_HAN_SHARE = 0.5;

/** Whether an English-only encoder's vector of `text` can be trusted. */
export function isEnglishReadable(text: string): boolean {
  return hanShare(text) < DENSE_MAX_HAN_SHARE;
}

/**
 * The scorer for a draft on the built-in tier: dense when the encoder can read the draft,
 * lexical otherwise. One scorer per list, since cosine and BM25 scores do not share a
 * scale (each has its own threshold); with the dense scorer, items the encoder cannot read
 * are left out rather than ranked by a meaningless cosine.
 */
export function chooseBuiltinScorer(draft: string): RecallScorer {
  return isEnglishReadable(draft) ? 'dense' : 'lexical';
}
