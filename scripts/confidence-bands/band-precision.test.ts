import { describe, expect, it } from 'vitest';

import { scoreCuts, type Offered } from './band-precision';

const offered: Offered[] = [
  { truth: 'plan', predicted: 'plan', confidence: 0.9 },
  { truth: 'idea', predicted: 'plan', confidence: 0.7 },
  { truth: 'none', predicted: 'idea', confidence: 0.4 },
  { truth: 'question', predicted: 'question', confidence: 0.3 },
  // Not a candidate: the app never offers a sentence labelled none.
  { truth: 'plan', predicted: 'none', confidence: 0.95 },
];

describe('precision per confidence band', () => {
  it('splits the candidates at the cut and scores items and types apart', () => {
    const [scores] = scoreCuts(offered, [0.5]);
    expect(scores?.likely).toEqual({ count: 2, itemPrecision: 1, typePrecision: 0.5 });
    expect(scores?.maybe).toEqual({ count: 2, itemPrecision: 0.5, typePrecision: 0.5 });
  });

  it('puts a candidate exactly at the cut in "likely", and scores an empty band as 0', () => {
    const [scores] = scoreCuts(offered, [0.9]);
    expect(scores?.likely.count).toBe(1);
    const [high] = scoreCuts(offered, [0.99]);
    expect(high?.likely).toEqual({ count: 0, itemPrecision: 0, typePrecision: 0 });
  });
});
