import { describe, expect, it } from 'vitest';

import { VectorIndex } from '../recall/vector-index';
import { clusteredRows, clusteredVectors } from './clustered-vectors';
import { MemoryFloatRows } from './float-rows';
import { QuantisedIndex } from './quantised-index';
import { createCodePlanes } from './code-planes';
import { QUERY_BITS } from './code-score-module';

const DIMS = 384;
const COUNT = 5_000;
const SHAPE = { dims: DIMS, topics: 8, subtopicsPerTopic: 10, seed: 7 };

function seeded() {
  const rows = clusteredRows(SHAPE, COUNT);
  const ids = Array.from({ length: COUNT }, (_, i) => `t${i}`);
  const exact = new VectorIndex(DIMS, COUNT, 'js');
  exact.addPacked(ids, rows);
  // Fewer rescored than indexed, so the first pass's bands are widened as in a long log.
  const quantised = QuantisedIndex.build(ids, rows, DIMS, { rescore: 2_000 });
  return { rows, ids, exact, quantised };
}

/** Share of the exact top 10 found in the first `depth` hits of the quantised index. */
function recallAt(depth: number, exact: VectorIndex, quantised: QuantisedIndex): number {
  const generator = clusteredVectors(SHAPE);
  let found = 0;
  for (let i = 0; i < 20; i += 1) {
    const query = generator.query(i);
    const got = new Set(quantised.search(query, depth).map((hit) => hit.id));
    found += exact.search(query, 10).filter((hit) => got.has(hit.id)).length;
  }
  return found / 200;
}

describe('QuantisedIndex', () => {
  const { rows, ids, exact, quantised } = seeded();

  it('finds most of the exact top 10, and nearly all of it within its top 50', () => {
    // Measured 0.86 and 1.00 here; at 1M turns the bench measures its own (docs/measurements.md).
    expect(recallAt(10, exact, quantised)).toBeGreaterThanOrEqual(0.8);
    expect(recallAt(50, exact, quantised)).toBeGreaterThanOrEqual(0.98);
  });

  it('estimates dot products closely and unbiased', () => {
    const query = clusteredVectors(SHAPE).query(99);
    const scores = quantised.scoresOf(ids.slice(0, 500), query);
    let squares = 0;
    for (const id of ids.slice(0, 500)) {
      const error = (scores.get(id) ?? Number.NaN) - (exact.scoreOf(id, query) ?? 0);
      squares += error * error;
      expect(quantised.scoreOf(id, query)).toBeCloseTo(scores.get(id) ?? Number.NaN, 5);
    }
    expect(Math.sqrt(squares / 500)).toBeLessThan(0.01);
  });

  it('holds 192 bytes a vector at 384 dims, a quarter of a byte per float it replaces', () => {
    expect(quantised.bytesPerVector).toBe(192);
    // Codes plus a 2-byte distance per row of scratch, for the rows allocated, and the
    // scan's fixed scratch (the query's signs and its weights' planes, 64k picked rows and
    // their scores: about 520 KB).
    const fixedScratch = 12 * 4 + 12 * 4 * QUERY_BITS + 65_536 * 4 * 2;
    expect(quantised.byteLength).toBe(COUNT * (192 + 2) + fixedScratch);
  });

  it('adds, refuses duplicates, and removes by moving the last row into the hole', () => {
    const index = QuantisedIndex.build(ids.slice(0, 100), rows.subarray(0, 100 * DIMS), DIMS);
    const first = rows.subarray(0, DIMS);
    expect(index.search(first, 1)[0]?.id).toBe('t0');
    expect(() => index.add('t0', first)).toThrow(/Already indexed/);
    expect(index.remove('t0')).toBe(true);
    expect(index.remove('t0')).toBe(false);
    expect(index.has('t0')).toBe(false);
    expect(index.size).toBe(99);
    expect(index.search(first, 99).map((hit) => hit.id)).not.toContain('t0');
    const last = rows.subarray(99 * DIMS, 100 * DIMS);
    expect(index.search(last, 1)[0]?.id).toBe('t99');
    index.add('again', first);
    expect(index.search(first, 1)[0]?.id).toBe('again');
    expect(index.size).toBe(100);
  });

  it('keeps to the filter, widening the first pass when few candidates pass it', () => {
    const query = clusteredVectors(SHAPE).query(3);
    const isRare = (id: string) => Number(id.slice(1)) % 97 === 0;
    const hits = quantised.search(query, 10, isRare);
    expect(hits).toHaveLength(10);
    expect(hits.every((hit) => isRare(hit.id))).toBe(true);
    const truth = exact.search(query, 10, isRare).map((hit) => hit.id);
    expect(hits.filter((hit) => truth.includes(hit.id)).length).toBeGreaterThanOrEqual(7);
  });

  it('orders its best 200 by the exact dot product when float rows are given', () => {
    const floats = new MemoryFloatRows(DIMS);
    const withFloats = QuantisedIndex.build(ids, rows, DIMS, { exact: floats, exactPool: 200 });
    expect(withFloats.isExact).toBe(true);
    // The estimate alone finds 0.86 of the exact top 10 here (above); all of it lies in
    // its best 200, so the exact order finds all of it.
    expect(recallAt(10, exact, withFloats)).toBe(1);
    const query = clusteredVectors(SHAPE).query(5);
    const before = floats.reads;
    const hits = withFloats.search(query, 10);
    expect(floats.reads - before).toBe(200);
    for (const hit of hits) expect(hit.score).toBeCloseTo(exact.scoreOf(hit.id, query) ?? 0, 5);
    expect(withFloats.scoreOf('t42', query)).toBeCloseTo(exact.scoreOf('t42', query) ?? 0, 5);
  });

  it('keeps its float rows in step when a removal moves the last row', () => {
    const floats = new MemoryFloatRows(DIMS);
    const head = rows.subarray(0, 100 * DIMS);
    const index = QuantisedIndex.build(ids.slice(0, 100), head, DIMS, { exact: floats });
    index.remove('t3');
    const last = rows.subarray(99 * DIMS, 100 * DIMS);
    const [hit] = index.search(last, 1);
    expect(hit?.id).toBe('t99');
    expect(hit?.score).toBeCloseTo(exact.scoreOf('t99', last) ?? 0, 5);
    index.add('new', rows.subarray(3 * DIMS, 4 * DIMS));
    expect(index.search(rows.subarray(3 * DIMS, 4 * DIMS), 1)[0]?.id).toBe('new');
  });

  it('refuses malformed vectors and queries', () => {
    const index = QuantisedIndex.build([], new Float32Array(), DIMS);
    expect(() => index.add('x', new Float32Array(3))).toThrow(RangeError);
    expect(() => index.add('x', new Float32Array(DIMS).fill(Number.NaN))).toThrow(RangeError);
    expect(() => index.search(new Float32Array(3), 1)).toThrow(RangeError);
    expect(index.search(new Float32Array(DIMS), 5)).toEqual([]);
  });
});

