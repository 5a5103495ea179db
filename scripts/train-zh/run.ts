import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseZhTable } from '../../src/ml/worker/builtin/zh-table';
import { writeArtifact } from './artifact';
import { attributionText } from './attribution';
import { loadCorpus } from './corpus';
import { formatScore } from './evaluate';
import type { FitParams } from './fit';
import { fitPairs } from './fit-pairs';
import { evaluateHeldOut } from './held-out';
import { retrievalSet, splitPairs } from './split';
import { tune } from './tune';

/** Where training reads and writes, all relative to the repository root. */
export type TrainingPaths = {
  readonly dataDir: string;
  readonly cacheDir: string;
  readonly modelDir: string;
};

/** Queries and candidates per retrieval score: the brief's "top-1 of 1,000". */
export const RETRIEVAL_SIZE = 1000;

/**
 * Trains the shipped table: fits `params` on train + dev, writes the artifact, reads it
 * back through the runtime parser and reports held-out retrieval on the test split.
 * With `isTuning`, it instead fits each variant of the tuning grid on train and scores dev.
 */
export async function runTraining(
  paths: TrainingPaths,
  params: FitParams,
  isTuning: boolean,
  log: (line: string) => void,
): Promise<void> {
  const corpus = await loadCorpus(paths.dataDir, paths.cacheDir, log);
  const split = splitPairs(corpus.pairs);
  log(
    `Split: train ${split.train.length}, dev ${split.dev.length}, test ${split.test.length} pairs`,
  );
  if (isTuning) {
    tune(corpus, split.train, retrievalSet(split.dev, RETRIEVAL_SIZE), params, log);
    return;
  }
  const fitSet = [...split.train, ...split.dev];
  const start = performance.now();
  const fitted = fitPairs(corpus, fitSet, params);
  const fitSeconds = (performance.now() - start) / 1000;
  log(
    `Fit: ${fitted.vocabulary.tokens.length} tokens × ${fitted.rank} in ${fitSeconds.toFixed(1)} s ` +
      `(${fitted.iterations} CG iterations, residual ${fitted.relativeResidual.toExponential(2)}, ` +
      `basis keeps ${(fitted.captured * 100).toFixed(1)}% of the English variance)`,
  );
  const sizes = await writeArtifact(
    paths.modelDir,
    fitted,
    params,
    corpus.t2s,
    attributionText(fitSet),
  );
  log(
    `Wrote ${paths.modelDir}: table ${sizes.table} B, vocab ${sizes.vocab} B, attribution ${sizes.attribution} B`,
  );
  const read = (name: string) => new Uint8Array(readFileSync(join(paths.modelDir, name))).buffer;
  const table = parseZhTable(
    read('zh-table.bin'),
    JSON.parse(new TextDecoder().decode(read('zh-vocab.json'))) as unknown,
  );
  const report = evaluateHeldOut(
    table,
    retrievalSet(split.test, RETRIEVAL_SIZE),
    corpus.englishVector,
  );
  log(`Held-out Tatoeba, shipped table, uncentred (as stored): ${formatScore(report.uncentred)}`);
  log(`Held-out Tatoeba, shipped table, both centred:         ${formatScore(report.centred)}`);
  log(`encodeChinese: ${(report.encodeMs * 1000).toFixed(1)} µs per sentence (median of passes)`);
}
