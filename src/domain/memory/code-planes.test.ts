import { describe, expect, it } from 'vitest';

import { createCodePlanes, type CodePlanes } from './code-planes';
import { MAX_SCORE_CHUNKS, QUERY_BITS } from './code-score-module';
import { codeScore, fitQuantiser, queryTables } from './quantiser';
import { queryPlanes } from './query-planes';

function random(seed: number): () => number {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) | 0);
}

const bitOf = (words: Int32Array, at: number, d: number) =>
  ((words[at + (d >>> 5)] as number) >>> (d & 31)) & 1;

/** The query weight of dimension `d` the planes hold, read back as a two's complement. */
function weightOf(planes: Int32Array, d: number): number {
  const word = d >>> 5;
  const chunkAt = (word >>> 2) * QUERY_BITS * 4 + (word & 3);
  let value = 0;
  for (let bit = 0; bit < QUERY_BITS; bit += 1) {
    const set = ((planes[chunkAt + bit * 4] as number) >>> (d & 31)) & 1;
    value += set * (bit === QUERY_BITS - 1 ? -(1 << bit) : 1 << bit);
  }
  return value;
}

/** Σ_plane 2^(3−plane) Σ_d bit × weight, in plain arithmetic. */
function referenceScore(codes: CodePlanes, words: number, row: number, planes: Int32Array): number {
  let score = 0;
  for (let d = 0; d < words * 32; d += 1) {
    const weight = weightOf(planes, d);
    score += 8 * bitOf(codes.codes, row * words, d) * weight;
    for (let plane = 1; plane < 4; plane += 1) {
      score += (8 >> plane) * bitOf(codes.low, (row * 3 + plane - 1) * words, d) * weight;
    }
  }
  return score;
}

function filled(words: number, count: number, next: () => number): CodePlanes {
  const codes = createCodePlanes(words, 16);
  codes.reserve(count);
  for (let i = 0; i < count * words; i += 1) codes.codes[i] = next();
  for (let i = 0; i < count * words * 3; i += 1) codes.low[i] = next();
  return codes;
}

describe('the SIMD scoring of a band', () => {
  it('gives each row the integer dot product of its four planes with the weights', () => {
    for (const words of [12, 8, 4]) {
      const next = random(words);
      const count = 300;
      const codes = filled(words, count, next);
      expect(codes.kind).toBe('simd');
      expect(codes.scoreBand).not.toBeNull();
      const planes = Int32Array.from({ length: words * QUERY_BITS }, next);
      codes.scan(Int32Array.from({ length: words }, next), count);
      const scored = new Map<number, number>();
      codes.scoreBand?.(0, words * 32 + 1, count, planes, (row, score) => scored.set(row, score));
      expect(scored.size).toBe(count);
      for (const [row, score] of scored) {
        expect(score).toBe(referenceScore(codes, words, row, planes));
      }
    }
  });

  it.each([12, 64, MAX_SCORE_CHUNKS * 4])(
    'does not overflow at %i words: every bit set, weights at their most negative',
    (words) => {
      const codes = createCodePlanes(words, 4);
      codes.codes.fill(-1, 0, words);
      codes.low.fill(-1, 0, words * 3);
      // Only the top (negative) bit of every weight: each weight is −2^(QUERY_BITS−1).
      const planes = new Int32Array(words * QUERY_BITS);
      for (let chunk = 0; chunk < words / 4; chunk += 1) {
        planes.fill(
          -1,
          (chunk * QUERY_BITS + QUERY_BITS - 1) * 4,
          (chunk * QUERY_BITS + QUERY_BITS) * 4,
        );
      }
      codes.scan(new Int32Array(words), 1);
      let got = Number.NaN;
      codes.scoreBand?.(0, words * 32 + 1, 1, planes, (_, score) => (got = score));
      expect(got).toBe(15 * words * 32 * -(1 << (QUERY_BITS - 1)));
    },
  );

  it('leaves the scoring to the index past MAX_SCORE_CHUNKS, keeping the SIMD scan', () => {
    const codes = createCodePlanes((MAX_SCORE_CHUNKS + 1) * 4, 4);
    expect(codes.kind).toBe('simd');
    expect(codes.scoreBand).toBeNull();
  });

  it('scores only the band, in row order, past the first slice of rows a call picks', () => {
    const words = 4;
    const count = 70_000;
    const next = random(3);
    const codes = filled(words, count, next);
    const query = Int32Array.from({ length: words }, next);
    const distances = codes.scan(query, count).slice();
    const planes = Int32Array.from({ length: words * QUERY_BITS }, next);
    const rows: number[] = [];
    codes.scoreBand?.(60, 64, count, planes, (row, score) => {
      rows.push(row);
      if (row % 97 === 0) expect(score).toBe(referenceScore(codes, words, row, planes));
    });
    const expected = [...distances.keys()].filter(
      (row) => (distances[row] as number) >= 60 && (distances[row] as number) < 64,
    );
    expect(rows).toEqual(expected);
    expect(rows.some((row) => row >= 65_536)).toBe(true);
  });

  it('keeps every plane of the rows written when it grows', () => {
    const words = 12;
    const next = random(9);
    const codes = filled(words, 100, next);
    const signs = codes.codes.slice(0, 100 * words);
    const low = codes.low.slice(0, 100 * words * 3);
    codes.reserve(5_000);
    expect(codes.codes.slice(0, 100 * words)).toEqual(signs);
    expect(codes.low.slice(0, 100 * words * 3)).toEqual(low);
    // New rows start as zeros: the encoder only sets bits.
    expect(codes.codes.subarray(100 * words).every((word) => word === 0)).toBe(true);
    expect(codes.low.subarray(100 * words * 3).every((word) => word === 0)).toBe(true);
  });

  it('is absent from the JavaScript planes, which the index scores itself', () => {
    expect(createCodePlanes(12, 4, 'js').scoreBand).toBeNull();
  });
});

