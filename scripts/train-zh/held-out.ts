import { centreUseVector, encodeChinese } from '../../src/ml/worker/builtin/zh-encoder';
import type { ZhTable } from '../../src/ml/worker/builtin/zh-table';
import { scoreRetrieval, type RetrievalScore } from './evaluate';
import type { SentencePair } from './load-data';

/** The shipped table on held-out pairs, through the runtime's own code. */
export type HeldOutReport = {
  /** `encodeChinese` against the English USE vectors as stored: what the app compares. */
  readonly uncentred: RetrievalScore;
  /** Both sides through `centreUseVector`. */
  readonly centred: RetrievalScore;
  /** Median over repeated passes of milliseconds per sentence of `encodeChinese`. */
  readonly encodeMs: number;
};

const TIMING_PASSES = 5;

function medianEncodeMs(table: ZhTable, texts: readonly string[]): number {
  const perSentence: number[] = [];
  for (let pass = 0; pass < TIMING_PASSES; pass++) {
    const start = performance.now();
    for (const text of texts) encodeChinese(table, text);
    perSentence.push((performance.now() - start) / texts.length);
  }
  return perSentence.sort((a, b) => a - b)[Math.floor(TIMING_PASSES / 2)] ?? 0;
}

/**
 * Each Chinese sentence of `pairs` against the English side of all of them (1,000 at a
 * time, its own translation among them): the parsed artifact, so the number is the
 * number of the files that ship, quantisation included.
 */
export function evaluateHeldOut(
  table: ZhTable,
  pairs: readonly SentencePair[],
  englishVector: (pair: SentencePair) => Float32Array,
): HeldOutReport {
  const queries = pairs.map((pair) => encodeChinese(table, pair.chinese));
  const english = pairs.map(englishVector);
  return {
    uncentred: scoreRetrieval(queries, english),
    centred: scoreRetrieval(
      queries.map((query) => (query === null ? null : centreUseVector(table, query))),
      english.map((vector) => centreUseVector(table, vector)),
    ),
    encodeMs: medianEncodeMs(
      table,
      pairs.map((pair) => pair.chinese),
    ),
  };
}
