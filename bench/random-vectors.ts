import { seededRandom } from '../src/domain/memory/clustered-vectors';

/** Scales `dims` floats at `offset` to unit length (the embedder's contract). */
function normalise(vectors: Float32Array, offset: number, dims: number): void {
  let sum = 0;
  for (let j = 0; j < dims; j += 1) sum += (vectors[offset + j] ?? 0) ** 2;
  const scale = sum > 0 ? 1 / Math.sqrt(sum) : 0;
  for (let j = 0; j < dims; j += 1) vectors[offset + j] = (vectors[offset + j] ?? 0) * scale;
}

/** `count` random unit vectors, packed row-major. */
export function randomUnitVectors(count: number, dims: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const vectors = new Float32Array(count * dims);
  for (let i = 0; i < vectors.length; i += 1) vectors[i] = random() * 2 - 1;
  for (let row = 0; row < count; row += 1) normalise(vectors, row * dims, dims);
  return vectors;
}

/**
 * For each row, the unit vector of `bases[of(row)] + spread × noise`: items whose cosine
 * with their topic's embedding is high (about 0.9 at spread 0.5), as paraphrases would be.
 */
export function vectorsNear(
  bases: Float32Array,
  dims: number,
  count: number,
  of: (row: number) => number,
  spread: number,
  seed: number,
): Float32Array {
  const noise = randomUnitVectors(count, dims, seed);
  const vectors = new Float32Array(count * dims);
  for (let row = 0; row < count; row += 1) {
    const base = of(row) * dims;
    for (let j = 0; j < dims; j += 1) {
      const at = row * dims + j;
      vectors[at] = (bases[base + j] ?? 0) + spread * (noise[at] ?? 0);
    }
    normalise(vectors, row * dims, dims);
  }
  return vectors;
}

/** A packed array as one `number[]` per row: how a naive store would keep vectors. */
export function toRowArrays(vectors: Float32Array, dims: number): number[][] {
  const rows: number[][] = [];
  for (let offset = 0; offset < vectors.length; offset += dims) {
    rows.push(Array.from(vectors.subarray(offset, offset + dims)));
  }
  return rows;
}
