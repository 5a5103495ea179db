import { rankForRecall, type RecallCandidate } from './rank';

/**
 * Recall's second view on the built-in tier: the multilingual Universal Sentence Encoder
 * (src/ml/use/), trained on conversational replies and translations, beside e5, trained on
 * retrieval. Each ranks some links the other misses; their cosines, weighted, order the
 * panel's items (docs/measurements.md, "A second view"):
 *
 *   order = (1 − w) × e5 cosine + w × USE cosine + the shared-words term of a Chinese draft
 *
 * The weight depends on the pair's languages. In one language it was chosen on the design
 * half (by id) of recall-dev and both MADial sets and read on the other half: 0.4 for English
 * or mixed, 0.2 for mostly Chinese (where e5 is the stronger view and the draft's shared words
 * already help). Across languages (e5's cosine calibrated first, cross-lingual.ts) it was
 * fitted on MemoryBank's parallel chats, not on the dev sets (scripts/second-view/fit.ts):
 * 0.3, the best mean MRR over the four draft → memory language pairs.
 *
 * The show-nothing bar stays on the e5 cosine: ordered by the fused score, gated by the
 * cosine, the panel shows the right item as often as before at the same false-alarm rate
 * (the fused score separated related from unrelated drafts no better), and ranks it higher.
 */
export const SECOND_VIEW_WEIGHT: Readonly<SecondViewWeights> = {
  english: 0.4,
  chinese: 0.2,
  crossLingual: 0.3,
};

/**
 * How many of the best items past the bar the second view reorders; the rest follow in the
 * first view's order. Each is embedded once (a few milliseconds) the first time it is read, so
 * this bounds what a draft on a new topic costs. Measured against 50 (docs/measurements.md):
 * the same hit@5 on recall-dev, one MADial-en case fewer.
 */
export const SECOND_VIEW_CANDIDATES = 20;

/** The second view's weight for each kind of pair: both English, both Chinese, or one of each. */
export type SecondViewWeights = { english: number; chinese: number; crossLingual: number };

/** The weight for a draft and a memory, by whether each is mostly Chinese. */
export function secondViewWeights(
  weights: Readonly<SecondViewWeights>,
  draftIsChinese: boolean,
  memoryIsChinese: boolean,
): number {
  if (draftIsChinese !== memoryIsChinese) return weights.crossLingual;
  return draftIsChinese ? weights.chinese : weights.english;
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
 * The candidates the second view reads: the best SECOND_VIEW_CANDIDATES by relevance among
 * those that clear `threshold`.
 */
export function secondViewCandidates<Candidate extends RecallCandidate>(
  candidates: readonly Candidate[],
  threshold: number,
): Candidate[] {
  return candidates
    .filter((candidate) => candidate.relevance >= threshold)
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, SECOND_VIEW_CANDIDATES);
}

/**
 * The panel's decision with two views: the candidates whose relevance clears `threshold`,
 * at most `k`; those with an `order` (the second view read them) first, by it, then the rest
 * by relevance (rankForRecall's tie-break by recency in both).
 */
export function rankGatedByOrder(
  candidates: readonly (RecallCandidate & { order: number | null })[],
  options: { threshold: number; k: number },
): OrderedCandidate[] {
  const passing = candidates.filter((candidate) => candidate.relevance >= options.threshold);
  const read = passing.flatMap((c) => (c.order === null ? [] : [{ ...c, order: c.order }]));
  const unread = passing.filter((candidate) => candidate.order === null);
  const byId = new Map(read.map((candidate) => [candidate.id, candidate]));
  const ranked = rankForRecall(
    read.map(({ id, order, saidAt }) => ({ id, relevance: order, saidAt })),
    { threshold: -Infinity, k: options.k },
  ).flatMap(({ id }) => {
    const candidate = byId.get(id);
    return candidate === undefined ? [] : [candidate];
  });
  // Past what the second view read, the first view's order; their order is their relevance,
  // lowered below every read one so that a "Not now" cannot lift them above it.
  const lowest = Math.min(...ranked.map((candidate) => candidate.order));
  const rest = rankForRecall(unread, { threshold: -Infinity, k: options.k }).map((candidate) => ({
    ...candidate,
    order: Math.min(candidate.relevance, lowest),
  }));
  return [...ranked, ...rest].slice(0, Math.max(0, options.k));
}
