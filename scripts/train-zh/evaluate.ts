/** Retrieval of each query's own candidate (query i ↔ candidate i) among all candidates. */
export type RetrievalScore = {
  readonly count: number;
  /** Share of queries whose own candidate ranks first. */
  readonly top1: number;
  readonly top5: number;
  readonly meanReciprocalRank: number;
  readonly medianRank: number;
};

function normalised(vector: ArrayLike<number>): Float64Array {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += (vector[i] ?? 0) ** 2;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  return Float64Array.from(vector, (value) => value * scale);
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let d = 0; d < a.length; d++) sum += (a[d] ?? 0) * (b[d] ?? 0);
  return sum;
}

/**
 * Ranks candidates by cosine for each query. A null query (no known token) ranks its
 * candidate last: an unencodable sentence is a miss, not left out of the count.
 */
export function scoreRetrieval(
  queries: readonly (ArrayLike<number> | null)[],
  candidates: readonly ArrayLike<number>[],
): RetrievalScore {
  const units = candidates.map(normalised);
  const ranks = queries.map((query, i) => {
    if (query === null) return units.length;
    const q = normalised(query);
    const cosines = units.map((c) => dot(c, q));
    const own = cosines[i] ?? -Infinity;
    // Ties count against the query: a constant vector must not score as a hit.
    return 1 + cosines.filter((cosine, j) => j !== i && cosine >= own).length;
  });
  const sorted = [...ranks].sort((a, b) => a - b);
  const share = (hit: (rank: number) => boolean) => ranks.filter(hit).length / ranks.length;
  return {
    count: ranks.length,
    top1: share((rank) => rank === 1),
    top5: share((rank) => rank <= 5),
    meanReciprocalRank: ranks.reduce((sum, rank) => sum + 1 / rank, 0) / ranks.length,
    medianRank: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0,
  };
}

/** One line for the log: `top-1 81.2%  top-5 93.0%  MRR 0.862  median rank 1 (n=1000)`. */
export function formatScore(score: RetrievalScore): string {
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  return `top-1 ${pct(score.top1)}  top-5 ${pct(score.top5)}  MRR ${score.meanReciprocalRank.toFixed(3)}  median rank ${score.medianRank} (n=${score.count})`;
}
