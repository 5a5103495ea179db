import { describe, expect, it } from 'vitest';

import { buildLexicalIndex } from './lexical';

const docs = [
  { id: 'grpo', text: 'Try GRPO training next week' },
  { id: 'pg', text: 'From today on we use PostgreSQL' },
  { id: 'poetry', text: 'Build a poetry recommender one day' },
  { id: 'zh', text: '下周想试一下 GRPO 训练' },
];

const scoresOf = (query: string) =>
  Object.fromEntries(
    buildLexicalIndex(docs)
      .score(query)
      .map((hit) => [hit.id, hit.score]),
  );

describe('buildLexicalIndex', () => {
  it('ranks the document sharing the rare words first and leaves out the ones sharing none', () => {
    const scores = scoresOf('when should I start the GRPO training?');
    expect(Object.keys(scores).sort()).toEqual(['grpo', 'zh']);
    expect(scores.grpo).toBeGreaterThan(scores.zh ?? 1);
  });

  it('scores in [0, 1], reaching 1 when the document holds the whole query', () => {
    const scores = scoresOf('PostgreSQL');
    expect(scores.pg).toBe(1);
    for (const score of Object.values(scoresOf('try poetry training week PostgreSQL'))) {
      expect(score).toBeGreaterThan(0);
      expect(score).toBeLessThan(1);
    }
  });

  it('keeps an absolute scale: unmatched query words lower the score', () => {
    const focused = scoresOf('poetry recommender').poetry ?? 0;
    const diluted = scoresOf('poetry recommender, and also groceries laundry taxes').poetry ?? 0;
    expect(diluted).toBeGreaterThan(0);
    expect(diluted).toBeLessThan(focused);
  });

  it('matches Chinese through character bigrams, whatever the word boundaries', () => {
    const scores = scoresOf('训练什么时候开始？');
    expect(Object.keys(scores)).toEqual(['zh']);
  });

  it('scores nothing for an empty query or an empty set', () => {
    expect(buildLexicalIndex(docs).score('')).toEqual([]);
    expect(buildLexicalIndex([]).score('GRPO')).toEqual([]);
  });
});
