import { predict, train, type ExampleWeights, type TrainOptions } from './softmax-regression';

/** Labelled vectors to train on, with how much each one counts. */
export type TrainingSet = { xs: Float32Array[]; ys: number[]; weights: ExampleWeights };

export type CvScore = { l2: number; mean: number; standardError: number };

export function macroF1(
  truth: readonly number[],
  guess: readonly number[],
  classes: number,
): number {
  let sum = 0;
  for (let k = 0; k < classes; k += 1) {
    const tp = truth.filter((t, i) => t === k && guess[i] === k).length;
    const fp = guess.filter((g, i) => g === k && truth[i] !== k).length;
    const fn = truth.filter((t, i) => t === k && guess[i] !== k).length;
    sum += tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  }
  return sum / classes;
}

export function meanAndStandardError(values: readonly number[]): {
  mean: number;
  standardError: number;
} {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1);
  return { mean, standardError: Math.sqrt(variance / values.length) };
}

/**
 * The head's macro-F1 over held-out seeds, fold by fold. Only the first `scored` examples
 * (the hand-written seeds) are ever held out and scored; the rest (public small talk) is
 * always trained on, since it is a corpus of one label, not a sample of what the head meets.
 */
export function crossValidate(
  set: TrainingSet,
  scored: number,
  classes: number,
  folds: number,
  options: TrainOptions,
): CvScore {
  const f1s: number[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const isHeld = (i: number) => i < scored && i % folds === fold;
    const kept = set.xs.flatMap((_, i) => (isHeld(i) ? [] : [i]));
    const model = train(
      kept.map((i) => set.xs[i] as Float32Array),
      kept.map((i) => set.ys[i] ?? 0),
      classes,
      options,
      set.weights === null ? null : kept.map((i) => set.weights?.[i] ?? 1),
    );
    const held = set.xs.flatMap((_, i) => (isHeld(i) ? [i] : []));
    const guesses = held.map((i) => predict(model, set.xs[i] ?? new Float32Array()));
    f1s.push(
      macroF1(
        held.map((i) => set.ys[i] ?? 0),
        guesses,
        classes,
      ),
    );
  }
  return { l2: options.l2, ...meanAndStandardError(f1s) };
}

/**
 * The strongest penalty whose cross-validated score is within one standard error of the
 * best one (the "one standard error" rule): a few hundred seeds cannot tell the weaker
 * penalties apart, and the weaker the penalty, the more the head leans on the seeds' own wording.
 */
export function oneStandardErrorChoice(scores: readonly CvScore[]): CvScore {
  const best = scores.reduce((a, b) => (b.mean > a.mean ? b : a));
  return scores
    .filter((s) => s.mean >= best.mean - best.standardError)
    .reduce((a, b) => (b.l2 > a.l2 ? b : a));
}
