import { describe, expect, it } from 'vitest';

import { calibrateThreshold, shareAtOrAbove } from './threshold';

describe('calibrateThreshold', () => {
  const negatives = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95];
  const positives = [0.35, 0.55, 0.85, 0.92, 0.97, 0.99];

  it('keeps false alarms within the target and recall as high as that allows', () => {
    const result = calibrateThreshold(positives, negatives, 0.2);
    expect(result.falseAlarmRate).toBeLessThanOrEqual(0.2);
    expect(result.falseAlarmRate).toBe(0.2);
    // Two negatives (0.9, 0.95) may pass; 0.8 must not: halfway to the next sample, 0.85.
    expect(result.threshold).toBeCloseTo(0.825);
    expect(result.recall).toBeCloseTo(4 / 6);
  });

  it('is strict with a zero target', () => {
    const result = calibrateThreshold(positives, negatives, 0);
    expect(result.falseAlarmRate).toBe(0);
    expect(result.threshold).toBeGreaterThan(0.95);
    expect(result.recall).toBeCloseTo(2 / 6);
  });

  it('does not let one of two tied negatives through when only one may pass', () => {
    const result = calibrateThreshold([0.9], [0.5, 0.5, 0.1], 0.34);
    expect(result.falseAlarmRate).toBe(0);
    expect(result.threshold).toBeCloseTo(0.7);
  });

  it('lets every ranked positive through when every negative may pass', () => {
    const result = calibrateThreshold([0.4, -Infinity, 0.6], [0.5], 1);
    expect(result.threshold).toBe(0.4);
    expect(result.recall).toBeCloseTo(2 / 3);
  });

  it('sits just above the top negative when no sample is higher', () => {
    const result = calibrateThreshold([0.2], [0.9], 0);
    expect(result.threshold).toBeGreaterThan(0.9);
    expect(result.recall).toBe(0);
  });
});

describe('shareAtOrAbove', () => {
  it('counts scores at or above the threshold', () => {
    expect(shareAtOrAbove([0.1, 0.5, 0.9, 0.5], 0.5)).toBe(0.75);
    expect(shareAtOrAbove([], 0.5)).toBe(0);
  });
});
