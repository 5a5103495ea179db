import { chineseTokens } from '../../src/ml/worker/builtin/zh-tokens';
import type { Corpus } from './corpus';
import { fitTable, type FitParams, type FittedTable } from './fit';
import type { SentencePair } from './load-data';

/** Fits `params` on `pairs`, tokenised exactly as the runtime tokenises. */
export function fitPairs(
  corpus: Corpus,
  pairs: readonly SentencePair[],
  params: FitParams,
): FittedTable {
  const tokens = pairs.map((pair) => chineseTokens(pair.chinese, corpus.t2s, params.tokenOptions));
  const targets = new Float32Array(pairs.length * corpus.dims);
  pairs.forEach((pair, i) => targets.set(corpus.englishVector(pair), i * corpus.dims));
  return fitTable(tokens, targets, corpus.dims, params);
}
