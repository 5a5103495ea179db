import { rankForRecall, type RecallCandidate } from './rank';
import { isMostlyChinese } from './scorer-choice';

/**
 * Recall's second view on the built-in tier: the multilingual Universal Sentence Encoder
 * (src/ml/use/), trained on conversational replies and translations, beside e5, trained on
 * retrieval. Each ranks some links the other misses; their cosines, weighted, order the
 * panel's items (docs/measurements.md, "A second view"):
 *
 *   order = (1 − w) × e5 cosine + w × USE cosine + the shared-words term of a Chinese draft
 *
 * The weight was chosen on the design half (by id) of recall-dev and both MADial sets and read
 * on the other half: 0.4 for an English or mixed draft, 0.2 for a mostly Chinese one (where
 * e5 is the stronger view and the draft's shared words already help).
 *
 * The show-nothing bar stays on the e5 cosine: ordered by the fused score, gated by the
 * cosine, the panel shows the right item as often as before at the same false-alarm rate
 * (the fused score separated related from unrelated drafts no better), and ranks it higher.
 */
export const SECOND_VIEW_WEIGHT = { english: 0.4, chinese: 0.2 } as const;

/** The second view's weight for this draft. */
export function secondViewWeight(query: string): number {
  return isMostlyChinese(query) ? SECOND_VIEW_WEIGHT.chinese : SECOND_VIEW_WEIGHT.english;
}

/**
 * The score the panel orders by: `relevance` (the e5 cosine with any shared-words term, as
 * gated) with the e5 cosine's share moved to the second view's cosine.
 */
export function fusedOrder(
  relevance: number,
  firstCosine: number,
  secondCosine: number,
  weight: number,
): number {
  return relevance - weight * firstCosine + weight * secondCosine;
}

/** A candidate the bar reads by `relevance` and the list orders by `order`. */
export type OrderedCandidate = RecallCandidate & { order: number };

/**
 * The panel's decision with two views: the candidates whose relevance clears `threshold`,
 * at most `k`, ordered by `order` (rankForRecall's tie-break by recency included).
 */
export function rankGatedByOrder(
  candidates: readonly OrderedCandidate[],
  options: { threshold: number; k: number },
): OrderedCandidate[] {
  const passing = candidates.filter((candidate) => candidate.relevance >= options.threshold);
  const byId = new Map(passing.map((candidate) => [candidate.id, candidate]));
  const ranked = rankForRecall(
    passing.map(({ id, order, saidAt }) => ({ id, relevance: order, saidAt })),
    { threshold: -Infinity, k: options.k },
  );
  return ranked.flatMap(({ id }) => {
    const candidate = byId.get(id);
    return candidate === undefined ? [] : [candidate];
  });
}
