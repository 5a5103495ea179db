import { describe, expect, it } from 'vitest';

import { buildLexicalIndex } from '../recall/lexical';
import { EpisodeLexicalIndex } from './episode-lexical';

const DOCS = [
  { id: 'a', text: 'the visa interview is on friday' },
  { id: 'b', text: 'visa forms are a pain, visa photos too' },
  { id: 'c', text: 'pottery class was fun' },
  { id: 'd', text: '下周去大阪的签证还没办' },
  { id: 'e', text: 'friday: pottery, then the interview prep' },
  { id: 'f', text: 'nothing in common here' },
];

/** The general index's answer as the episodic search used it: sorted, best k. */
function expected(query: string, k: number, filter: (id: string) => boolean = () => true) {
  return buildLexicalIndex(DOCS)
    .score(query)
    .filter((hit) => filter(hit.id))
    .sort((x, y) => y.score - x.score)
    .slice(0, k);
}

describe('EpisodeLexicalIndex', () => {
  const index = new EpisodeLexicalIndex();
  DOCS.forEach((doc) => index.add(doc.id, doc.text));

  it.each(['visa interview', 'friday pottery', '签证', 'visa visa', 'absent words'])(
    'scores "%s" as the general BM25 index does',
    (query) => {
      const got = index.topK(query, 10);
      const want = expected(query, 10);
      expect(got.map((hit) => hit.id)).toEqual(want.map((hit) => hit.id));
      got.forEach((hit, i) => expect(hit.score).toBeCloseTo(want[i]?.score ?? Number.NaN, 10));
    },
  );

  it('keeps the best k that pass the filter', () => {
    const notA = (id: string) => id !== 'a';
    expect(index.topK('visa interview friday', 2, notA)).toEqual(
      expected('visa interview friday', 2, notA),
    );
  });

  it('grows a document at a time, scoring as a rebuild would, and ignores a repeated id', () => {
    const growing = new EpisodeLexicalIndex();
    DOCS.slice(0, 3).forEach((doc) => growing.add(doc.id, doc.text));
    expect(growing.topK('pottery', 5).map((hit) => hit.id)).toEqual(['c']);
    DOCS.slice(3).forEach((doc) => growing.add(doc.id, doc.text));
    growing.add('a', 'pottery pottery pottery');
    expect(growing.size).toBe(DOCS.length);
    expect(growing.topK('pottery', 5)).toEqual(expected('pottery', 5));
  });

  it('answers nothing for an empty index or an empty query', () => {
    expect(new EpisodeLexicalIndex().topK('visa', 5)).toEqual([]);
    expect(index.topK('', 5)).toEqual([]);
  });
});
