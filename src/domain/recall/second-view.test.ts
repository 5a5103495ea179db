import { describe, expect, it } from 'vitest';

import {
  fusedOrder,
  rankGatedByOrder,
  SECOND_VIEW_CANDIDATES,
  SECOND_VIEW_WEIGHT,
  secondViewCandidates,
  secondViewWeights,
} from './second-view';

describe('the second view', () => {
  it('weighs it by the languages of the draft and the memory', () => {
    const weightFor = (draft: boolean, memory: boolean) =>
      secondViewWeights(SECOND_VIEW_WEIGHT, draft, memory);
    expect(weightFor(false, false)).toBe(SECOND_VIEW_WEIGHT.english);
    expect(weightFor(true, true)).toBe(SECOND_VIEW_WEIGHT.chinese);
    expect(weightFor(false, true)).toBe(SECOND_VIEW_WEIGHT.crossLingual);
    expect(weightFor(true, false)).toBe(SECOND_VIEW_WEIGHT.crossLingual);
  });

  it('moves the weight of the first cosine to the second, keeping the shared-words term', () => {
    // cosine 0.5 with 0.03 of shared words; second view 0.2; weight 0.4: 0.6·0.5 + 0.4·0.2 + 0.03
    expect(fusedOrder(0.53, 0.5, 0.2, 0.4)).toBeCloseTo(0.41, 10);
    expect(fusedOrder(0.5, 0.5, 0.9, 0)).toBe(0.5);
  });

  it('lets the second view reorder two items the first view nearly ties', () => {
    const weight = SECOND_VIEW_WEIGHT.english;
    const movedAhead = fusedOrder(0.4, 0.4, 0.5, weight);
    const heldBack = fusedOrder(0.42, 0.42, 0.1, weight);
    expect(movedAhead).toBeGreaterThan(heldBack);
  });

  it('gates on the relevance, orders by the order, the newer first on a tie of order', () => {
    const candidates = [
      { id: 'passport', relevance: 0.5, order: 0.3, saidAt: 1 },
      { id: 'visa', relevance: 0.4, order: 0.45, saidAt: 1 },
      { id: 'photos', relevance: 0.36, order: 0.3, saidAt: 2 },
      { id: 'flights', relevance: 0.2, order: 0.9, saidAt: 1 },
    ];
    const ranked = rankGatedByOrder(candidates, { threshold: 0.35, k: 5 });
    expect(ranked.map((candidate) => candidate.id)).toEqual(['visa', 'photos', 'passport']);
    expect(ranked[0]).toEqual(candidates[1]);
    expect(rankGatedByOrder(candidates, { threshold: 0.35, k: 1 })).toEqual([candidates[1]]);
    expect(rankGatedByOrder(candidates, { threshold: 0.6, k: 5 })).toEqual([]);
  });

  it('reads only the best candidates past the bar in the second view', () => {
    const candidates = Array.from({ length: 30 }, (_, i) => ({
      id: `item-${i}`,
      relevance: 0.3 + i * 0.01,
      saidAt: 0,
    }));
    const read = secondViewCandidates(candidates, 0.35);
    expect(read).toHaveLength(SECOND_VIEW_CANDIDATES);
    expect(read[0]?.id).toBe('item-29');
    expect(read.every((candidate) => candidate.relevance >= 0.35)).toBe(true);
    expect(secondViewCandidates(candidates.slice(0, 8), 0.35).map((c) => c.id)).toEqual([
      'item-7',
      'item-6',
      'item-5',
    ]);
  });

  it('puts what the second view did not read after what it read, by relevance', () => {
    const ranked = rankGatedByOrder(
      [
        { id: 'unread-high', relevance: 0.9, order: null, saidAt: 0 },
        { id: 'read-low', relevance: 0.4, order: 0.2, saidAt: 0 },
        { id: 'unread-low', relevance: 0.5, order: null, saidAt: 0 },
        { id: 'read-high', relevance: 0.45, order: 0.6, saidAt: 0 },
      ],
      { threshold: 0.35, k: 10 },
    );
    expect(ranked.map((candidate) => candidate.id)).toEqual([
      'read-high',
      'read-low',
      'unread-high',
      'unread-low',
    ]);
    expect(ranked[2]?.order).toBeLessThanOrEqual(0.2);
  });
});
