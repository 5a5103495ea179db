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

import type { MovedHead } from '../src/domain/capture/moved-head';
import { STATUS_SEEDS } from '../src/domain/capture/status-seeds';
import { createNodeBuiltinEmbedder } from '../src/ml/worker/builtin/e5-source-node';
import { roundedModel, train } from './train-head/softmax-regression';
import { balanced, chooseL2, type HeadTraining } from './train-status-head/held-out-head';
import { chooseThreshold } from './train-status-head/threshold';

const SEEDS = fileURLToPath(new URL('./train-moved-head/moved-seeds.json', import.meta.url));
const OUT = fileURLToPath(new URL('../src/domain/capture/moved-head.json', import.meta.url));
const L2_GRID = [1e-4, 3e-4, 1e-3, 3e-3, 1e-2];
/** A wrong "moved" offers to change a plan's day: it must be right nine times in ten. */
const PRECISION = 0.9;
const THRESHOLD_GRID = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
const NOT_MOVED = 0;
const TRAINING: HeadTraining = {
  classes: 2,
  none: NOT_MOVED,
  folds: 5,
  base: { iterations: 400, learningRate: 4 },
};

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

async function main(): Promise<void> {
  const all = seeds();
  const embedder = await createNodeBuiltinEmbedder();
  try {
    const xs = await embedder.embed(all.map((seed) => seed.text));
    const ys = all.map((seed) => (seed.moved ? 1 : NOT_MOVED));
    const { best, readings } = chooseL2(xs, ys, L2_GRID, THRESHOLD_GRID, TRAINING);
    const threshold = chooseThreshold(readings, NOT_MOVED, PRECISION, THRESHOLD_GRID);
    const model = train(xs, ys, 2, { ...TRAINING.base, l2: best.l2 }, balanced(ys, TRAINING));
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
