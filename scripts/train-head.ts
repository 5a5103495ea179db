/**
 * `npm run train:head`: trains the capture classifier's label head (a softmax regression
 * over the built-in model's vectors) on the seed sentences, picks its L2 penalty by 5-fold
 * cross-validation over the seeds (never on an evaluation file; the one-standard-error rule), and writes
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

type CvScore = { l2: number; mean: number; standardError: number };

function meanAndStandardError(values: readonly number[]): { mean: number; standardError: number } {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1);
  return { mean, standardError: Math.sqrt(variance / values.length) };
}

/**
 * The strongest penalty whose cross-validated score is within one standard error of the
 * best one (the "one standard error" rule): 528 seeds cannot tell the weaker penalties
 * apart, and the weaker the penalty, the more the head leans on the seeds' own wording.
 */
function oneStandardErrorChoice(scores: readonly CvScore[]): CvScore {
  const best = scores.reduce((a, b) => (b.mean > a.mean ? b : a));
  return scores
    .filter((s) => s.mean >= best.mean - best.standardError)
    .reduce((a, b) => (b.l2 > a.l2 ? b : a));
}

async function main(): Promise<void> {
  const embedder = await createNodeBuiltinEmbedder();
  try {
    const xs = await embedder.embed(SEED_EXAMPLES.map((seed) => seed.text));
    const ys = SEED_EXAMPLES.map((seed) => CAPTURE_LABELS.indexOf(seed.label));
    const classes = CAPTURE_LABELS.length;
    const scores = L2_GRID.map((l2) => {
      const foldF1s: number[] = [];
      for (let fold = 0; fold < FOLDS; fold += 1) {
        const inFold = (i: number) => i % FOLDS === fold;
        const model = train(
          xs.filter((_, i) => !inFold(i)),
          ys.filter((_, i) => !inFold(i)),
          classes,
          { ...BASE, l2 },
        );
        const held = xs.flatMap((_, i) => (inFold(i) ? [i] : []));
        const guesses = held.map((i) => predict(model, xs[i] ?? new Float32Array()));
        foldF1s.push(
          macroF1(
            held.map((i) => ys[i] ?? 0),
            guesses,
            classes,
          ),
        );
      }
      const score = { l2, ...meanAndStandardError(foldF1s) };
      console.log(
        `l2 ${l2}: ${FOLDS}-fold macro-F1 over the seeds ${score.mean.toFixed(3)} ± ${score.standardError.toFixed(3)}`,
      );
      return score;
    });
    const best = oneStandardErrorChoice(scores);
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
      `wrote ${OUT}: ${SEED_EXAMPLES.length} seeds, l2 ${best.l2} (cross-validated macro-F1 ${best.mean.toFixed(3)}, the strongest penalty within one standard error of the best)`,
    );
  } finally {
    embedder.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
