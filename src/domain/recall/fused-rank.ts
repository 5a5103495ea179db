import { reciprocalRankFusion } from './fusion';
import { rankForRecall, type RecallCandidate } from './rank';
import type { ScoreThresholds } from './scorer-choice';

/**
 * An item scored both ways for one text: its cosine with the text, and its lexical
 * (normalised BM25) score, 0 when it shares no word with it.
 */
export type DualScoredCandidate = {
  id: string;
  saidAt: number;
  dense: number;
  lexical: number;
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
 * A list where shared words count (capture reading which item a sentence names): the order
 * is the reciprocal-rank fusion of the dense ranking and the lexical one (items sharing no
 * word are not in the latter), so an item found both ways rises while one in the other
 * language still ranks on its cosine alone. An item is shown when either score clears its
 * threshold. The relevance given is the cosine, the one score every item has.
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
    const isShown = candidate.lexical >= thresholds.lexical || candidate.dense >= thresholds.dense;
    if (isShown) shown.push({ id, relevance: candidate.dense, saidAt: candidate.saidAt });
  }
  return shown;
}
