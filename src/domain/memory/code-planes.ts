import { codeScoreModuleBytes, MAX_SCORE_CHUNKS, QUERY_BITS } from './code-score-module';
import { moduleLoader, PAGE_BYTES, pagesFor } from '../recall/wasm-encoding';
import { hammingModuleBytes } from './hamming-module';
import { PLANES } from './quantiser';

/**
 * The codes of a quantised index (quantiser.ts): the sign plane (plane 0 of every code,
 * `words` 32-bit words a row) and, apart, planes 1–3 (`3 × words` a row), with the scan
 * that ranks every row by the sign plane's Hamming distance to the query and, in SIMD, the
 * 4-bit scoring of a band's rows. Two implementations: WebAssembly SIMD (the codes live in
 * the modules' memory; a million rows of 384 bits scanned in a few ms) and plain JavaScript,
 * used where SIMD is unavailable (old engines, a CSP without 'wasm-unsafe-eval') or a row is
 * not a whole number of 128-bit chunks. There, and for rows too long for the SIMD scoring
 * (MAX_SCORE_CHUNKS), the index scores rows itself.
 */
export type CodePlanes = {
  readonly kind: 'simd' | 'js';
  /** The sign plane, `capacity × words` words. `reserve` may replace it: re-read after. */
  readonly codes: Int32Array;
  /** Planes 1–3, `capacity × 3 × words` words, a row's planes one after another. */
  readonly low: Int32Array;
  readonly capacity: number;
  /** Bytes held: the codes and one 16-bit distance a row. */
  readonly byteLength: number;
  /** Makes room for at least `capacity` rows, keeping the rows already written. */
  reserve(capacity: number): void;
  /** Hamming distances of rows [0, count) to `query`, valid until the next scan. */
  scan(query: Int32Array, count: number): Uint16Array;
  /** Calls `visit` for each of the last scan's rows whose distance is in [from, to), in order. */
  forEachInBand(from: number, to: number, count: number, visit: (row: number) => void): void;
  /**
   * As forEachInBand, with each row's score against `query` (query-planes.ts: the weights'
   * bit-planes); null where the planes cannot score (the JavaScript ones).
   */
  readonly scoreBand:
    | ((
        from: number,
        to: number,
        count: number,
        query: Int32Array,
        visit: (row: number, score: number) => void,
      ) => void)
    | null;
};

/** Rows whose band membership the WebAssembly `select` writes out per call. */
const SELECT_ROWS = 65_536;
const LOW_PLANES = PLANES - 1;

/** The fastest planes this engine runs; `prefer: 'js'` forces the fallback (for tests). */
export function createCodePlanes(
  words: number,
  capacity: number,
  prefer: 'auto' | 'js' = 'auto',
): CodePlanes {
  return (prefer === 'auto' ? simdPlanes(words, capacity) : null) ?? jsPlanes(words, capacity);
}

function jsPlanes(words: number, initialCapacity: number): CodePlanes {
  let codes = new Int32Array(initialCapacity * words);
  let low = new Int32Array(initialCapacity * words * LOW_PLANES);
  let out = new Uint16Array(initialCapacity);
  return {
    kind: 'js',
    get codes() {
      return codes;
    },
    get low() {
      return low;
    },
    get capacity() {
      return out.length;
    },
    get byteLength() {
      return codes.byteLength + low.byteLength + out.byteLength;
    },
    reserve(capacity) {
      if (capacity <= out.length) return;
      const grown = new Int32Array(capacity * words);
      grown.set(codes);
      codes = grown;
      const grownLow = new Int32Array(capacity * words * LOW_PLANES);
      grownLow.set(low);
      low = grownLow;
      out = new Uint16Array(capacity);
    },
    scan(query, count) {
      if (words === 12) hamming384(codes, query, count, out);
      else hammingAny(codes, query, words, count, out);
      return out;
    },
    forEachInBand(from, to, count, visit) {
      for (let row = 0; row < count; row += 1) {
        const distance = out[row] as number;
        if (distance >= from && distance < to) visit(row);
      }
    },
    scoreBand: null,
  };
}

type HammingExport = (
  codes: number,
  query: number,
  count: number,
  chunks: number,
  out: number,
) => void;
type SelectExport = (
  distances: number,
  count: number,
  from: number,
  to: number,
  out: number,
) => number;
type ScoreExport = (
  rows: number,
  count: number,
  signs: number,
  low: number,
  query: number,
  chunks: number,
  out: number,
) => void;

/** Compiled once per thread; null when this engine cannot run them. */
const loadHammingModule = moduleLoader(hammingModuleBytes);
const loadScoreModule = moduleLoader(codeScoreModuleBytes);

/**
 * Memory layout: the sign plane from byte 0, planes 1–3 after it, then scratch: the query's
 * signs, its weights' planes, the rows `select` picks and their scores (u32 and i32, a slice
 * of the rows at a time), and one u16 distance a row. All of it after the sign plane moves
 * when the capacity grows.
 */
