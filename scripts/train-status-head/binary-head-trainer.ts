import { writeFileSync } from 'node:fs';

import type { BinaryHead } from '../../src/domain/capture/binary-head';
import { createNodeBuiltinEmbedder } from '../../src/ml/worker/builtin/e5-source-node';
import type { Embedder } from '../../src/ml/embedder';
import { roundedModel, train } from '../train-head/softmax-regression';
import { balanced, chooseL2, type HeadTraining } from './held-out-head';
import { chooseThreshold } from './threshold';

/*
 * Trains a yes/no head (src/domain/capture/binary-head.ts) over the built-in model's vectors
 * on hand-written seeds: its L2 penalty picked by 5-fold cross-validation (the
 * one-standard-error rule), and the probability it must reach from the same held-out
 * readings, for the precision asked. Deterministic: the same model and seeds give the same
 * file. The moved, settled and outcome heads are trained this way.
 */
export type BinarySeed = { text: string; yes: boolean };

const L2_GRID = [1e-4, 3e-4, 1e-3, 3e-3, 1e-2];
const THRESHOLD_GRID = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
const NO = 0;
const TRAINING: HeadTraining = {
  classes: 2,
  none: NO,
  folds: 5,
  base: { iterations: 400, learningRate: 4 },
};

/** A head over one vector per sentence. */
export async function trainBinaryHead(
  seeds: readonly BinarySeed[],
  out: string,
  precision: number,
  yesName: string,
): Promise<void> {
  await withBuiltinEmbedder(async (embedder) => {
    const xs = await embedder.embed(seeds.map((seed) => seed.text));
    const ys = seeds.map((seed) => seed.yes);
    writeHead(embedder.modelId, xs, ys, { out, precision, yesName });
  });
}

export type HeadFile = {
  out: string;
  precision: number;
  yesName: string;
  /** Examples of one group are held out together (held-out-head.ts). */
  groupOf?: (index: number) => number;
};

/** Trains a head on the given feature vectors and writes it. */
export function writeHead(
  modelId: string,
  xs: readonly Float32Array[],
  yes: readonly boolean[],
  { out, precision, yesName, groupOf }: HeadFile,
): void {
  const training: HeadTraining = groupOf ? { ...TRAINING, groupOf } : TRAINING;
  const ys = yes.map((y) => (y ? 1 : NO));
  const { best, readings } = chooseL2(xs, ys, L2_GRID, THRESHOLD_GRID, training);
  const threshold = chooseThreshold(readings, NO, precision, THRESHOLD_GRID);
  const model = train(xs, ys, 2, { ...training.base, l2: best.l2 }, balanced(ys, training));
  const head: BinaryHead = {
    modelId,
    dims: xs[0]?.length ?? 0,
    ...roundedModel(model),
    threshold: threshold.threshold,
  };
  writeFileSync(out, `${JSON.stringify(head)}\n`);
  console.log(
    `wrote ${out}: ${xs.length} examples (${ys.filter((y) => y === 1).length} ${yesName}), l2 ${best.l2} ` +
      `(macro-F1 ${best.mean.toFixed(3)}); threshold ${threshold.threshold}: held-out precision ` +
      `${threshold.precision.toFixed(3)}, recall ${threshold.recall.toFixed(3)}`,
  );
}

export async function withBuiltinEmbedder(run: (embedder: Embedder) => Promise<void>) {
  const embedder = await createNodeBuiltinEmbedder();
  try {
    await run(embedder);
  } finally {
    embedder.dispose();
  }
}
