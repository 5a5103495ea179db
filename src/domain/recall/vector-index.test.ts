import { describe, expect, it, vi } from 'vitest';

import { VectorIndex } from './vector-index';

/** Deterministic unit vectors (mulberry32), so a failure reproduces. */
function randomUnitVectors(count: number, dims: number, seed: number): Float32Array {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
  const out = new Float32Array(count * dims);
  for (let row = 0; row < count; row += 1) {
    const values = Array.from({ length: dims }, next);
    const norm = Math.hypot(...values);
    values.forEach((value, j) => (out[row * dims + j] = value / norm));
  }
  return out;
}

function row(packed: Float32Array, dims: number, index: number): Float32Array {
  return packed.slice(index * dims, (index + 1) * dims);
}

function bruteForce(packed: Float32Array, dims: number, ids: string[], query: Float32Array) {
  return ids
    .map((id, i) => ({
      id,
      score: row(packed, dims, i).reduce((s, v, j) => s + v * (query[j] ?? 0), 0),
    }))
    .sort((a, b) => b.score - a.score);
}

const vec = (...values: number[]) => Float32Array.from(values);

describe('VectorIndex.search', () => {
  it.each([
    { dims: 37, kernel: 'auto' as const, expected: 'js' }, // not a multiple of 16
    { dims: 48, kernel: 'auto' as const, expected: 'simd' },
    { dims: 48, kernel: 'js' as const, expected: 'js' },
  ])('returns the same top k as a brute force ($dims dims, $expected scan)', (setup) => {
    const packed = randomUnitVectors(300, setup.dims, 7);
    const ids = Array.from({ length: 300 }, (_, i) => `item-${i}`);
    const index = new VectorIndex(setup.dims, 8, setup.kernel);
    expect(index.kernelKind).toBe(setup.expected);
    // Loaded in three parts, so the storage grows (and SIMD memory is regrown) in between.
    for (const [from, to] of [
      [0, 70],
      [70, 71],
      [71, 300],
    ] as const) {
      index.addPacked(ids.slice(from, to), packed.subarray(from * setup.dims, to * setup.dims));
    }
    const query = randomUnitVectors(1, setup.dims, 99);
    const hits = index.search(query, 10);
    const expected = bruteForce(packed, setup.dims, ids, query).slice(0, 10);
    expect(hits.map((hit) => hit.id)).toEqual(expected.map((hit) => hit.id));
    hits.forEach((hit, i) => expect(hit.score).toBeCloseTo(expected[i]?.score ?? NaN, 5));
  });

  it('still finds rows moved by removal on the SIMD scan', () => {
    const dims = 16;
    const index = new VectorIndex(dims);
    const unit = (axis: number) =>
      Float32Array.from({ length: dims }, (_, j) => (j === axis ? 1 : 0));
    for (let axis = 0; axis < dims; axis += 1) index.add(`axis-${axis}`, unit(axis));
    index.remove('axis-3');
    expect(index.search(unit(15), 1)).toEqual([{ id: 'axis-15', score: 1 }]);
    expect(index.search(unit(3), 16).map((hit) => hit.score)).not.toContain(1);
  });

  it('returns at most size hits, and none for k = 0 or an empty index', () => {
    const index = new VectorIndex(2);
    expect(index.search(vec(1, 0), 5)).toEqual([]);
    index.add('a', vec(1, 0));
    expect(index.search(vec(1, 0), 5)).toEqual([{ id: 'a', score: 1 }]);
    expect(index.search(vec(1, 0), 0)).toEqual([]);
  });

  it('skips filtered ids and asks the filter only about vectors that could enter', () => {
    const index = new VectorIndex(2);
    index.add('best', vec(1, 0));
    index.add('second', vec(0.8, 0.6));
    index.add('worst', vec(-1, 0));
    const filter = vi.fn((id: string) => id !== 'best');
    expect(index.search(vec(1, 0), 1, filter)).toEqual([
      { id: 'second', score: expect.closeTo(0.8, 5) as number },
    ]);
    expect(filter).not.toHaveBeenCalledWith('worst');
  });

  it('refuses a query of the wrong length or with NaN', () => {
    const index = new VectorIndex(2);
    expect(() => index.search(vec(1, 0, 0), 1)).toThrow(RangeError);
    expect(() => index.search(vec(Number.NaN, 0), 1)).toThrow(RangeError);
  });
});

