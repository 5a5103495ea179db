import { sifWeight } from '../../src/ml/worker/builtin/zh-table';

/** The kept tokens, in row order, with their counts and SIF weights. */
export type Vocabulary = {
  readonly tokens: string[];
  readonly counts: number[];
  /** Every token occurrence in the fitted text, kept or not: p(token) = count / total. */
  readonly totalCount: number;
  readonly rowOf: Map<string, number>;
  readonly weights: Float64Array;
};

/**
 * Tokens seen at least `minCount` times, most frequent first (ties by code units, so the
 * row order is the same on every run). Weights are computed by the runtime's own
 * `sifWeight`, so the fit uses the weights the shipped counts will give.
 */
export function buildVocabulary(
  tokenLists: readonly (readonly string[])[],
  minCount: number,
  sifA: number,
): Vocabulary {
  const counts = new Map<string, number>();
  let totalCount = 0;
  for (const tokens of tokenLists) {
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    totalCount += tokens.length;
  }
  const kept = [...counts]
    .filter(([, count]) => count >= minCount)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const tokens = kept.map(([token]) => token);
  return {
    tokens,
    counts: kept.map(([, count]) => count),
    totalCount,
    rowOf: new Map(tokens.map((token, row) => [token, row])),
    weights: Float64Array.from(kept, ([, count]) =>
      Math.fround(sifWeight(count, totalCount, sifA)),
    ),
  };
}
