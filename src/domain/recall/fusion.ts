/** One fused result: an id and its reciprocal-rank-fusion score. */
export type FusedHit = { id: string; score: number };

/** The k of Cormack et al. (2009): large enough that rank 1 does not drown out the rest. */
export const RRF_K = 60;

/**
 * Reciprocal-rank fusion of ranked id lists (best first): each id scores Σ 1 / (k + rank),
 * rank counted from 1, over the lists it appears in. Only ranks matter, so lists whose
 * scores live on different scales (BM25, cosine, Gaussian-decayed episodes) fuse fairly.
 * An id repeated within one list counts at its best rank. Ties keep first appearance.
 */
export function reciprocalRankFusion(
  lists: readonly (readonly string[])[],
  k: number = RRF_K,
  /** One weight per list (1 each when absent): recall_memory's per-index weights. */
  weights?: readonly number[],
): FusedHit[] {
  const scores = new Map<string, number>();
  lists.forEach((list, listIndex) => {
    const weight = weights?.[listIndex] ?? 1;
    const seen = new Set<string>();
    list.forEach((id, index) => {
      if (seen.has(id)) return;
      seen.add(id);
      scores.set(id, (scores.get(id) ?? 0) + weight / (k + index + 1));
    });
  });
  // Map iteration is insertion order and sort is stable: ties keep first appearance.
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}
