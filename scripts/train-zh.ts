/**
 * Trains the learnt Chinese token table (models/zh-encoder/): Chinese sentences mapped into
 * the built-in English encoder's (USE-lite's) space, from ../shared/data/ (Tatoeba cmn,
 * MemoryBank). Deterministic: the same data gives byte-identical files.
 *
 *   npm run train:zh              fit on train + dev, write the artifact, score held-out test
 *   npm run train:zh -- --tune    score the tuning variants on dev instead; writes nothing
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FitParams } from './train-zh/fit';
import { MissingDataError } from './train-zh/load-data';
import { runTraining } from './train-zh/run';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Chosen on dev with `--tune` (numbers in models/zh-encoder/README.md). */
const SHIPPED_PARAMS: FitParams = {
  tokenOptions: { bigrams: true, question: false },
  sifA: 3e-3,
  // With bigrams, 2 would keep 27k tokens, mostly pairs seen in two sentences only.
  minCount: 3,
  lambda: 1e-2,
  rank: 256,
  // CG stopped early: dev top-1 at 30 iterations is no worse than at 100, at a third of the time.
  maxIterations: 30,
  tolerance: 1e-4,
};

try {
  await runTraining(
    {
      dataDir: join(repoRoot, '..', 'shared', 'data'),
      cacheDir: join(repoRoot, '.cache', 'train-zh'),
      modelDir: join(repoRoot, 'models', 'zh-encoder'),
    },
    SHIPPED_PARAMS,
    process.argv.includes('--tune'),
    (line) => console.log(line),
  );
} catch (error) {
  if (!(error instanceof MissingDataError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
