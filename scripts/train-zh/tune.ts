import { formatScore, scoreRetrieval } from './evaluate';
import type { Corpus } from './corpus';
import { predictCentred, type FitParams } from './fit';
import type { SentencePair } from './load-data';
import { fitPairs } from './fit-pairs';
import { chineseTokens } from '../../src/ml/worker/builtin/zh-tokens';

/** The variants `--tune` tries, each a change from the shipped parameters. */
function variants(base: FitParams): [string, FitParams][] {
  const options = base.tokenOptions;
  return [
    ['shipped', base],
    ['lambda ÷3', { ...base, lambda: base.lambda / 3 }],
    ['lambda ×3', { ...base, lambda: base.lambda * 3 }],
    ['a ÷3', { ...base, sifA: base.sifA / 3 }],
    ['a ×3', { ...base, sifA: base.sifA * 3 }],
    ['bigrams flipped', { ...base, tokenOptions: { ...options, bigrams: !options.bigrams } }],
    ['question flipped', { ...base, tokenOptions: { ...options, question: !options.question } }],
  ];
}

/**
 * Fits each variant on `train` and scores top-1 of `dev` (full precision, before
 * quantisation): how the shipped parameters were chosen. The test split is never used.
 */
export function tune(
  corpus: Corpus,
  train: readonly SentencePair[],
  dev: readonly SentencePair[],
  base: FitParams,
  log: (line: string) => void,
): void {
  const candidates = dev.map((pair) => corpus.englishVector(pair));
  for (const [name, params] of variants(base)) {
    const start = performance.now();
    const fitted = fitPairs(corpus, train, params);
    const tokens = dev.map((pair) => chineseTokens(pair.chinese, corpus.t2s, params.tokenOptions));
    const { vectors, isKnown } = predictCentred(fitted, tokens);
    const { dims, mean } = fitted;
    const centred = dev.map((_, i) =>
      isKnown[i] ? vectors.subarray(i * dims, (i + 1) * dims) : null,
    );
    const uncentred = centred.map((v) => (v === null ? null : v.map((x, d) => x + (mean[d] ?? 0))));
    const centredCandidates = candidates.map((v) =>
      Float64Array.from(v, (x, d) => x - (mean[d] ?? 0)),
    );
    const seconds = ((performance.now() - start) / 1000).toFixed(0);
    log(`${name} (${fitted.vocabulary.tokens.length} tokens, ${seconds} s):`);
    log(`  uncentred ${formatScore(scoreRetrieval(uncentred, candidates))}`);
    log(`  centred   ${formatScore(scoreRetrieval(centred, centredCandidates))}`);
  }
}
