import { describe, expect, it } from 'vitest';

import { rankForRecall, type RecallCandidate } from './rank';

const DAY = 86_400_000;
const c = (id: string, relevance: number, daysAgo: number): RecallCandidate => ({
  id,
  relevance,
  saidAt: 1_700_000_000_000 - daysAgo * DAY,
});
const ids = (ranked: readonly RecallCandidate[]) => ranked.map((candidate) => candidate.id);
const open = { threshold: 0, k: 10 };

describe('rankForRecall', () => {
  it('orders by relevance only: an old item is never pushed below a less relevant new one', () => {
    const ranked = rankForRecall([c('new', 0.4, 1), c('old', 0.6, 90), c('mid', 0.5, 30)], open);
    expect(ids(ranked)).toEqual(['old', 'mid', 'new']);
  });

  it('puts the newer first when relevances tie within epsilon', () => {
    const ranked = rankForRecall([c('older', 0.7, 40), c('newer', 0.6995, 2)], open);
    expect(ids(ranked)).toEqual(['newer', 'older']);
    expect(ranked.map((r) => r.relevance)).toEqual([0.6995, 0.7]); // scores untouched
  });

  it('groups ties from the top, so an epsilon chain does not reorder distant scores', () => {
    const ranked = rankForRecall([c('a', 0.5, 30), c('b', 0.4992, 20), c('c', 0.4984, 1)], {
      ...open,
      epsilon: 1e-3,
    });
    // b ties with a; c is within epsilon of b but not of a, the group's leader.
    expect(ids(ranked)).toEqual(['b', 'a', 'c']);
  });

  it('shows nothing when the best is below the threshold, and cuts items below it', () => {
    const candidates = [c('a', 0.3, 1), c('b', 0.2, 1)];
    expect(rankForRecall(candidates, { threshold: 0.31, k: 5 })).toEqual([]);
    expect(ids(rankForRecall(candidates, { threshold: 0.25, k: 5 }))).toEqual(['a']);
    expect(ids(rankForRecall(candidates, { threshold: 0.3, k: 5 }))).toEqual(['a']);
  });

  it('caps at k, also inside a tie group', () => {
    const candidates = [c('a', 0.9, 5), c('b', 0.9, 1), c('c', 0.9, 3), c('d', 0.1, 0)];
    expect(ids(rankForRecall(candidates, { threshold: 0, k: 2 }))).toEqual(['b', 'c']);
    expect(rankForRecall(candidates, { threshold: 0, k: 0 })).toEqual([]);
  });

  it('never shows a NaN relevance and does not mutate its input', () => {
    const candidates = [c('nan', Number.NaN, 0), c('ok', 0.5, 0)];
    const before = [...candidates];
    expect(ids(rankForRecall(candidates, { threshold: -Infinity, k: 5 }))).toEqual(['ok']);
    expect(candidates).toEqual(before);
  });
});
