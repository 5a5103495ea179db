import { describe, expect, it } from 'vitest';

import { gaussianDecay, rankEpisodes, type EpisodeCandidate } from './episodic-rank';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 1_000 * DAY;
const THRESHOLDS = { dense: 0.35, lexical: 0.2 };
const options = { thresholds: THRESHOLDS, k: 5, now: NOW, widthDays: 30, range: null };

const episode = (id: string, daysAgo: number, dense: number, lexical = 0): EpisodeCandidate => ({
  id,
  at: NOW - daysAgo * DAY,
  dense,
  lexical,
});

describe('gaussianDecay', () => {
  it('is 1 now, about 0.61 at one width and 0.14 at two', () => {
    expect(gaussianDecay(0, 30)).toBe(1);
    expect(gaussianDecay(30 * DAY, 30)).toBeCloseTo(Math.exp(-0.5), 6);
    expect(gaussianDecay(60 * DAY, 30)).toBeCloseTo(Math.exp(-2), 6);
  });

  it('treats a future time as now, and a width of 0 as no decay', () => {
    expect(gaussianDecay(-5 * DAY, 30)).toBe(1);
    expect(gaussianDecay(400 * DAY, 0)).toBe(1);
  });
});

describe('rankEpisodes', () => {
  it('shows an episode when either score clears its threshold, and nothing else', () => {
    const ranked = rankEpisodes(
      [episode('meaning', 1, 0.5), episode('words', 1, 0.1, 0.6), episode('neither', 1, 0.3, 0.1)],
      options,
    );
    expect(ranked.map((r) => r.id).sort()).toEqual(['meaning', 'words']);
  });

  it('puts an episode found both ways above one found one way', () => {
    const ranked = rankEpisodes(
      [episode('dense-only', 2, 0.7), episode('both', 2, 0.6, 0.5)],
      options,
    );
    expect(ranked[0]?.id).toBe('both');
  });

  it('lowers old episodes: an equal match from a year ago ranks below last week’s', () => {
    const ranked = rankEpisodes([episode('old', 365, 0.6), episode('recent', 7, 0.55)], options);
    expect(ranked.map((r) => r.id)).toEqual(['recent', 'old']);
    expect(ranked[1]?.decay).toBeLessThan(0.01);
  });

  it('keeps to a named range, counting the decay from its end', () => {
    const range = { from: NOW - 14 * DAY, to: NOW - 7 * DAY, phrase: 'last week' };
    const ranked = rankEpisodes(
      [episode('in range', 10, 0.4), episode('too recent', 2, 0.9), episode('too old', 20, 0.9)],
      { ...options, range },
    );
    expect(ranked.map((r) => r.id)).toEqual(['in range']);
    expect(ranked[0]?.decay).toBeCloseTo(gaussianDecay(3 * DAY, 30), 6);
  });

  it('returns at most k', () => {
    const many = Array.from({ length: 10 }, (_, i) => episode(`e${i}`, i, 0.5 + i / 100));
    expect(rankEpisodes(many, { ...options, k: 3 })).toHaveLength(3);
  });
});
