import { rankFused, type DualScoredCandidate } from '../../domain/recall/fused-rank';
import { rankForRecall, type RecallCandidate } from '../../domain/recall/rank';
import type { ScoreThresholds } from '../../domain/recall/scorer-choice';
import { isOtherLanguage } from '../../domain/recall/cross-lingual';
import { hanShare } from '../../domain/recall/language';
import {
  bothViewsOrder,
  firstViewScore,
  type DraftReading,
  type ItemReading,
} from '../../domain/recall/pair-score';
import {
  rankGatedByOrder,
  secondViewCandidates,
  type OrderedCandidate,
} from '../../domain/recall/second-view';
import type { VectorIndex } from '../../domain/recall/vector-index';

/** How many of the best cosines a fused list draws on: ranks below barely move an RRF sum. */
export const FUSED_DENSE_POOL = 50;

/** What ranking the items needs of the recall engine's state. */
export type ItemPool = {
  vectors: VectorIndex;
  saidAtOf: (id: string) => number;
  /** How much shared words add for a query: sharedWordsWeight on the built-in tier, else 0. */
  wordsWeightOf: (query: string) => number;
  /** The lexical index's hits for a query among the wanted items (normalised BM25). */
  lexicalScores: (
    query: string,
    isWanted: (id: string) => boolean,
  ) => { id: string; score: number }[];
  /**
   * What a pair across languages gets added to its cosine at most (cross-lingual.ts): the
   * built-in model's CROSS_LINGUAL_OFFSET, or 0 where it was not measured.
   */
  crossLingualOffset: number;
  /** An item's Han share (item-languages.ts). */
  hanShareOf: (id: string) => number;
  /** The second view's cosines of a query with these items (second-view.ts), or none. */
  secondView: ((query: string, ids: readonly string[]) => Map<string, number>) | null;
};

type RankArgs = {
  query: string;
  k: number;
  thresholds: ScoreThresholds;
  /** A rendering of another query (protocol.ts): pairs across languages not calibrated. */
  isRendering?: boolean;
};

/**
 * The panel's list: the cosine, with the words a mostly Chinese draft shares with an item
 * added to it on the built-in tier (shared-words.ts, the rule `npm run eval` scores; the
 * weight was measured on the built-in model only). With a second view, the items that clear
 * the bar are ordered by both views' cosines (second-view.ts); the bar still reads the first.
 */
export function rankItemsDense(
  pool: ItemPool,
  vector: Float32Array,
  args: RankArgs,
  isWanted: (id: string) => boolean,
): OrderedCandidate[] {
  const weight = pool.wordsWeightOf(args.query);
  const draft: DraftReading = {
    hanShare: hanShare(args.query),
    wordsWeight: weight,
    crossLingualOffset: args.isRendering === true ? 0 : pool.crossLingualOffset,
  };
  const isCrossLingual = (id: string) => isOtherLanguage(draft.hanShare, pool.hanShareOf(id));
  // A few more than k, so that ties at the cut can still be ordered by recency; with a second
  // view, enough for it to bring up an item the first view ranked lower.
  const size =
    weight > 0 || pool.secondView !== null ? Math.max(FUSED_DENSE_POOL, args.k * 2) : args.k * 2;
  // Items in the other language score lower before calibration: their best are found apart,
  // in the same scan.
  const hits =
    draft.crossLingualOffset > 0
      ? pool.vectors.searchTwo(vector, size, isWanted, isCrossLingual).flat()
      : pool.vectors.search(vector, size, isWanted);
  const cosines = new Map(hits.map((h) => [h.id, h.score]));
  const lexical = weight > 0 ? pool.lexicalScores(args.query, isWanted) : [];
  const words = new Map(lexical.map((hit) => [hit.id, hit.score]));
  const ids = new Set([...cosines.keys(), ...words.keys()]);
  const candidates = [...ids].map((id) => {
    const item: ItemReading = {
      cosine: cosines.get(id) ?? pool.vectors.scoreOf(id, vector) ?? 0,
      lexical: words.get(id) ?? 0,
      hanShare: pool.hanShareOf(id),
    };
    const first = firstViewScore(draft, item);
    return { id, item, first, relevance: first.relevance, saidAt: pool.saidAtOf(id) };
  });
  const threshold = args.thresholds.dense;
  if (pool.secondView === null) {
    const plain = candidates.map(({ id, relevance, saidAt }) => ({ id, relevance, saidAt }));
    return rankForRecall(plain, { threshold, k: args.k }).map(withOrderOfRelevance);
  }
  // Only the best items past the bar are read in the second view (second-view.ts).
  const read = secondViewCandidates(candidates, threshold);
  const second = pool.secondView(
    args.query,
    read.map((candidate) => candidate.id),
  );
  const ordered = candidates.map(({ id, item, first, relevance, saidAt }) => {
    const cosineThere = second.get(id);
    const order =
      cosineThere === undefined ? null : bothViewsOrder(draft, item, first, cosineThere);
    return { id, saidAt, relevance, order };
  });
  return rankGatedByOrder(ordered, { threshold, k: args.k });
}

function withOrderOfRelevance(candidate: RecallCandidate): OrderedCandidate {
  return { ...candidate, order: candidate.relevance };
}

/**
 * Shared words count (capture reading which item a sentence names): the best cosines and
 * every lexical match, each scored both ways. The dense ranking is taken over those
 * candidates only, which keeps the top of it as it is and puts lexical-only matches below.
 */
export function rankItemsFused(
  pool: ItemPool,
  vector: Float32Array,
  args: RankArgs,
  isWanted: (id: string) => boolean,
): OrderedCandidate[] {
  const size = Math.max(FUSED_DENSE_POOL, args.k * 2);
  const dense = new Map(pool.vectors.search(vector, size, isWanted).map((h) => [h.id, h.score]));
  const lexical = new Map(pool.lexicalScores(args.query, isWanted).map((h) => [h.id, h.score]));
  const ids = new Set([...dense.keys(), ...lexical.keys()]);
  const candidates: DualScoredCandidate[] = [...ids].map((id) => ({
    id,
    saidAt: pool.saidAtOf(id),
    dense: dense.get(id) ?? pool.vectors.scoreOf(id, vector) ?? 0,
    lexical: lexical.get(id) ?? 0,
  }));
  return rankFused(candidates, { thresholds: args.thresholds, k: args.k }).map(
    withOrderOfRelevance,
  );
}
