import { describe, expect, it } from 'vitest';

import { RRF_K, reciprocalRankFusion } from './fusion';

describe('reciprocalRankFusion', () => {
  it('sums 1 / (k + rank) over the lists', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b'],
      ['b', 'c'],
    ]);
    expect(fused.map((hit) => hit.id)).toEqual(['b', 'a', 'c']);
    expect(fused[0]?.score).toBeCloseTo(1 / (RRF_K + 2) + 1 / (RRF_K + 1));
    expect(fused[1]?.score).toBeCloseTo(1 / (RRF_K + 1));
    expect(fused[2]?.score).toBeCloseTo(1 / (RRF_K + 2));
  });

  it('lets an id found by several lists beat one ranked first by a single list', () => {
    const fused = reciprocalRankFusion([
      ['solo', 'both'],
      ['x', 'both'],
      ['y', 'both'],
    ]);
    expect(fused[0]?.id).toBe('both');
  });

  it('counts an id repeated in one list at its best rank only', () => {
    const [hit] = reciprocalRankFusion([['a', 'a', 'a']]);
    expect(hit?.score).toBeCloseTo(1 / (RRF_K + 1));
  });

  it('honours a custom k and keeps first appearance on ties', () => {
    const fused = reciprocalRankFusion([['a'], ['b']], 1);
    expect(fused).toEqual([
      { id: 'a', score: 0.5 },
      { id: 'b', score: 0.5 },
    ]);
  });

  it('fuses nothing into nothing', () => {
    expect(reciprocalRankFusion([])).toEqual([]);
    expect(reciprocalRankFusion([[], []])).toEqual([]);
  });
});
