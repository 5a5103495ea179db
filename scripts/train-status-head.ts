/**
 * `npm run train:status-head`: trains the status head (src/domain/capture/status-head.ts) —
 * a softmax regression over the built-in model's vectors that reads whether a sentence
 * reports a plan done, given up, or neither — on the hand-written status seeds
 * (src/domain/capture/status-seeds*.ts; never an evaluation file). Its L2 penalty is picked
 * by 5-fold cross-validation (the one-standard-error rule), and the probability it must
 * reach before it speaks from the same held-out readings, for a precision of 0.9 on
 * done/dropped (0.8 for a sentence that names its plan). Writes src/domain/capture/status-head.json. Deterministic: the same model
 * and seeds give the same file; re-run it when either changes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { linearSoftmax } from '../src/domain/capture/label-head';
import { STATUS_LABELS, type StatusHead } from '../src/domain/capture/status-head';
import { STATUS_SEEDS } from '../src/domain/capture/status-seeds';
import { createNodeBuiltinEmbedder } from '../src/ml/worker/builtin/e5-source-node';
import {
  macroF1,
  meanAndStandardError,
  oneStandardErrorChoice,
  type CvScore,
} from './train-head/cross-validation';
import { balancedWeights } from './train-head/example-weights';
import { roundedModel, train, type TrainOptions } from './train-head/softmax-regression';
import { chooseThreshold, type HeldOutReading } from './train-status-head/threshold';

const OUT = fileURLToPath(new URL('../src/domain/capture/status-head.json', import.meta.url));
const FOLDS = 5;
const L2_GRID = [1e-4, 3e-4, 1e-3, 3e-3, 1e-2];
const BASE: Omit<TrainOptions, 'l2'> = { iterations: 400, learningRate: 4 };
const PRECISION = 0.9;
/**
 * The precision on all held-out seeds at which a sentence that surely names an open plan
 * is read as done or dropped: among such sentences far more report the plan done than among
 * the seeds (a third of which are done or dropped), so the precision there is higher.
 */
const NAMED_PRECISION = 0.8;
const THRESHOLD_GRID = [0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];
const NONE = STATUS_LABELS.indexOf('none');

/** Each label weighs the same in total, however many seeds it has (no public corpus here). */
function balanced(ys: readonly number[]): number[] {
  return balancedWeights(ys, 0, NONE, STATUS_LABELS.length, 0);
}

/** Every seed read by a head trained without its fold, and each fold's macro-F1. */
function crossValidate(xs: Float32Array[], ys: number[], l2: number) {
  const readings: HeldOutReading[] = [];
  const f1s: number[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const kept = xs.flatMap((_, i) => (i % FOLDS === fold ? [] : [i]));
    const held = xs.flatMap((_, i) => (i % FOLDS === fold ? [i] : []));
    const keptYs = kept.map((i) => ys[i] ?? NONE);
    const model = train(
      kept.map((i) => xs[i] as Float32Array),
      keptYs,
      STATUS_LABELS.length,
      { ...BASE, l2 },
      balanced(keptYs),
    );
    const foldReadings = held.map((i) => {
      const p = linearSoftmax(model.weights, model.bias, xs[i] as Float32Array);
      const guess = p.indexOf(Math.max(...p));
      return { truth: ys[i] ?? NONE, guess, probability: p[guess] ?? 0 };
    });
    readings.push(...foldReadings);
    f1s.push(
      macroF1(
        foldReadings.map((r) => r.truth),
        foldReadings.map((r) => r.guess),
        STATUS_LABELS.length,
      ),
    );
  }
  const score: CvScore = { l2, ...meanAndStandardError(f1s) };
  return { score, readings };
}

async function main(): Promise<void> {
  const embedder = await createNodeBuiltinEmbedder();
  try {
    const xs = await embedder.embed(STATUS_SEEDS.map((seed) => seed.text));
    const ys = STATUS_SEEDS.map((seed) => STATUS_LABELS.indexOf(seed.status));
    const runs = L2_GRID.map((l2) => {
      const run = crossValidate(xs, ys, l2);
      const { mean, standardError } = run.score;
      console.log(
        `l2 ${l2}: ${FOLDS}-fold macro-F1 ${mean.toFixed(3)} ± ${standardError.toFixed(3)}`,
      );
      return run;
    });
    const best = oneStandardErrorChoice(runs.map((run) => run.score));
    const chosen = runs.find((run) => run.score.l2 === best.l2) ?? runs[0];
    if (!chosen) throw new Error('No L2 penalty was tried.');
    for (const t of THRESHOLD_GRID) {
      const at = chooseThreshold(chosen.readings, NONE, 0, [t]);
      console.log(
        `  threshold ${t}: held-out precision ${at.precision.toFixed(3)}, recall ${at.recall.toFixed(3)}`,
      );
    }
    const threshold = chooseThreshold(chosen.readings, NONE, PRECISION, THRESHOLD_GRID);
    const named = chooseThreshold(chosen.readings, NONE, NAMED_PRECISION, THRESHOLD_GRID);
    const model = train(xs, ys, STATUS_LABELS.length, { ...BASE, l2: best.l2 }, balanced(ys));
    const head: StatusHead = {
      modelId: embedder.modelId,
      labels: STATUS_LABELS,
      dims: embedder.dims,
      ...roundedModel(model),
      threshold: threshold.threshold,
      namedThreshold: Math.min(named.threshold, threshold.threshold),
    };
    writeFileSync(OUT, `${JSON.stringify(head)}\n`);
    console.log(
      `wrote ${OUT}: ${STATUS_SEEDS.length} seeds, l2 ${best.l2} (macro-F1 ${best.mean.toFixed(3)}); ` +
        `threshold ${threshold.threshold}: held-out precision ${threshold.precision.toFixed(3)}, ` +
        `recall ${threshold.recall.toFixed(3)} of done/dropped; beside a plan it names ` +
        `${named.threshold}: precision ${named.precision.toFixed(3)}, recall ${named.recall.toFixed(3)}`,
    );
  } finally {
    embedder.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