describe('the sign plane', () => {
  it('scans with WebAssembly SIMD and gives the same distances as the JavaScript scan', () => {
    for (const words of [12, 8]) {
      const count = 1_000;
      const simd = createCodePlanes(words, 16);
      const js = createCodePlanes(words, 16, 'js');
      expect(simd.kind).toBe('simd');
      simd.reserve(count);
      js.reserve(count);
      let state = 12345;
      const next = () => (state = (Math.imul(state, 1103515245) + 12345) | 0);
      for (let i = 0; i < count * words; i += 1) {
        const word = next();
        simd.codes[i] = word;
        js.codes[i] = word;
      }
      const query = Int32Array.from({ length: words }, next);
      expect(Array.from(simd.scan(query, count))).toEqual(Array.from(js.scan(query, count)));
      const band = (plane: typeof simd) => {
        const rows: number[] = [];
        plane.forEachInBand(words * 14, words * 16, count, (row) => rows.push(row));
        return rows;
      };
      expect(band(simd)).toEqual(band(js));
      expect(band(simd).length).toBeGreaterThan(0);
      // Every bit differs from its own complement; none from itself.
      const row = simd.codes.slice(0, words);
      expect(
        simd.scan(
          row.map((word) => ~word),
          1,
        )[0],
      ).toBe(words * 32);
      expect(simd.scan(row, 1)[0]).toBe(0);
    }
  });

  it('ranks the same with either scan', () => {
    const { ids, rows } = seeded();
    const plain = QuantisedIndex.build(ids.slice(0, 2_000), rows.subarray(0, 2_000 * DIMS), DIMS, {
      plane: 'js',
    });
    const fast = QuantisedIndex.build(ids.slice(0, 2_000), rows.subarray(0, 2_000 * DIMS), DIMS);
    expect(fast.scanKind).toBe('simd');
    const query = clusteredVectors(SHAPE).query(11);
    expect(fast.search(query, 20)).toEqual(plain.search(query, 20));
  });

  it('finds the same, scored the same, when SIMD rescores a band with rounded weights', () => {
    const { ids, rows } = seeded();
    const options = { rescore: 1_000 };
    const plain = QuantisedIndex.build(ids, rows, DIMS, { ...options, plane: 'js' });
    const fast = QuantisedIndex.build(ids, rows, DIMS, options);
    const generator = clusteredVectors(SHAPE);
    for (let i = 0; i < 10; i += 1) {
      const query = generator.query(40 + i);
      const hits = fast.search(query, 10);
      expect(hits.map((hit) => hit.id)).toEqual(plain.search(query, 10).map((hit) => hit.id));
      // Without float rows the scores are the unrounded estimate, as scoreOf gives.
      for (const hit of hits) expect(hit.score).toBe(fast.scoreOf(hit.id, query));
    }
  });
});
