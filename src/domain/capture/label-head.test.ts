import { describe, expect, it } from 'vitest';

import { headVote, isLabelHead, type LabelHead } from './label-head';
import { CAPTURE_LABELS } from './labels';

const head: LabelHead = {
  modelId: 'm@1',
  labels: CAPTURE_LABELS,
  dims: 2,
  weights: CAPTURE_LABELS.map((label) =>
    label === 'plan' ? [2, 0] : label === 'none' ? [0, 2] : [0, 0],
  ),
  bias: CAPTURE_LABELS.map(() => 0),
};

describe('headVote', () => {
  it('gives each label its softmax probability', () => {
    const vote = headVote(head, Float32Array.from([1, 0]));
    const total = CAPTURE_LABELS.reduce((sum, label) => sum + vote[label], 0);
    expect(total).toBeCloseTo(1, 6);
    expect(vote.plan).toBeCloseTo(Math.exp(2) / (Math.exp(2) + CAPTURE_LABELS.length - 1), 6);
    expect(headVote(head, Float32Array.from([0, 1])).none).toBeGreaterThan(0.5);
  });
});

describe('isLabelHead', () => {
  it('accepts a well-formed head and refuses damaged ones', () => {
    expect(isLabelHead(head)).toBe(true);
    expect(isLabelHead({ ...head, bias: [0] })).toBe(false);
    expect(isLabelHead({ ...head, weights: head.weights.slice(1) })).toBe(false);
    expect(
      isLabelHead({ ...head, labels: CAPTURE_LABELS.map((l) => (l === 'fact' ? 'x' : l)) }),
    ).toBe(false);
    // A head trained before fact and habit were labels is refused, not read misaligned.
    expect(
      isLabelHead({ ...head, labels: CAPTURE_LABELS.filter((l) => l !== 'fact' && l !== 'habit') }),
    ).toBe(false);
    expect(isLabelHead(null)).toBe(false);
  });
});
