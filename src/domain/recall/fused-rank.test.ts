import { describe, expect, it } from 'vitest';

import { rankFused, type DualScoredCandidate } from './fused-rank';

const thresholds = { dense: 0.45, lexical: 0.2 };

function candidate(id: string, dense: number, lexical: number, saidAt = 0): DualScoredCandidate {
  return { id, dense, lexical, saidAt };
}

describe('rankFused', () => {
  it('lifts an item found both ways above one the cosine alone puts first', () => {
    const ranked = rankFused(
      [candidate('cosine-only', 0.62, 0), candidate('both', 0.58, 0.4), candidate('x', 0.5, 0)],
      { thresholds, k: 8 },
    );
    expect(ranked.map((c) => c.id)).toEqual(['both', 'cosine-only', 'x']);
  });

  it('shows an item sharing no word on its cosine alone, and gives the cosine', () => {
    const ranked = rankFused([candidate('english', 0.52, 0), candidate('weak', 0.3, 0)], {
      thresholds,
      k: 8,
    });
    expect(ranked).toEqual([{ id: 'english', relevance: 0.52, saidAt: 0 }]);
  });

  it('shows an item whose words match clearly even when its cosine is low', () => {
    const ranked = rankFused([candidate('words', 0.2, 0.35), candidate('none', 0.1, 0.05)], {
      thresholds,
      k: 8,
    });
    expect(ranked).toEqual([{ id: 'words', relevance: 0.2, saidAt: 0 }]);
  });

  it('shows nothing when no score clears its threshold', () => {
    expect(
      rankFused([candidate('a', 0.44, 0.19), candidate('b', 0.1, 0)], { thresholds, k: 8 }),
    ).toEqual([]);
  });

  it('breaks a tie by recency and stops at k', () => {
    const ranked = rankFused(
      [candidate('old', 0.5, 0, 1), candidate('new', 0.5, 0, 2), candidate('third', 0.46, 0, 3)],
      { thresholds, k: 2 },
    );
    expect(ranked.map((c) => c.id)).toEqual(['new', 'old']);
  });
});
