import { describe, expect, it } from 'vitest';

import { TopK } from './top-k';

function keep(capacity: number, scores: readonly number[]) {
  const top = new TopK(capacity);
  scores.forEach((score, slot) => top.offer(score, slot));
  return top.drain();
}

describe('TopK', () => {
  it('keeps the k best scores, best first', () => {
    const kept = keep(3, [0.1, 0.9, 0.4, 0.7, 0.2, 0.8]);
    expect(kept).toEqual([
      { slot: 1, score: 0.9 },
      { slot: 5, score: 0.8 },
      { slot: 3, score: 0.7 },
    ]);
  });

  it('matches a full sort on many random scores', () => {
    const scores = Array.from({ length: 500 }, (_, i) => (Math.sin(i * 12.9898) * 43758.5453) % 1);
    const expected = scores
      .map((score, slot) => ({ slot, score }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 17);
    expect(keep(17, scores)).toEqual(expected);
  });

  it('resolves equal scores to the earlier slot', () => {
    expect(keep(2, [0.5, 0.5, 0.5]).map((hit) => hit.slot)).toEqual([0, 1]);
  });

  it('holds fewer than k when fewer were offered', () => {
    expect(keep(10, [0.3, 0.6])).toEqual([
      { slot: 1, score: 0.6 },
      { slot: 0, score: 0.3 },
    ]);
  });

  it('treats a zero, negative or NaN capacity as keeping nothing', () => {
    expect(keep(0, [1, 2])).toEqual([]);
    expect(keep(-3, [1, 2])).toEqual([]);
    expect(keep(Number.NaN, [1, 2])).toEqual([]);
  });

  it('says whether a score would enter', () => {
    const top = new TopK(1);
    expect(top.accepts(-5)).toBe(true);
    top.offer(0.5, 0);
    expect(top.accepts(0.4)).toBe(false);
    expect(top.accepts(0.5)).toBe(false);
    expect(top.accepts(0.6)).toBe(true);
  });
});
