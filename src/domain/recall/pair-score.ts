import { crossLingualOffset } from './cross-lingual';
import { CHINESE_MIN_HAN_SHARE } from './scorer-choice';
import {
  fusedOrder,
  SECOND_VIEW_WEIGHT,
  secondViewWeights,
  type SecondViewWeights,
} from './second-view';
import { withSharedWords } from './shared-words';

/**
 * How the panel scores one draft–item pair on the built-in tier, in one place for the app
 * (ml/worker/item-ranking.ts), `npm run eval` (scripts/eval/builtin-tier.ts) and the fit
 * (scripts/second-view/fit.ts), so that what is measured is what runs.
 */
export type DraftReading = {
  /** The draft's Han share (language.ts). */
  hanShare: number;
  /** What the draft's shared words weigh (shared-words.ts; 0 for most English drafts). */
  wordsWeight: number;
  /** The most a pair across languages gets added (cross-lingual.ts; 0: none). */
  crossLingualOffset: number;
};

/** An item as a draft reads it: the first view's raw cosine, shared words, Han share. */
export type ItemReading = { cosine: number; lexical: number; hanShare: number };

/**
 * The first view's cosine made comparable across languages, and the relevance the bar reads
 * (that cosine with the draft's shared words added).
 */
export function firstViewScore(
  draft: DraftReading,
  item: ItemReading,
): { cosine: number; relevance: number } {
  const offset =
    draft.crossLingualOffset > 0
      ? crossLingualOffset(draft.hanShare, item.hanShare, draft.crossLingualOffset)
      : 0;
  const cosine = item.cosine + offset;
  return { cosine, relevance: withSharedWords(cosine, item.lexical, draft.wordsWeight) };
}

/**
 * The order of an item the second view read: both views weighted by the pair's languages,
 * with the app's weights unless others are being fitted.
 */
export function bothViewsOrder(
  draft: DraftReading,
  item: ItemReading,
  first: { cosine: number; relevance: number },
  secondCosine: number,
  weights: Readonly<SecondViewWeights> = SECOND_VIEW_WEIGHT,
): number {
  const weight = secondViewWeights(
    weights,
    draft.hanShare >= CHINESE_MIN_HAN_SHARE,
    item.hanShare >= CHINESE_MIN_HAN_SHARE,
  );
  return fusedOrder(first.relevance, first.cosine, secondCosine, weight);
}
