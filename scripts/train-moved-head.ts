/**
 * `npm run train:moved-head`: trains the moved head (src/domain/capture/moved-head.ts) — a
 * logistic regression over the built-in model's vectors that reads whether a sentence says a
 * plan's time changed — on hand-written sentences (scripts/train-moved-head/moved-seeds.json,
 * written for this project; never an evaluation file), with the done and given-up status seeds
 * as more close misses. Its L2 penalty is picked by 5-fold cross-validation (the
 * one-standard-error rule), and the probability it must reach from the same held-out readings,
 * for a precision of 0.9. Writes src/domain/capture/moved-head.json. Deterministic: the same
 * model and seeds give the same file; re-run it when either changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { linearSoftmax } from '../src/domain/capture/label-head';
import type { MovedHead } from '../src/domain/capture/moved-head';
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

const SEEDS = fileURLToPath(new URL('./train-moved-head/moved-seeds.json', import.meta.url));
const OUT = fileURLToPath(new URL('../src/domain/capture/moved-head.json', import.meta.url));
const FOLDS = 5;
const L2_GRID = [1e-4, 3e-4, 1e-3, 3e-3, 1e-2];
const BASE: Omit<TrainOptions, 'l2'> = { iterations: 400, learningRate: 4 };
/** A wrong "moved" offers to change a plan's day: it must be right nine times in ten. */
const PRECISION = 0.9;
const THRESHOLD_GRID = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
const NOT_MOVED = 0;

type MovedSeed = { text: string; moved: boolean; lang: 'en' | 'zh' | 'mixed' };

function seeds(): MovedSeed[] {
  const written = JSON.parse(readFileSync(SEEDS, 'utf8')) as MovedSeed[];
  const reported: MovedSeed[] = STATUS_SEEDS.filter((seed) => seed.status !== 'none').map(
    (seed) => ({
      text: seed.text,
      moved: false,
      lang: /\p{sc=Han}/u.test(seed.text) ? 'zh' : 'en',
    }),
  );
  return [...written, ...reported];
}

/** Every seed read by a head trained without its fold, and each fold's macro-F1. */
function crossValidate(xs: Float32Array[], ys: number[], l2: number) {
  const readings: HeldOutReading[] = [];
  const f1s: number[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const kept = xs.flatMap((_, i) => (i % FOLDS === fold ? [] : [i]));
    const held = xs.flatMap((_, i) => (i % FOLDS === fold ? [i] : []));
    const keptYs = kept.map((i) => ys[i] ?? NOT_MOVED);
    const model = train(
      kept.map((i) => xs[i] as Float32Array),
      keptYs,
      2,
      { ...BASE, l2 },
      balancedWeights(keptYs, 0, NOT_MOVED, 2, 0),
    );
    const foldReadings = held.map((i) => {
      const p = linearSoftmax(model.weights, model.bias, xs[i] as Float32Array);
      const guess = (p[1] ?? 0) >= 0.5 ? 1 : 0;
      return { truth: ys[i] ?? NOT_MOVED, guess, probability: p[guess] ?? 0, index: i };
    });
    readings.push(...foldReadings);
    const truths = foldReadings.map((r) => r.truth);
    f1s.push(
      macroF1(
        truths,
        foldReadings.map((r) => r.guess),
        2,
      ),
    );
  }
  const score: CvScore = { l2, ...meanAndStandardError(f1s) };
  return { score, readings };
}

async function main(): Promise<void> {
  const all = seeds();
  const embedder = await createNodeBuiltinEmbedder();
  try {
    const xs = await embedder.embed(all.map((seed) => seed.text));
    const ys = all.map((seed) => (seed.moved ? 1 : NOT_MOVED));
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
      const at = chooseThreshold(chosen.readings, NOT_MOVED, 0, [t]);
      console.log(
        `  threshold ${t}: held-out precision ${at.precision.toFixed(3)}, recall ${at.recall.toFixed(3)}`,
      );
    }
    const threshold = chooseThreshold(chosen.readings, NOT_MOVED, PRECISION, THRESHOLD_GRID);
    const model = train(
      xs,
      ys,
      2,
      { ...BASE, l2: best.l2 },
      balancedWeights(ys, 0, NOT_MOVED, 2, 0),
    );
    const head: MovedHead = {
      modelId: embedder.modelId,
      dims: embedder.dims,
      ...roundedModel(model),
      threshold: threshold.threshold,
    };
    writeFileSync(OUT, `${JSON.stringify(head)}\n`);
    console.log(
      `wrote ${OUT}: ${all.length} seeds (${ys.filter((y) => y === 1).length} moved), l2 ${best.l2} ` +
        `(macro-F1 ${best.mean.toFixed(3)}); threshold ${threshold.threshold}: held-out precision ` +
        `${threshold.precision.toFixed(3)}, recall ${threshold.recall.toFixed(3)}`,
    );
  } finally {
    embedder.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
