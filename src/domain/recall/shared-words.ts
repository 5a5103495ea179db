import { isMostlyChinese } from './scorer-choice';

/**
 * How much the words a draft shares with an item add to its cosine in the panel: BM25 (the
 * lexical index's normalised score) times this, for mostly Chinese drafts only. Measured with
 * `npm run eval -- --fusion …` (docs/measurements.md): for Chinese drafts 0.15 lifts MADial-zh
 * hit@5 .750 → .769 and hit@1 .519 → .531 and lowers nothing by more than .001; for English
 * drafts every weight tried lowered hit@1 (MADial-en .475 → .463, our own cases .720 → .640),
 * and reciprocal-rank fusion lowered every set. The cosine stays the scale the show-nothing
 * threshold reads: shared words only add to it.
 */
export const CHINESE_SHARED_WORDS_WEIGHT = 0.15;

/** The weight of shared words for this draft: 0 leaves the ranking dense. */
export function sharedWordsWeight(query: string): number {
  return isMostlyChinese(query) ? CHINESE_SHARED_WORDS_WEIGHT : 0;
}

/** An item's relevance to a draft: its cosine, plus `weight` × its lexical score. */
export function withSharedWords(cosine: number, lexical: number, weight: number): number {
  return cosine + weight * lexical;
}
