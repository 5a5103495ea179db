import { linearSoftmax } from '../../src/domain/capture/label-head';
import {
  macroF1,
  meanAndStandardError,
  oneStandardErrorChoice,
  type CvScore,
} from '../train-head/cross-validation';
import { balancedWeights } from '../train-head/example-weights';
import { train, type TrainOptions } from '../train-head/softmax-regression';
import { chooseThreshold, type HeldOutReading } from './threshold';

/*
 * The cross-validation the small capture heads share (status, moved, settled, outcome): a
 * softmax regression on hand-written seeds, every label weighing the same in total, its L2
 * penalty picked over a grid by the one-standard-error rule, and every seed read by a head
 * trained without its fold, for the probability the head must reach before it speaks.
 */
export type HeadTraining = {
  classes: number;
  /** The label that says nothing ("none", "not moved"). */
  none: number;
  folds: number;
  base: Omit<TrainOptions, 'l2'>;
  /**
   * The group each example belongs to (default: its own index): a group's examples are held
   * out together, so a plan written into several pairs never sits on both sides of a fold.
   */
  groupOf?: (index: number) => number;
};

/** Each label weighs the same in total, however many seeds it has (no public corpus here). */
export function balanced(ys: readonly number[], training: HeadTraining): number[] {
  return balancedWeights(ys, 0, training.none, training.classes, 0);
}

/** Every seed read by a head trained without its fold, and each fold's macro-F1. */
export function crossValidateHead(
  xs: readonly Float32Array[],
  ys: readonly number[],
  l2: number,
  training: HeadTraining,
): { score: CvScore; readings: HeldOutReading[] } {
  const { classes, none, folds, base, groupOf = (i: number) => i } = training;
  const readings: HeldOutReading[] = [];
  const f1s: number[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const kept = xs.flatMap((_, i) => (groupOf(i) % folds === fold ? [] : [i]));
    const held = xs.flatMap((_, i) => (groupOf(i) % folds === fold ? [i] : []));
    const keptYs = kept.map((i) => ys[i] ?? none);
    const model = train(
      kept.map((i) => xs[i] as Float32Array),
      keptYs,
      classes,
      { ...base, l2 },
      balanced(keptYs, training),
    );
    const foldReadings = held.map((i) => {
      const p = linearSoftmax(model.weights, model.bias, xs[i] as Float32Array);
      const guess = p.indexOf(Math.max(...p));
      return { truth: ys[i] ?? none, guess, probability: p[guess] ?? 0 };
    });
    readings.push(...foldReadings);
    const truths = foldReadings.map((r) => r.truth);
    f1s.push(
      macroF1(
        truths,
        foldReadings.map((r) => r.guess),
        classes,
      ),
    );
  }
  return { score: { l2, ...meanAndStandardError(f1s) }, readings };
}

/**
 * The L2 penalty the one-standard-error rule picks over `grid` (each printed), with its
 * held-out readings; the precision and recall at each probability of `thresholds` printed.
 */
export function chooseL2(
  xs: readonly Float32Array[],
  ys: readonly number[],
  grid: readonly number[],
  thresholds: readonly number[],
  training: HeadTraining,
): { best: CvScore; readings: HeldOutReading[] } {
  const runs = grid.map((l2) => {
    const run = crossValidateHead(xs, ys, l2, training);
    const { mean, standardError } = run.score;
    console.log(
      `l2 ${l2}: ${training.folds}-fold macro-F1 ${mean.toFixed(3)} ± ${standardError.toFixed(3)}`,
    );
    return run;
  });
  const best = oneStandardErrorChoice(runs.map((run) => run.score));
  const chosen = runs.find((run) => run.score.l2 === best.l2) ?? runs[0];
  if (!chosen) throw new Error('No L2 penalty was tried.');
  for (const t of thresholds) {
    const at = chooseThreshold(chosen.readings, training.none, 0, [t]);
    console.log(
      `  threshold ${t}: held-out precision ${at.precision.toFixed(3)}, recall ${at.recall.toFixed(3)}`,
    );
  }
  return { best, readings: chosen.readings };
}
