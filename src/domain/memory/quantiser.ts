/**
 * Four-bit scalar quantisation of unit vectors, stored as bit-planes: plane 0 holds each
 * dimension's top bit (is the value above the dimension's centre?), planes 1–3 the lower
 * bits. Plane 0 alone is a one-bit sign code (48 B at 384 dims) that a Hamming scan ranks a
 * million vectors with; all four planes (192 B) rescore the few thousand it keeps. One
 * code serves both passes, so nothing else needs to stay in memory (quantised-index.ts).
 */

/** Bits per dimension; plane 0 is the most significant. */
export const PLANES = 4;
const LEVELS = 1 << PLANES;
const HALF = LEVELS / 2;
/**
 * Step between levels, in standard deviations of the dimension: the uniform 16-level
 * quantiser with the least squared error for a normal distribution (Max, 1960).
 */
const STEP_IN_SIGMAS = 0.3352;
/** A dimension that never varies still needs a step; this is far below any real spread. */
const MIN_STEP = 1e-6;

/** Per-dimension centre and step, fitted once to a sample of the vectors. */
export type Quantiser = {
  readonly dims: number;
  /** 32-bit words per plane of one vector. */
  readonly words: number;
  readonly centre: Float32Array;
  readonly step: Float32Array;
};

/** Fits centre (the mean) and step to `count` packed vectors. */
export function fitQuantiser(vectors: Float32Array, count: number, dims: number): Quantiser {
  const centre = new Float32Array(dims);
  const step = new Float32Array(dims).fill(MIN_STEP);
  if (count > 0) {
    const sum = new Float64Array(dims);
    const squares = new Float64Array(dims);
    for (let row = 0; row < count; row += 1) {
      for (let d = 0; d < dims; d += 1) {
        const value = vectors[row * dims + d] as number;
        sum[d] = (sum[d] as number) + value;
        squares[d] = (squares[d] as number) + value * value;
      }
    }
    for (let d = 0; d < dims; d += 1) {
      const mean = (sum[d] as number) / count;
      const variance = Math.max(0, (squares[d] as number) / count - mean * mean);
      centre[d] = mean;
      step[d] = Math.max(MIN_STEP, STEP_IN_SIGMAS * Math.sqrt(variance));
    }
  }
  return { dims, words: Math.ceil(dims / 32), centre, step };
}

/**
 * Writes the code of `vector[from…from+dims)`: plane 0 at `signs[signAt…]`, planes 1–3
 * one after another at `low[lowAt…]` (`words` 32-bit words each). The target words must be
 * zero, as they are in a fresh or just-vacated row.
 */
export function encodeInto(
  quantiser: Quantiser,
  vector: Float32Array,
  from: number,
  signs: Int32Array,
  signAt: number,
  low: Int32Array,
  lowAt: number,
): void {
  const { dims, words, centre, step } = quantiser;
  for (let d = 0; d < dims; d += 1) {
    const offset = ((vector[from + d] as number) - (centre[d] as number)) / (step[d] as number);
    const level = Math.min(LEVELS - 1, Math.max(0, Math.floor(offset) + HALF));
    const word = d >>> 5;
    const bit = 1 << (d & 31);
    if (level & HALF) signs[signAt + word] = (signs[signAt + word] as number) | bit;
    for (let plane = 1; plane < PLANES; plane += 1) {
      if (level & (HALF >>> plane)) {
        const at = lowAt + (plane - 1) * words + word;
        low[at] = (low[at] as number) | bit;
      }
    }
  }
}

/**
 * What a query needs to score codes: its sign bits, for the Hamming pass, and byte tables
 * for the rescoring, where `score = base + Σ_planes weight × Σ_bytes table[byte]` equals
 * the dot product with the vector the code stands for (each level's centre value).
 */
export type QueryTables = {
  signs: Int32Array;
  /** `words × 4` byte positions × 256 values: the sum of query × step over the set bits. */
  table: Float32Array;
  base: number;
  /** query × step for each dimension (`words × 32`, zeros past `dims`): a level L adds (L − 7.5)·weight. */
  weight: Float32Array;
};

export function queryTables(quantiser: Quantiser, query: Float32Array): QueryTables {
  const { dims, words, centre, step } = quantiser;
  const signs = new Int32Array(words);
  // weight[d] = query·step: a level L adds (L − 7.5)·weight to the dot product.
  const weight = new Float32Array(words * 32);
  let base = 0;
  for (let d = 0; d < dims; d += 1) {
    const q = query[d] as number;
    // Which side of the centre raises q·x: the bit a near vector shares with the query.
    if (q > 0) signs[d >>> 5] = (signs[d >>> 5] as number) | (1 << (d & 31));
    weight[d] = q * (step[d] as number);
    base += q * (centre[d] as number) - (HALF - 0.5) * (weight[d] as number);
  }
  const table = new Float32Array(words * 4 * 256);
  for (let position = 0; position < words * 4; position += 1) {
    for (let value = 1; value < 256; value += 1) {
      const lowest = 31 - Math.clz32(value & -value);
      // Each byte value's sum is a smaller value's plus one more set bit.
      table[position * 256 + value] =
        (table[position * 256 + (value & (value - 1))] as number) +
        (weight[position * 8 + lowest] as number);
    }
  }
  return { signs, table, base, weight };
}

/** The rescoring dot product of one code with the query its tables came from. */
export function codeScore(
  tables: QueryTables,
  words: number,
  signs: Int32Array,
  signAt: number,
  low: Int32Array,
  lowAt: number,
): number {
  const { table } = tables;
  let score = tables.base;
  for (let plane = 0; plane < PLANES; plane += 1) {
    const codes = plane === 0 ? signs : low;
    const at = plane === 0 ? signAt : lowAt + (plane - 1) * words;
    let sum = 0;
    for (let w = 0; w < words; w += 1) {
      const x = codes[at + w] as number;
      const t = w * 1024;
      sum +=
        (table[t + (x & 255)] as number) +
        (table[t + 256 + ((x >>> 8) & 255)] as number) +
        (table[t + 512 + ((x >>> 16) & 255)] as number) +
        (table[t + 768 + (x >>> 24)] as number);
    }
    score += (HALF >>> plane) * sum;
  }
  return score;
}
