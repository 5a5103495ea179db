import { describe, expect, it } from 'vitest';

import { chooseThreshold } from './threshold';

const NONE = 2;

describe('chooseThreshold', () => {
  it('takes the lowest threshold whose said labels are precise enough', () => {
    const readings = [
      { truth: 0, guess: 0, probability: 0.9 },
      { truth: 0, guess: 0, probability: 0.7 },
      { truth: NONE, guess: 0, probability: 0.6 }, // a wrong "done", below 0.7
      { truth: 1, guess: 1, probability: 0.65 },
      { truth: NONE, guess: NONE, probability: 0.8 },
    ];
    const choice = chooseThreshold(readings, NONE, 0.9, [0.5, 0.6, 0.65, 0.7, 0.8]);
    expect(choice.threshold).toBe(0.65);
    expect(choice.precision).toBe(1);
    expect(choice.recall).toBe(1);
  });

  it('falls back to the strictest threshold when none is precise enough', () => {
    const readings = [{ truth: NONE, guess: 0, probability: 0.99 }];
    expect(chooseThreshold(readings, NONE, 0.9, [0.5, 0.9]).threshold).toBe(0.9);
  });
});