describe('VectorIndex add, replace, remove', () => {
  it('replaces a vector in place', () => {
    const index = new VectorIndex(2);
    index.add('a', vec(1, 0));
    index.add('b', vec(0, 1));
    index.replace('a', vec(0, -1));
    expect(index.search(vec(0, 1), 2).map((hit) => hit.id)).toEqual(['b', 'a']);
    expect(() => index.replace('missing', vec(1, 0))).toThrow(/Not indexed/);
  });

  it('removes an id and keeps the others findable (the last row fills the hole)', () => {
    const index = new VectorIndex(2);
    index.add('a', vec(1, 0));
    index.add('b', vec(0, 1));
    index.add('c', vec(-1, 0));
    expect(index.remove('a')).toBe(true);
    expect(index.remove('a')).toBe(false);
    expect(index.size).toBe(2);
    expect(index.has('a')).toBe(false);
    expect(index.search(vec(-1, 0), 1)).toEqual([{ id: 'c', score: 1 }]);
    index.replace('c', vec(0, -1)); // c moved slots: replace must follow it
    expect(index.search(vec(0, -1), 1)).toEqual([{ id: 'c', score: 1 }]);
  });

  it('scores one indexed vector against a query, also after rows moved', () => {
    const index = new VectorIndex(2);
    index.add('a', vec(1, 0));
    index.add('b', vec(0.6, 0.8));
    index.remove('a'); // b moves into a's slot
    expect(index.scoreOf('b', vec(1, 0))).toBeCloseTo(0.6);
    expect(index.scoreOf('a', vec(1, 0))).toBeNull();
  });

  it('refuses duplicates and malformed vectors, all or nothing', () => {
    const index = new VectorIndex(2);
    index.add('a', vec(1, 0));
    expect(() => index.add('a', vec(0, 1))).toThrow(/Already indexed/);
    expect(() => index.addPacked(['x', 'x'], vec(1, 0, 0, 1))).toThrow(/Already indexed/);
    expect(() => index.addPacked(['y', 'z'], vec(1, 0, Number.POSITIVE_INFINITY, 1))).toThrow(
      RangeError,
    );
    expect(() => index.addPacked(['y'], vec(1, 0, 0))).toThrow(RangeError);
    expect(index.size).toBe(1);
    expect(index.has('y')).toBe(false);
  });

  it('refuses impossible dims', () => {
    expect(() => new VectorIndex(0)).toThrow(RangeError);
    expect(() => new VectorIndex(1.5)).toThrow(RangeError);
  });
});

describe('VectorIndex.searchTwo', () => {
  it('gives, from one scan, the same two lists as two filtered searches', () => {
    const index = new VectorIndex(3, 64, 'js');
    // A fixed spread of unit vectors; ids ending in an odd digit are "apart".
    for (let i = 0; i < 40; i += 1) {
      const a = (i * 0.37) % 1;
      const b = (i * 0.61) % 1;
      const norm = Math.hypot(a, b, 1);
      index.add(`id-${i}`, Float32Array.from([a / norm, b / norm, 1 / norm]));
    }
    const query = Float32Array.from([0.6, 0.8, 0]);
    const wanted = (id: string) => !id.endsWith('5');
    const apart = (id: string) => Number(id.slice(-1)) % 2 === 1;
    const [top, topApart] = index.searchTwo(query, 6, wanted, apart);
    expect(top).toEqual(index.search(query, 6, wanted));
    expect(topApart).toEqual(index.search(query, 6, (id) => wanted(id) && apart(id)));
    expect(topApart.length).toBe(6);
    expect(topApart.every(({ id }) => apart(id) && wanted(id))).toBe(true);
  });
});
