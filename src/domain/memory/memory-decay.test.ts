import { describe, expect, it } from 'vitest';

import { effectiveWidthDays, memoryDecay } from './memory-decay';

const DAY = 24 * 60 * 60 * 1000;

describe('memoryDecay', () => {
  it('is 1 just after a use and falls with time unused', () => {
    expect(memoryDecay(0, 0, 0, 365)).toBe(1);
    const year = memoryDecay(0, 0, 365 * DAY, 365);
    expect(year).toBeCloseTo(Math.exp(-0.5), 6);
    expect(memoryDecay(0, 0, 730 * DAY, 365)).toBeLessThan(year);
  });

  it('fades a memory used often more slowly, up to twice the width', () => {
    expect(effectiveWidthDays(100, 0)).toBe(100);
    expect(effectiveWidthDays(100, 1)).toBeCloseTo(125, 6);
    expect(effectiveWidthDays(100, 3)).toBeCloseTo(150, 6);
    expect(effectiveWidthDays(100, 10_000)).toBe(200);
    expect(memoryDecay(0, 7, 365 * DAY, 365)).toBeGreaterThan(memoryDecay(0, 0, 365 * DAY, 365));
  });
});
