import { reciprocalRankFusion } from './fusion';
import { rankForRecall, type RecallCandidate } from './rank';
import type { ScoreThresholds } from './scorer-choice';

/**
 * An item scored both ways for one (Chinese) draft: its cosine with the draft, its lexical
 * (normalised BM25) score, 0 when it shares no word with it, and whether the item is
 * Chinese too.
 */
export type DualScoredCandidate = {
  id: string;
  saidAt: number;
  dense: number;
  lexical: number;
  isSameLanguage: boolean;
};

/** One scale's ranking of the candidates, best first, recency breaking ties as always. */
function orderBy(
  candidates: readonly DualScoredCandidate[],
  scale: keyof ScoreThresholds,
): string[] {
  const scored = candidates.map((candidate) => ({
    id: candidate.id,
    saidAt: candidate.saidAt,
    relevance: candidate[scale],
  }));
  return rankForRecall(scored, { threshold: -Infinity, k: scored.length }).map(({ id }) => id);
}

/**
 * Recall for a Chinese draft on the built-in tier: the order is the reciprocal-rank fusion
 * of the dense ranking and the lexical one (items sharing no word are not in the latter),
 * so a same-language item found both ways rises while a cross-language item still ranks
 * on its cosine alone. Whether an item is shown at all: when its lexical score clears the
 * lexical threshold, or, for an English item, when its cosine clears the dense one. The
 * learnt table's Chinese–Chinese cosines order well but do not say "none of these" (on
 * the dev set, unrelated drafts' best cosine runs higher than related ones'), so they
 * never show an item on their own. The relevance shown is the cosine, the one
 * score every item has.
 */
export function rankFused(
  candidates: readonly DualScoredCandidate[],
  options: { thresholds: ScoreThresholds; k: number },
): RecallCandidate[] {
  const { thresholds, k } = options;
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const lexicalHits = candidates.filter((candidate) => candidate.lexical > 0);
  const fused = reciprocalRankFusion([
    orderBy(candidates, 'dense'),
    orderBy(lexicalHits, 'lexical'),
  ]);
  const shown: RecallCandidate[] = [];
  for (const { id } of fused) {
    if (shown.length >= k) break;
    const candidate = byId.get(id);
    if (candidate === undefined) continue;
    const isShown =
      candidate.lexical >= thresholds.lexical ||
      (!candidate.isSameLanguage && candidate.dense >= thresholds.dense);
    if (isShown) shown.push({ id, relevance: candidate.dense, saidAt: candidate.saidAt });
  }
  return shown;
}
