import type { ZhTable } from './zh-table';
import { chineseTokens } from './zh-tokens';

export { ZH_TABLE_MODEL_VERSION } from './zh-table';

/**
 * Each token's row taken back to the full USE dimensions (dequantised, times the basis),
 * made the first time the token is met: 131k multiply-adds once per token, instead of per
 * sentence, so a sentence costs a few weighted row sums. Only tokens in use take memory
 * (2 KB each); the cache goes with its table.
 */
const tokenVectors = new WeakMap<ZhTable, Map<number, Float32Array>>();

function tokenVector(table: ZhTable, row: number): Float32Array {
  let cache = tokenVectors.get(table);
  if (cache === undefined) {
    cache = new Map();
    tokenVectors.set(table, cache);
  }
  const cached = cache.get(row);
  if (cached !== undefined) return cached;
  const { rank, dims, basis, coefficients } = table;
  const scale = table.scales[row] ?? 0;
  const vector = new Float32Array(dims);
  for (let k = 0; k < rank; k++) {
    const c = (coefficients[row * rank + k] ?? 0) * scale;
    if (c === 0) continue;
    const offset = k * dims;
    for (let d = 0; d < dims; d++) vector[d] = (vector[d] ?? 0) + c * (basis[offset + d] ?? 0);
  }
  cache.set(row, vector);
  return vector;
}

/** `vector + offset`, L2-normalised, as float32. Plain loops: typed-array `map`/`from` with a callback are several times slower here. */
function unitSum(vector: Float64Array, offset: Float32Array, sign: number): Float32Array {
  const dims = vector.length;
  const out = new Float32Array(dims);
  let norm = 0;
  for (let d = 0; d < dims; d++) {
    const value = (vector[d] ?? 0) + sign * (offset[d] ?? 0);
    out[d] = value;
    norm += value * value;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let d = 0; d < dims; d++) out[d] = (out[d] ?? 0) * scale;
  return out;
}

/** The SIF-weighted mean of the known tokens' vectors, centred (no mean added); null if none. */
function centredSum(table: ZhTable, text: string): Float64Array | null {
  const dims = table.dims;
  const sum = new Float64Array(dims);
  let weightSum = 0;
  for (const token of chineseTokens(text, table.t2s, table.tokenOptions)) {
    const row = table.rows.get(token);
    if (row === undefined) continue;
    // Unknown tokens neither add nor dilute, as in training's row normalisation.
    const weight = table.weights[row] ?? 0;
    const vector = tokenVector(table, row);
    for (let d = 0; d < dims; d++) sum[d] = (sum[d] ?? 0) + weight * (vector[d] ?? 0);
    weightSum += weight;
  }
  if (weightSum === 0) return null;
  // The mean is a direction only: dividing by the weight sum matters once the mean is added.
  for (let d = 0; d < dims; d++) sum[d] = (sum[d] ?? 0) / weightSum;
  return sum;
}

/**
 * A Chinese text as a vector in USE-lite's space: `dims` (512) floats, L2-normalised,
 * directly comparable by cosine with USE-lite vectors of English text (the English mean
 * the table was fitted around is added back). Null when the text has no token the table
 * knows (no Han text, or only unseen words).
 */
export function encodeChinese(table: ZhTable, text: string): Float32Array | null {
  const sum = centredSum(table, text);
  if (sum === null) return null;
  return unitSum(sum, table.mean, 1);
}

/**
 * `encodeChinese` without the English mean added back: the vector `centreUseVector` would
 * give for it, directly (no round trip through the mean). Null as for `encodeChinese`.
 */
export function encodeChineseCentred(table: ZhTable, text: string): Float32Array | null {
  const sum = centredSum(table, text);
  if (sum === null) return null;
  return unitSum(sum, table.mean, 0);
}

/**
 * A USE-space vector (English from USE-lite, or Chinese from `encodeChinese`) with the
 * table's English mean taken off, L2-normalised. USE vectors share a large common
 * component; comparing centred vectors ranks the right translation first more often on
 * held-out Tatoeba (models/zh-encoder/README.md). Centre both sides or neither.
 */
export function centreUseVector(table: ZhTable, vector: Float32Array): Float32Array {
  return unitSum(Float64Array.from(vector), table.mean, -1);
}
