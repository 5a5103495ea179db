/**
 * `npm run train:head`: trains the capture classifier's label head (a softmax regression
 * over the built-in model's vectors) on the seed sentences and on public small talk as
 * `none` (scripts/train-head/data/, checked against its recorded sha256), picks its L2
 * penalty by 5-fold cross-validation over the seeds (never on an evaluation file; the
 * one-standard-error rule), and writes src/domain/capture/label-head.json. Deterministic:
 * the same model, seeds and data give the same file. Re-run it whenever the built-in model,
 * the seeds or the data change (a unit test checks that the head names the model the app loads).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { CAPTURE_LABELS } from '../src/domain/capture/labels';
import type { LabelHead } from '../src/domain/capture/label-head';
import { SEED_EXAMPLES } from '../src/domain/capture/seed-examples';
import { createNodeBuiltinEmbedder } from '../src/ml/worker/builtin/e5-source-node';
import { crossValidate, oneStandardErrorChoice } from './train-head/cross-validation';
import { balancedWeights } from './train-head/example-weights';
import { readPublicNone } from './train-head/public-none';
import { roundedModel, train, type TrainOptions } from './train-head/softmax-regression';

const OUT = fileURLToPath(new URL('../src/domain/capture/label-head.json', import.meta.url));
const FOLDS = 5;
const L2_GRID = [1e-4, 3e-4, 1e-3, 3e-3, 1e-2];
const BASE: Omit<TrainOptions, 'l2'> = { iterations: 400, learningRate: 4 };
/** The public corpus's share of the `none` label's weight (see example-weights.ts). */
const PUBLIC_SHARE = 0.5;

async function main(): Promise<void> {
  const publicNone = readPublicNone();
  const embedder = await createNodeBuiltinEmbedder();
  try {
    const texts = [...SEED_EXAMPLES.map((seed) => seed.text), ...publicNone.map((p) => p.text)];
    const xs = await embedder.embed(texts);
    const classes = CAPTURE_LABELS.length;
    const none = CAPTURE_LABELS.indexOf('none');
    const seedYs = SEED_EXAMPLES.map((seed) => CAPTURE_LABELS.indexOf(seed.label));
    const set = {
      xs,
      ys: [...seedYs, ...publicNone.map(() => none)],
      weights: balancedWeights(seedYs, publicNone.length, none, classes, PUBLIC_SHARE),
    };
    const scores = L2_GRID.map((l2) => {
      const score = crossValidate(set, SEED_EXAMPLES.length, classes, FOLDS, { ...BASE, l2 });
      console.log(
        `l2 ${l2}: ${FOLDS}-fold macro-F1 over the seeds ${score.mean.toFixed(3)} ± ${score.standardError.toFixed(3)}`,
      );
      return score;
    });
    const best = oneStandardErrorChoice(scores);
    const model = train(set.xs, set.ys, classes, { ...BASE, l2: best.l2 }, set.weights);
    const head: LabelHead = {
      modelId: embedder.modelId,
      labels: CAPTURE_LABELS,
      dims: embedder.dims,
      ...roundedModel(model),
    };
    writeFileSync(OUT, `${JSON.stringify(head)}\n`);
    console.log(
      `wrote ${OUT}: ${SEED_EXAMPLES.length} seeds and ${publicNone.length} public none lines, l2 ${best.l2} (cross-validated macro-F1 ${best.mean.toFixed(3)}, the strongest penalty within one standard error of the best)`,
    );
  } finally {
    embedder.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
