import { moduleLoader, PAGE_BYTES, pagesFor } from '../recall/wasm-encoding';
import { hammingModuleBytes } from './hamming-module';

/**
 * The sign plane of a quantised index (plane 0 of every code, `words` 32-bit words a row)
 * and its Hamming scan. Two implementations: WebAssembly SIMD (rows live in the module's
 * memory; a million rows of 384 bits in a few ms) and plain JavaScript, used where SIMD is
 * unavailable (old engines, a CSP without 'wasm-unsafe-eval') or a row is not a whole
 * number of 128-bit chunks.
 */
export type SignPlane = {
  readonly kind: 'simd' | 'js';
  /** `capacity × words` words. `reserve` may replace it: re-read after. */
  readonly codes: Int32Array;
  readonly capacity: number;
  /** Bytes held: the codes and one 16-bit distance a row. */
  readonly byteLength: number;
  /** Makes room for at least `capacity` rows, keeping the rows already written. */
  reserve(capacity: number): void;
  /** Hamming distances of rows [0, count) to `query`, valid until the next scan. */
  scan(query: Int32Array, count: number): Uint16Array;
  /** Calls `visit` for each of the last scan's rows whose distance is in [from, to), in order. */
  forEachInBand(from: number, to: number, count: number, visit: (row: number) => void): void;
};

/** Rows whose band membership the WebAssembly `select` writes out per call. */
const SELECT_ROWS = 65_536;

/** The fastest plane this engine runs; `prefer: 'js'` forces the fallback (for tests). */
export function createSignPlane(
  words: number,
  capacity: number,
  prefer: 'auto' | 'js' = 'auto',
): SignPlane {
  return (prefer === 'auto' ? simdPlane(words, capacity) : null) ?? jsPlane(words, capacity);
}

function jsPlane(words: number, initialCapacity: number): SignPlane {
  let codes = new Int32Array(initialCapacity * words);
  let out = new Uint16Array(initialCapacity);
  return {
    kind: 'js',
    get codes() {
      return codes;
    },
    get capacity() {
      return out.length;
    },
    get byteLength() {
      return codes.byteLength + out.byteLength;
    },
    reserve(capacity) {
      if (capacity <= out.length) return;
      const grown = new Int32Array(capacity * words);
      grown.set(codes);
      codes = grown;
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

/** Compiled once per thread; null when this engine cannot run it. */
const loadHammingModule = moduleLoader(hammingModuleBytes);

/**
 * Memory layout: the codes from byte 0, then scratch placed after them on every scan (so it
 * moves with the capacity): the query, the rows `select` picks (u32, a slice of the rows at
 * a time), and one u16 distance a row. Growing keeps the
 * codes where they are.
 */
function simdPlane(words: number, initialCapacity: number): SignPlane | null {
  const module = words % 4 === 0 && words > 0 ? loadHammingModule() : null;
  if (module === null) return null;
  const scratch = (capacity: number) => {
    const query = capacity * words * 4;
    const picked = query + words * 4;
    const distances = picked + SELECT_ROWS * 4;
    return { query, picked, distances, end: distances + capacity * 2 };
  };
  const memory = new WebAssembly.Memory({ initial: pagesFor(scratch(initialCapacity).end) });
  const instance = new WebAssembly.Instance(module, { env: { memory } });
  const hamming = instance.exports.hamming as HammingExport;
  const select = instance.exports.select as SelectExport;
  let capacity = initialCapacity;
  let codes = new Int32Array(memory.buffer, 0, capacity * words);
  return {
    kind: 'simd',
    get codes() {
      return codes;
    },
    get capacity() {
      return capacity;
    },
    get byteLength() {
      return scratch(capacity).end;
    },
    reserve(wanted) {
      if (wanted <= capacity) return;
      const missing = pagesFor(scratch(wanted).end) - memory.buffer.byteLength / PAGE_BYTES;
      if (missing > 0) memory.grow(missing); // detaches the old views: make new ones
      // The scratch after the old codes becomes codes: new rows are written into zeros.
      new Uint8Array(memory.buffer, capacity * words * 4, (wanted - capacity) * words * 4).fill(0);
      capacity = wanted;
      codes = new Int32Array(memory.buffer, 0, capacity * words);
    },
    scan(query, count) {
      const at = scratch(capacity);
      new Int32Array(memory.buffer, at.query, words).set(query);
      hamming(0, at.query, count, words / 4, at.distances);
      return new Uint16Array(memory.buffer, at.distances, count);
    },
    forEachInBand(from, to, count, visit) {
      const at = scratch(capacity);
      const picked = new Uint32Array(memory.buffer, at.picked, SELECT_ROWS);
      for (let start = 0; start < count; start += SELECT_ROWS) {
        const rows = Math.min(SELECT_ROWS, count - start);
        const found = select(at.distances + start * 2, rows, from, to, at.picked);
        for (let i = 0; i < found; i += 1) visit(start + (picked[i] as number));
      }
    },
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