function simdPlanes(words: number, initialCapacity: number): CodePlanes | null {
  const chunks = words / 4;
  const hammingModule = words % 4 === 0 && words > 0 ? loadHammingModule() : null;
  if (hammingModule === null) return null;
  // Past MAX_SCORE_CHUNKS the index scores rows itself, in JavaScript; the scan stays SIMD.
  const scoreModule = chunks <= MAX_SCORE_CHUNKS ? loadScoreModule() : null;
  const layout = (capacity: number) => {
    const low = capacity * words * 4;
    const signs = low + capacity * words * 4 * LOW_PLANES;
    const weights = signs + words * 4;
    const picked = weights + words * 4 * QUERY_BITS;
    const scores = picked + SELECT_ROWS * 4;
    const distances = scores + SELECT_ROWS * 4;
    return { low, signs, weights, picked, scores, distances, end: distances + capacity * 2 };
  };
  const memory = new WebAssembly.Memory({ initial: pagesFor(layout(initialCapacity).end) });
  const hammingExports = new WebAssembly.Instance(hammingModule, { env: { memory } }).exports;
  const hamming = hammingExports.hamming as HammingExport;
  const select = hammingExports.select as SelectExport;
  const score = scoreModule
    ? (new WebAssembly.Instance(scoreModule, { env: { memory } }).exports.score as ScoreExport)
    : null;
  let capacity = initialCapacity;
  let at = layout(capacity);
  const views = () => ({
    codes: new Int32Array(memory.buffer, 0, capacity * words),
    low: new Int32Array(memory.buffer, at.low, capacity * words * LOW_PLANES),
  });
  let { codes, low } = views();
  /** Writes the rows of the last scan in [from, to) from `start` on to `picked`; how many. */
  const pick = (from: number, to: number, start: number, rows: number): Uint32Array => {
    const found = select(at.distances + start * 2, rows, from, to, at.picked);
    const picked = new Uint32Array(memory.buffer, at.picked, found);
    if (start > 0) for (let i = 0; i < found; i += 1) picked[i] = (picked[i] as number) + start;
    return picked;
  };
  return {
    kind: 'simd',
    get codes() {
      return codes;
    },
    get low() {
      return low;
    },
    get capacity() {
      return capacity;
    },
    get byteLength() {
      return at.end;
    },
    reserve(wanted) {
      if (wanted <= capacity) return;
      const next = layout(wanted);
      const missing = pagesFor(next.end) - memory.buffer.byteLength / PAGE_BYTES;
      if (missing > 0) memory.grow(missing); // detaches the old views: make new ones
      const bytes = new Uint8Array(memory.buffer);
      const lowBytes = capacity * words * 4 * LOW_PLANES;
      // Planes 1–3 move up behind the longer sign plane; new rows are written into zeros.
      bytes.copyWithin(next.low, at.low, at.low + lowBytes);
      bytes.fill(0, capacity * words * 4, next.low);
      bytes.fill(0, next.low + lowBytes, next.signs);
      capacity = wanted;
      at = next;
      ({ codes, low } = views());
    },
    scan(query, count) {
      new Int32Array(memory.buffer, at.signs, words).set(query);
      hamming(0, at.signs, count, chunks, at.distances);
      return new Uint16Array(memory.buffer, at.distances, count);
    },
    forEachInBand(from, to, count, visit) {
      for (let start = 0; start < count; start += SELECT_ROWS) {
        const picked = pick(from, to, start, Math.min(SELECT_ROWS, count - start));
        for (let i = 0; i < picked.length; i += 1) visit(picked[i] as number);
      }
    },
    scoreBand:
      score &&
      ((from, to, count, query, visit) => {
        new Int32Array(memory.buffer, at.weights, query.length).set(query);
        for (let start = 0; start < count; start += SELECT_ROWS) {
          const picked = pick(from, to, start, Math.min(SELECT_ROWS, count - start));
          score(at.picked, picked.length, 0, at.low, at.weights, chunks, at.scores);
          const scores = new Int32Array(memory.buffer, at.scores, picked.length);
          for (let i = 0; i < picked.length; i += 1) {
            visit(picked[i] as number, scores[i] as number);
          }
        }
      }),
  };
}

/**
 * Set bits of every 16-bit value: two lookups a word beat the bit-twiddling popcount by
 * ~40% in V8 (12 vs 19 ms a million rows), and 64 KB stays in cache during a scan.
 */
const BITS16 = (() => {
  const table = new Uint8Array(1 << 16);
  for (let value = 1; value < table.length; value += 1) {
    table[value] = (table[value >>> 1] as number) + (value & 1);
  }
  return table;
})();

function popcount(word: number): number {
  return (BITS16[word & 0xffff] as number) + (BITS16[word >>> 16] as number);
}

function hammingAny(
  codes: Int32Array,
  signs: Int32Array,
  words: number,
  count: number,
  out: Uint16Array,
): void {
  for (let row = 0, at = 0; row < count; row += 1, at += words) {
    let distance = 0;
    for (let w = 0; w < words; w += 1) {
      distance += popcount((codes[at + w] as number) ^ (signs[w] as number));
    }
    out[row] = distance;
  }
}

/**
 * The same at 384 dims (the built-in model's), unrolled with the query's words in locals:
 * about twice as fast as the loop above.
 */
function hamming384(codes: Int32Array, signs: Int32Array, count: number, out: Uint16Array) {
  const [q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11] = Array.from(signs);
  for (let row = 0, at = 0; row < count; row += 1, at += 12) {
    out[row] =
      popcount((codes[at] as number) ^ (q0 as number)) +
      popcount((codes[at + 1] as number) ^ (q1 as number)) +
      popcount((codes[at + 2] as number) ^ (q2 as number)) +
      popcount((codes[at + 3] as number) ^ (q3 as number)) +
      popcount((codes[at + 4] as number) ^ (q4 as number)) +
      popcount((codes[at + 5] as number) ^ (q5 as number)) +
      popcount((codes[at + 6] as number) ^ (q6 as number)) +
      popcount((codes[at + 7] as number) ^ (q7 as number)) +
      popcount((codes[at + 8] as number) ^ (q8 as number)) +
      popcount((codes[at + 9] as number) ^ (q9 as number)) +
      popcount((codes[at + 10] as number) ^ (q10 as number)) +
      popcount((codes[at + 11] as number) ^ (q11 as number));
  }
}
