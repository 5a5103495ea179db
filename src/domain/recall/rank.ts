/** An item scored for one draft: how relevant it is and when the person said it. */
export type RecallCandidate = { id: string; relevance: number; saidAt: number };

export type RankOptions = {
  /** Show-nothing threshold: items below it are not shown; if none reach it, nothing is. */
  threshold: number;
  /** The most items to show. */
  k: number;
  /** Relevances closer than this count as equal, and then the newer item goes first. */
  epsilon?: number;
};

/** Cosine and normalised BM25 both live in [0, 1]; a thousandth is noise in either. */
export const DEFAULT_TIE_EPSILON = 1e-3;

/**
 * The recall decision (DESIGN.md, Ranking): relevance orders the list and time never lowers
 * a score. Recency only breaks ties: candidates within `epsilon` of a group's most relevant
 * member form a tie group, ordered newest first. Grouping from the top, rather than sorting
 * with an epsilon comparator, keeps the order well defined (an epsilon "equality" is not
 * transitive). Returns at most `k` candidates at or above `threshold`, so [] when the best
 * is below it. Candidates with a NaN relevance are never shown.
 */
export function rankForRecall(
  candidates: readonly RecallCandidate[],
  options: RankOptions,
): RecallCandidate[] {
  const epsilon = options.epsilon ?? DEFAULT_TIE_EPSILON;
  const byRelevance = candidates
    .filter((candidate) => candidate.relevance >= options.threshold)
    .sort((a, b) => b.relevance - a.relevance);
  const ranked: RecallCandidate[] = [];
  let start = 0;
  while (start < byRelevance.length && ranked.length < options.k) {
    const leader = byRelevance[start] as RecallCandidate;
    let end = start + 1;
    while (end < byRelevance.length) {
      const next = byRelevance[end] as RecallCandidate;
      if (leader.relevance - next.relevance > epsilon) break;
      end += 1;
    }
    const group = byRelevance.slice(start, end).sort((a, b) => b.saidAt - a.saidAt);
    ranked.push(...group);
    start = end;
  }
  return ranked.slice(0, Math.max(0, options.k));
}
