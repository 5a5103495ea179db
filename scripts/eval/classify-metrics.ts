import { CAPTURE_LABELS, isMemoryLabel, type CaptureLabel } from '../../src/domain/capture/labels';

export type LabelScores = { precision: number; recall: number; f1: number; support: number };

/** What one set of predictions scored: FORMAT.md's classification metrics. */
export type ClassifySummary = {
  cases: number;
  accuracy: number;
  macroF1: number;
  perLabel: Record<CaptureLabel, LabelScores>;
  /** confusion[truth][predicted] = count. */
  confusion: Record<CaptureLabel, Record<CaptureLabel, number>>;
};

export type Prediction = { truth: CaptureLabel; predicted: CaptureLabel };

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}

function emptyRow(): Record<CaptureLabel, number> {
  return { plan: 0, idea: 0, decision: 0, question: 0, insight: 0, fact: 0, habit: 0, none: 0 };
}

export function summariseClassification(predictions: readonly Prediction[]): ClassifySummary {
  const confusion = {} as Record<CaptureLabel, Record<CaptureLabel, number>>;
  for (const label of CAPTURE_LABELS) confusion[label] = emptyRow();
  for (const { truth, predicted } of predictions) confusion[truth][predicted] += 1;
  const perLabel = {} as Record<CaptureLabel, LabelScores>;
  for (const label of CAPTURE_LABELS) {
    const truePositives = confusion[label][label];
    const predictedAs = CAPTURE_LABELS.reduce((sum, truth) => sum + confusion[truth][label], 0);
    const support = CAPTURE_LABELS.reduce((sum, other) => sum + confusion[label][other], 0);
    const precision = ratio(truePositives, predictedAs);
    const recall = ratio(truePositives, support);
    perLabel[label] = {
      precision,
      recall,
      f1: ratio(2 * precision * recall, precision + recall),
      support,
    };
  }
  // Macro-F1 over the labels that occur in the truth, so a subset without some label is fair.
  const present = CAPTURE_LABELS.filter((label) => perLabel[label].support > 0);
  const correct = predictions.filter((p) => p.truth === p.predicted).length;
  return {
    cases: predictions.length,
    accuracy: ratio(correct, predictions.length),
    macroF1: ratio(
      present.reduce((sum, label) => sum + perLabel[label].f1, 0),
      present.length,
    ),
    perLabel,
    confusion,
  };
}

/**
 * A file whose gold labels hold no fact and no habit (the five-type sets) asks only "which
 * item, or not an item": there a fact or habit verdict is scored as `none`, since the app
 * offers no item for it. Files that label facts and habits score those labels as they are.
 */
export function foldMemoryLabels(predictions: readonly Prediction[]): {
  predictions: Prediction[];
  folded: number | null;
} {
  if (predictions.some((p) => isMemoryLabel(p.truth))) {
    return { predictions: [...predictions], folded: null };
  }
  let folded = 0;
  const out = predictions.map((p) => {
    if (!isMemoryLabel(p.predicted)) return p;
    folded += 1;
    return { ...p, predicted: 'none' as const };
  });
  return { predictions: out, folded };
}
