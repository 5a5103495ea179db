import { QUERY_BITS } from './code-score-module';
import type { QueryTables } from './quantiser';

/**
 * A query as the SIMD scoring (code-score-module.ts) reads it: its weights (query × step)
 * rounded to QUERY_BITS-bit integers, two's complement, cut into bit-planes and laid out
 * 16-byte chunk by chunk, each chunk's planes side by side. The module's integer score of a
 * code, times `scale`, plus `base`, is the code's 4-bit estimate with rounded weights.
 */
export type QueryPlanes = {
  planes: Int32Array;
  scale: number;
  base: number;
};

const LARGEST = (1 << (QUERY_BITS - 1)) - 1;
const MASK = (1 << QUERY_BITS) - 1;

/** `words` is the code's 32-bit words a plane (a multiple of 4: whole 16-byte chunks). */
export function queryPlanes(tables: QueryTables, words: number): QueryPlanes {
  const { weight } = tables;
  let largest = 0;
  for (let d = 0; d < weight.length; d += 1)
    largest = Math.max(largest, Math.abs(weight[d] as number));
  // A query of zeros: every weight rounds to 0 and the scale is irrelevant.
  const scale = largest > 0 ? largest / LARGEST : 1;
  const planes = new Int32Array(words * QUERY_BITS);
  for (let d = 0; d < words * 32; d += 1) {
    const level = Math.round((weight[d] as number) / scale) & MASK;
    const word = d >>> 5;
    const chunkAt = (word >>> 2) * QUERY_BITS * 4 + (word & 3);
    for (let bit = 0; bit < QUERY_BITS; bit += 1) {
      if ((level >>> bit) & 1)
        planes[chunkAt + bit * 4] = (planes[chunkAt + bit * 4] as number) | (1 << (d & 31));
    }
  }
  return { planes, scale, base: tables.base };
}
