import { describe, expect, it } from 'vitest';

import { foldMemoryLabels, summariseClassification } from './classify-metrics';

describe('summariseClassification', () => {
  const summary = summariseClassification([
    { truth: 'plan', predicted: 'plan' },
    { truth: 'plan', predicted: 'none' },
    { truth: 'none', predicted: 'none' },
    { truth: 'none', predicted: 'plan' },
    { truth: 'idea', predicted: 'idea' },
  ]);

  it('counts accuracy, per-label precision, recall and F1, and the confusion matrix', () => {
    expect(summary.accuracy).toBeCloseTo(3 / 5);
    expect(summary.perLabel.plan).toMatchObject({ precision: 0.5, recall: 0.5, support: 2 });
    expect(summary.perLabel.none.f1).toBeCloseTo(0.5);
    expect(summary.confusion.plan.none).toBe(1);
    expect(summary.confusion.none.plan).toBe(1);
  });

  it('averages F1 over the labels present in the truth only', () => {
    // plan 0.5, none 0.5, idea 1.0; decision, question and insight never occur.
    expect(summary.macroF1).toBeCloseTo(2 / 3);
  });
});

describe('foldMemoryLabels', () => {
  it('scores a fact or habit verdict as none where the gold labels have neither', () => {
    const { predictions, folded } = foldMemoryLabels([
      { truth: 'plan', predicted: 'habit' },
      { truth: 'none', predicted: 'fact' },
      { truth: 'idea', predicted: 'idea' },
    ]);
    expect(folded).toBe(2);
    expect(predictions.map((p) => p.predicted)).toEqual(['none', 'none', 'idea']);
  });

  it('keeps them where the file labels facts and habits', () => {
    const given = [
      { truth: 'fact', predicted: 'habit' },
      { truth: 'none', predicted: 'fact' },
    ] as const;
    expect(foldMemoryLabels(given)).toEqual({ predictions: given, folded: null });
  });
});