describe('a query as weight planes', () => {
  const dims = 384;
  const next = random(5);
  const sample = Float32Array.from({ length: dims * 50 }, () => (next() % 1000) / 1000);
  const quantiser = fitQuantiser(sample, 50, dims);

  it('holds each weight rounded to QUERY_BITS bits, the largest at full scale', () => {
    const query = Float32Array.from({ length: dims }, () => (next() % 1000) / 1000);
    const tables = queryTables(quantiser, query);
    const { planes, scale, base } = queryPlanes(tables, quantiser.words);
    expect(base).toBe(tables.base);
    let largest = 0;
    for (let d = 0; d < dims; d += 1) {
      const rounded = weightOf(planes, d);
      largest = Math.max(largest, Math.abs(rounded));
      expect(Math.abs(rounded * scale - (tables.weight[d] as number))).toBeLessThanOrEqual(
        scale / 2 + 1e-9,
      );
    }
    expect(largest).toBe((1 << (QUERY_BITS - 1)) - 1);
  });

  it('scores a code close to the unrounded 4-bit estimate', () => {
    const query = Float32Array.from({ length: dims }, () => (next() % 1000) / 1000);
    const tables = queryTables(quantiser, query);
    const { planes, scale, base } = queryPlanes(tables, quantiser.words);
    const words = quantiser.words;
    const codes = filled(words, 50, next);
    codes.scan(tables.signs, 50);
    codes.scoreBand?.(0, words * 32 + 1, 50, planes, (row, score) => {
      const estimate = codeScore(
        tables,
        words,
        codes.codes,
        row * words,
        codes.low,
        row * words * 3,
      );
      // Each of 384 weights is off by at most scale / 2, times a level of at most 15.
      expect(Math.abs(base + scale * score - estimate)).toBeLessThan((15 * dims * scale) / 2);
    });
  });

  it('is all zeros for a query of zeros', () => {
    const tables = queryTables(quantiser, new Float32Array(dims));
    expect(queryPlanes(tables, quantiser.words).planes.every((word) => word === 0)).toBe(true);
  });
});
