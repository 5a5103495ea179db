/**
 * `npm run train:head`: trains the capture classifier's label head (a softmax regression
 * over the built-in model's vectors) on the seed sentences, picks its L2 penalty by 5-fold
 * cross-validation over the seeds (never on an evaluation file), and writes
 * src/domain/capture/label-head.json. Deterministic: the same model and seeds give the same
 * file. Re-run it whenever the built-in model or the seeds change (a unit test checks that
 * the head names the model the app loads).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { CAPTURE_LABELS } from '../src/domain/capture/labels';
import type { LabelHead } from '../src/domain/capture/label-head';
import { SEED_EXAMPLES } from '../src/domain/capture/seed-examples';
import { createNodeBuiltinEmbedder } from '../src/ml/worker/builtin/e5-source-node';
import { predict, train, type TrainOptions } from './train-head/softmax-regression';

const OUT = fileURLToPath(new URL('../src/domain/capture/label-head.json', import.meta.url));
const FOLDS = 5;
const L2_GRID = [1e-4, 3e-4, 1e-3, 3e-3, 1e-2];
const BASE: Omit<TrainOptions, 'l2'> = { iterations: 400, learningRate: 4 };

function macroF1(truth: readonly number[], guess: readonly number[], classes: number): number {
  let sum = 0;
  for (let k = 0; k < classes; k += 1) {
    const tp = truth.filter((t, i) => t === k && guess[i] === k).length;
    const fp = guess.filter((g, i) => g === k && truth[i] !== k).length;
    const fn = truth.filter((t, i) => t === k && guess[i] !== k).length;
    sum += tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  }
  return sum / classes;
}

async function main(): Promise<void> {
  const embedder = await createNodeBuiltinEmbedder();
  try {
    const xs = await embedder.embed(SEED_EXAMPLES.map((seed) => seed.text));
    const ys = SEED_EXAMPLES.map((seed) => CAPTURE_LABELS.indexOf(seed.label));
    const classes = CAPTURE_LABELS.length;
    let best = { l2: L2_GRID[0] ?? 0, f1: -1 };
    for (const l2 of L2_GRID) {
      const guesses: number[] = [];
      const truths: number[] = [];
      for (let fold = 0; fold < FOLDS; fold += 1) {
        const inFold = (i: number) => i % FOLDS === fold;
        const model = train(
          xs.filter((_, i) => !inFold(i)),
          ys.filter((_, i) => !inFold(i)),
          classes,
          { ...BASE, l2 },
        );
        xs.forEach((x, i) => {
          if (!inFold(i)) return;
          guesses.push(predict(model, x));
          truths.push(ys[i] ?? 0);
        });
      }
      const f1 = macroF1(truths, guesses, classes);
      console.log(`l2 ${l2}: ${FOLDS}-fold macro-F1 over the seeds ${f1.toFixed(3)}`);
      if (f1 > best.f1) best = { l2, f1 };
    }
    const model = train(xs, ys, classes, { ...BASE, l2: best.l2 });
    const round = (x: number) => Math.round(x * 1e5) / 1e5;
    const head: LabelHead = {
      modelId: embedder.modelId,
      labels: CAPTURE_LABELS,
      dims: embedder.dims,
      weights: model.weights.map((row) => Array.from(row, round)),
      bias: Array.from(model.bias, round),
    };
    writeFileSync(OUT, `${JSON.stringify(head)}\n`);
    console.log(
      `wrote ${OUT}: ${SEED_EXAMPLES.length} seeds, l2 ${best.l2} (cross-validated macro-F1 ${best.f1.toFixed(3)})`,
    );
  } finally {
    embedder.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
