import { describe, expect, it } from 'vitest';

import { summariseClassification } from './classify-metrics';

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
