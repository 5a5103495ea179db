import { describe, expect, it } from 'vitest';

import { balancedWeights } from './example-weights';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('balancedWeights', () => {
  // Labels 0 and 1 are items, 2 is none: one item seed, three of the other, four none seeds.
  const seeds = [0, 1, 1, 1, 2, 2, 2, 2];

  it('gives every label the same total weight, however many seeds it has', () => {
    const weights = balancedWeights(seeds, 0, 2, 3, 0.5);
    const total = (label: number) => sum(weights.filter((_, i) => seeds[i] === label));
    expect(total(0)).toBeCloseTo(total(1), 9);
    expect(total(1)).toBeCloseTo(total(2), 9);
    expect(sum(weights)).toBeCloseTo(seeds.length, 9);
  });

  it('splits the none weight between the seeds and the public lines by the share given', () => {
    const weights = balancedWeights(seeds, 10, 2, 3, 0.25);
    const noneSeeds = sum(weights.slice(4, 8));
    const publicLines = sum(weights.slice(8));
    expect(weights).toHaveLength(18);
    expect(publicLines / (noneSeeds + publicLines)).toBeCloseTo(0.25, 9);
    expect(noneSeeds + publicLines).toBeCloseTo(sum(weights.slice(0, 1)), 9);
  });
});
