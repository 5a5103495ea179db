import { describe, expect, it } from 'vitest';

import type { CallResult } from '../../ml/protocol';
import { bridgedQuery, mergeFound } from './search-bridge';

type Found = CallResult<'recall-memory'>;

function found(hits: [string, number][], episodes: [string, number][] = []): Found {
  return {
    hits: hits.map(([id, score]) => ({ id, score })),
    scorer: 'dense',
    episodes: episodes.map(([id, score]) => ({
      id,
      score,
      dense: score,
      lexical: 0,
      decay: 1,
      at: 0,
    })),
    memories: [],
    fused: [],
    timeRange: null,
    tookMs: 1,
    stageMs: { embed: 1, items: 0, episodesDense: 0, episodesLexical: 0, memories: 0 },
  };
}

describe('search across languages', () => {
  it('keeps each hit once, at its best score, best first', () => {
    const merged = mergeFound(
      found(
        [
          ['a', 0.3],
          ['b', 0.5],
        ],
        [['e', 0.2]],
      ),
      [
        found(
          [
            ['c', 0.6],
            ['a', 0.4],
          ],
          [['e', 0.1]],
        ),
      ],
    );
    expect(merged.hits).toEqual([
      { id: 'c', score: 0.6 },
      { id: 'b', score: 0.5 },
      { id: 'a', score: 0.4 },
    ]);
    expect(merged.episodes.map((hit) => [hit.id, hit.score])).toEqual([['e', 0.2]]);
  });

  it('renders a query only when the bridge knows a word of it', () => {
    const bridge = { enZh: { pancake: ['煎饼', '葱油饼'] }, zhEn: {} };
    expect(bridgedQuery(bridge, 'pancake')).toBe('煎饼 葱油饼');
    expect(bridgedQuery(bridge, 'ferry')).toBeNull();
    expect(bridgedQuery(null, 'pancake')).toBeNull();
  });
});
