import { describe, expect, it } from 'vitest';

import { applyDismissals, DISMISSAL_PENALTY } from './dismissal';

const hits = [
  { id: 'passport', score: 0.45 },
  { id: 'poetry', score: 0.6 },
  { id: 'visa', score: 0.4 },
];

describe('applyDismissals', () => {
  it('changes nothing without dismissals', () => {
    expect(applyDismissals(hits, () => null, 0.35)).toEqual([hits[1], hits[0], hits[2]]);
  });

  it('drops a dismissed item that no longer clears the threshold, for alike drafts only', () => {
    const similarity = (id: string) => (id === 'passport' ? 0.9 : id === 'visa' ? 0.5 : null);
    const shown = applyDismissals(hits, similarity, 0.35);
    expect(shown.map((hit) => hit.id)).toEqual(['poetry', 'visa']);
  });

  it('keeps a dismissed item that still matches closely, lowered and reordered', () => {
    const shown = applyDismissals(hits, (id) => (id === 'poetry' ? 0.8 : null), 0.35);
    expect(shown.map((hit) => hit.id)).toEqual(['passport', 'poetry', 'visa']);
    expect(shown[1]?.score).toBeCloseTo(0.6 - DISMISSAL_PENALTY);
  });

  it('orders by the order given, lowered by the same penalty, and gates on the score', () => {
    // The second view put visa first; passport was dismissed for a draft like this one.
    const order = new Map([
      ['visa', 0.5],
      ['passport', 0.45],
      ['poetry', 0.3],
    ]);
    const similarity = (id: string) => (id === 'passport' ? 0.9 : null);
    const shown = applyDismissals(hits, similarity, 0.35, (hit) => order.get(hit.id) ?? 0);
    expect(shown.map((hit) => hit.id)).toEqual(['visa', 'poetry']);
    expect(shown.map((hit) => hit.score)).toEqual([0.4, 0.6]);
  });
});
