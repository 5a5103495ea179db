import { SIMD_STEP_FLOATS, simdScanModuleBytes } from './simd-module';
import { moduleLoader, PAGE_BYTES, pagesFor } from './wasm-encoding';

/**
 * Where a vector index keeps its rows and how it scores them all against a query. Two
 * implementations: WebAssembly SIMD (rows live in the module's memory, ~5× faster) and a
 * plain JavaScript loop, used where SIMD is unavailable (old engines, a CSP without
 * 'wasm-unsafe-eval') or `dims` is not a multiple of 16.
 */
export type ScanKernel = {
  readonly kind: 'simd' | 'js';
  /** Row-major storage, `capacity × dims` floats. `reserve` may replace it: re-read after. */
  readonly rows: Float32Array;
  readonly capacity: number;
  /** Makes room for at least `capacity` rows, keeping the rows already written. */
  reserve(capacity: number): void;
  /** Dot products of rows [0, count) with `query`, valid until the next call. */
  scan(query: Float32Array, count: number): Float32Array;
};

/** The fastest kernel this engine runs; `prefer: 'js'` forces the fallback (for tests). */
export function createScanKernel(
  dims: number,
  capacity: number,
  prefer: 'auto' | 'js' = 'auto',
): ScanKernel {
  return (prefer === 'auto' ? createSimdKernel(dims, capacity) : null) ?? jsKernel(dims, capacity);
}

function jsKernel(dims: number, initialCapacity: number): ScanKernel {
  let rows = new Float32Array(initialCapacity * dims);
  let scores = new Float32Array(initialCapacity);
  return {
    kind: 'js',
    get rows() {
      return rows;
    },
    get capacity() {
      return scores.length;
    },
    reserve(capacity) {
      if (capacity <= scores.length) return;
      const grown = new Float32Array(capacity * dims);
      grown.set(rows);
      rows = grown;
      scores = new Float32Array(capacity);
    },
    scan(query, count) {
      for (let row = 0; row < count; row += 1) scores[row] = dot(rows, row * dims, query, dims);
      return scores;
    },
  };
}

/** Dot product of `data[offset…offset+dims)` and `query`, unrolled by four for the JIT. */
function dot(data: Float32Array, offset: number, query: Float32Array, dims: number): number {
  // Indices are in bounds by construction: the casts skip the undefined checks that
  // noUncheckedIndexedAccess would otherwise demand inside the hottest loop of recall.
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let j = 0;
  for (; j + 3 < dims; j += 4) {
    s0 += (data[offset + j] as number) * (query[j] as number);
    s1 += (data[offset + j + 1] as number) * (query[j + 1] as number);
    s2 += (data[offset + j + 2] as number) * (query[j + 2] as number);
    s3 += (data[offset + j + 3] as number) * (query[j + 3] as number);
  }
  for (; j < dims; j += 1) s0 += (data[offset + j] as number) * (query[j] as number);
  return s0 + s1 + s2 + s3;
}

type ScanExport = (rows: number, query: number, count: number, dims: number, out: number) => void;

/** Compiled once per thread; null when this engine cannot run it. */
const loadSimdModule = moduleLoader(simdScanModuleBytes);

/**
 * Memory layout: rows from byte 0, then the query, then one score per row. Growing the
 * memory keeps the rows where they are; the query and score areas are scratch, placed
 * after the rows on every scan, so they move with the capacity.
 */
function createSimdKernel(dims: number, initialCapacity: number): ScanKernel | null {
  const module = dims % SIMD_STEP_FLOATS === 0 && dims > 0 ? loadSimdModule() : null;
  if (module === null) return null;
  const bytesFor = (capacity: number) => (capacity * dims + dims + capacity) * 4;
  const memory = new WebAssembly.Memory({ initial: pagesFor(bytesFor(initialCapacity)) });
  const instance = new WebAssembly.Instance(module, { env: { memory } });
  const scanRows = instance.exports.scan as ScanExport;
  let capacity = initialCapacity;
  let rows = new Float32Array(memory.buffer, 0, capacity * dims);
  return {
    kind: 'simd',
    get rows() {
      return rows;
    },
    get capacity() {
      return capacity;
    },
    reserve(wanted) {
      if (wanted <= capacity) return;
      const missing = pagesFor(bytesFor(wanted)) - memory.buffer.byteLength / PAGE_BYTES;
      if (missing > 0) memory.grow(missing); // detaches the old views: make new ones
      capacity = wanted;
      rows = new Float32Array(memory.buffer, 0, capacity * dims);
    },
    scan(query, count) {
      const queryAt = capacity * dims * 4;
      const scoresAt = queryAt + dims * 4;
      new Float32Array(memory.buffer, queryAt, dims).set(query);
      scanRows(0, queryAt, count, dims, scoresAt);
      return new Float32Array(memory.buffer, scoresAt, count);
    },
  };
}
