import { describe, expect, it } from 'vitest';

import { confidenceWord, LIKELY_FROM } from './confidence-words';

describe('confidence in words', () => {
  it('reads "likely" from the cut up, "maybe" below it', () => {
    expect(confidenceWord(LIKELY_FROM)).toBe('likely');
    expect(confidenceWord(0.93)).toBe('likely');
    expect(confidenceWord(LIKELY_FROM - 0.001)).toBe('maybe');
    expect(confidenceWord(0.12)).toBe('maybe');
  });

  it('keeps the measured cut between the extremes, so both words can occur', () => {
    expect(LIKELY_FROM).toBeGreaterThan(0);
    expect(LIKELY_FROM).toBeLessThan(1);
    expect(confidenceWord(0)).toBe('maybe');
    expect(confidenceWord(1)).toBe('likely');
  });
});
