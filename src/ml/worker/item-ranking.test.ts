import { describe, expect, it } from 'vitest';

import { buildLexicalIndex } from '../../domain/recall/lexical';
import { hanShare } from '../../domain/recall/language';
import { sharedWordsWeight } from '../../domain/recall/shared-words';
import { VectorIndex } from '../../domain/recall/vector-index';
import { rankItemsDense, type ItemPool } from './item-ranking';

/*
 * The panel's list: the cosine, with the words a mostly Chinese draft shares with an item
 * added to it (shared-words.ts); an English draft's list is the cosine alone.
 */
const TEXTS: Record<string, string> = {
  dentist: '周四下午去看牙医 dentist',
  visa: '下个月办签证 visa',
};

function poolOf(secondView: ItemPool['secondView'] = null): ItemPool {
  const vectors = new VectorIndex(2, 4, 'js');
  // The same cosine with any query along (1, 0): only the words can tell them apart.
  vectors.add('dentist', Float32Array.from([0.6, 0.8]));
  vectors.add('visa', Float32Array.from([0.6, -0.8]));
  // Below the bar (0.5) by the first view's cosine.
  vectors.add('gym', Float32Array.from([0.3, Math.sqrt(1 - 0.09)]));
  const lexical = buildLexicalIndex(Object.entries(TEXTS).map(([id, text]) => ({ id, text })));
  return {
    vectors,
    // The visa is newer: with equal relevance it comes first.
    saidAtOf: (id) => (id === 'visa' ? 200 : 100),
    wordsWeightOf: sharedWordsWeight,
    crossLingualOffset: 0,
    hanShareOf: (id) => hanShare(TEXTS[id] ?? ''),
    lexicalScores: (query, isWanted) => lexical.score(query).filter((hit) => isWanted(hit.id)),
    secondView,
  };
}

const rank = (query: string) =>
  rankItemsDense(
    poolOf(),
    Float32Array.from([1, 0]),
    { query, k: 5, thresholds: { dense: 0.5, lexical: 0.2 } },
    () => true,
  ).map((candidate) => [candidate.id, Math.round(candidate.relevance * 1000) / 1000]);

describe('rankItemsDense', () => {
  it('adds the words a Chinese draft shares with an item to its cosine', () => {
    const ranked = rank('牙医那边说周四可以');
    expect(ranked[0]?.[0]).toBe('dentist');
    expect(ranked[0]?.[1]).toBeGreaterThan(0.6);
    expect(ranked[1]).toEqual(['visa', 0.6]);
  });

  it('ranks an English draft by the cosine alone, the newer first on a tie', () => {
    expect(rank('the dentist said Thursday works')).toEqual([
      ['visa', 0.6],
      ['dentist', 0.6],
    ]);
  });

  it('orders by both views where there is a second, and gates on the first view alone', () => {
    const secondView = (_query: string, ids: readonly string[]) =>
      new Map(ids.map((id) => [id, id === 'dentist' ? 0.7 : id === 'gym' ? 0.99 : 0.1]));
    const asked: string[][] = [];
    const ranked = rankItemsDense(
      poolOf((query, ids) => {
        asked.push([...ids]);
        return secondView(query, ids);
      }),
      Float32Array.from([1, 0]),
      { query: 'the dentist said Thursday works', k: 5, thresholds: { dense: 0.5, lexical: 0.2 } },
      () => true,
    );
    expect(ranked.map((candidate) => candidate.id)).toEqual(['dentist', 'visa']);
    // The bar and the score shown stay the first view's cosine; the order is the fused one.
    expect(ranked.map((candidate) => candidate.relevance)).toEqual([
      expect.closeTo(0.6),
      expect.closeTo(0.6),
    ]);
    expect(ranked[0]?.order).toBeGreaterThan(ranked[1]?.order ?? Infinity);
    // Only the items past the bar are embedded in the second view.
    expect(asked).toEqual([expect.arrayContaining(['dentist', 'visa'])]);
    expect(asked[0]).not.toContain('gym');
  });
});

/*
 * Across languages: the built-in model scores a pair in two languages lower than the same
 * pair in one (cross-lingual.ts), so such a pair gets the offset before the bar reads it.
 */
describe('rankItemsDense across languages', () => {
  const query = 'should I book the flights for the trip to see grandma';
  const chineseIds = new Set(['flights-zh']);
  // Sixty English items just above the Chinese one by raw cosine: the first pool is full.
  function bilingualPool(offset: number): ItemPool {
    const vectors = new VectorIndex(2, 64, 'js');
    for (let i = 0; i < 60; i += 1) vectors.add(`en-${i}`, unit(0.42 + i * 0.001));
    vectors.add('flights-zh', unit(0.4));
    return {
      vectors,
      saidAtOf: () => 100,
      wordsWeightOf: () => 0,
      crossLingualOffset: offset,
      hanShareOf: (id) => (chineseIds.has(id) ? 1 : 0),
      lexicalScores: () => [],
      secondView: null,
    };
  }
  const rankWith = (offset: number, isRendering = false) =>
    rankItemsDense(
      bilingualPool(offset),
      Float32Array.from([1, 0]),
      { query, k: 5, thresholds: { dense: 0.5, lexical: 0.2 }, isRendering },
      () => true,
    );

  it('shows nothing in the other language on the raw cosine (0.4 under a bar of 0.5)', () => {
    expect(rankWith(0)).toEqual([]);
  });

  it('finds the memory in the other language beyond the first pool and lifts it past the bar', () => {
    const ranked = rankWith(0.2);
    expect(ranked.map((candidate) => candidate.id)).toEqual(['flights-zh']);
    expect(ranked[0]?.relevance).toBeCloseTo(0.6);
  });

  it('searches the other language among the wanted items only', () => {
    const ranked = rankItemsDense(
      bilingualPool(0.2),
      Float32Array.from([1, 0]),
      { query, k: 5, thresholds: { dense: 0.5, lexical: 0.2 } },
      (id) => id !== 'flights-zh',
    );
    expect(ranked).toEqual([]);
  });

  it('does not calibrate a rendering of another query (Search’s word bridge)', () => {
    expect(rankWith(0.2, true)).toEqual([]);
  });
});

/** A unit vector whose cosine with (1, 0) is `cosine`. */
function unit(cosine: number): Float32Array {
  return Float32Array.from([cosine, Math.sqrt(1 - cosine * cosine)]);
}
