import { baseOps, I32, name, section, unsignedLeb, V128 } from '../recall/wasm-encoding';

/**
 * The bytes of a tiny WebAssembly module that scores 4-bit codes against a query, written
 * opcode by opcode as hamming-module.ts is (no toolchain, no binary blob):
 *
 *   (import "env" "memory" (memory 1))
 *   (func (export "score") (param $rows i32) (param $count i32) (param $signs i32)
 *                          (param $low i32) (param $query i32) (param $chunks i32)
 *                          (param $out i32)
 *     ;; for each of $count row numbers (u32 at $rows): out[i] (i32) =
 *     ;;   Σ_plane 2^(3−plane) Σ_bit ±2^bit popcount(code_plane AND query_bit)
 *   )
 *
 * The code's four bit-planes (quantiser.ts) are the sign plane at $signs and planes 1–3 at
 * $low, `chunks` × 16 bytes each a row; the query is its weights (query × step) rounded to
 * QUERY_BITS-bit two's complement integers and cut into bit-planes, stored chunk by chunk
 * (each 16-byte chunk's QUERY_BITS planes side by side, so every load has a fixed offset).
 * The top bit counts negatively. The result is the code's dot product with the rounded
 * weights: the 4-bit estimate up to a scale and an offset the caller knows (query-planes.ts).
 *
 * Why: the JavaScript rescoring (192 byte-table lookups a row) took 19 of a million-turn
 * search's 25 ms, for the ~27,000 rows of the Hamming bands it reads; popcounts of 128 bits
 * at once score a row in a fraction of that, so more bands can be read for the same time.
 */

/**
 * Bits of each query weight. The scores only choose which rows are read back exactly, and
 * four bits choose as well as eight there (recall@10 .976 and .978 at a million turns)
 * in three quarters of the time (docs/measurements.md).
 */
export const QUERY_BITS = 4;
/**
 * At most this many 16-byte chunks a row: a u8 lane sums 8 popcounts a chunk (≤ 255), and an
 * i16 lane 2 × 8 × chunks of them times a weight bit's 2^(QUERY_BITS−1) (within ±2^15). With
 * 4-bit weights the first binds: 31 chunks, 3,968 dims.
 */
export const MAX_SCORE_CHUNKS = Math.min(Math.floor(255 / 8), 2048 >> (QUERY_BITS - 1));

const simd = (code: number) => [0xfd, ...unsignedLeb(code)];

const op = {
  ...baseOps,
  i32Load: (offset: number) => [0x28, 2, ...unsignedLeb(offset)],
  i32Store: [0x36, 2, 0],
  i32Mul: [0x6c],
  i32Ne: [0x47],
  v128Load: (offset: number) => [...simd(0x00), 4, ...unsignedLeb(offset)],
  v128And: simd(0x4e),
  i8x16Popcnt: simd(0x62),
  i8x16Add: simd(0x6e),
  i16x8PairwiseU: simd(0x7d), // i16x8.extadd_pairwise_i8x16_u
  i16x8Shl: simd(0x8b),
  i16x8Add: simd(0x8e),
  i16x8Sub: simd(0x91),
  i32x4PairwiseS: simd(0x7e), // i32x4.extadd_pairwise_i16x8_s
  i32x4Shl: simd(0xab),
  i32x4Add: simd(0xae),
  i32x4ExtractLane: (lane: number) => [...simd(0x1b), lane],
};

// Parameters, then i32 locals (a row's bytes in one plane, the cursors), then v128 locals.
const [ROWS, COUNT, SIGNS, LOW, QUERY, CHUNKS, OUT] = [0, 1, 2, 3, 4, 5, 6];
const [ROW_BYTES, CODE, CODE_END, CURSOR, LOW_ROW] = [7, 8, 9, 10, 11];
const ACC = 12;
const COUNTS = Array.from({ length: QUERY_BITS }, (_, bit) => 13 + bit);
const I32_LOCALS = 5;
const V128_LOCALS = 1 + QUERY_BITS;

/** Sums one code plane (from CODE, ROW_BYTES long) into ACC, weighted by 2^shift. */
function planeBody(shift: number): number[] {
  const perChunk = COUNTS.flatMap((count, bit) => [
    ...[...op.get(count), ...op.get(CODE), ...op.v128Load(0), ...op.get(CURSOR)],
    ...[...op.v128Load(16 * bit), ...op.v128And, ...op.i8x16Popcnt, ...op.i8x16Add],
    ...op.set(count),
  ]);
  const weighted = COUNTS.flatMap((count, bit) => [
    ...[...op.get(count), ...op.i16x8PairwiseU, ...op.i32Const(bit)],
    ...op.i16x8Shl,
    ...(bit === 0 ? [] : bit === QUERY_BITS - 1 ? op.i16x8Sub : op.i16x8Add),
  ]);
  return [
    ...COUNTS.flatMap((count) => [...op.v128Zero, ...op.set(count)]),
    ...[...op.get(QUERY), ...op.set(CURSOR), ...op.get(CODE), ...op.get(ROW_BYTES)],
    ...[...op.i32Add, ...op.set(CODE_END), ...op.loop, ...perChunk],
    ...[...op.get(CODE), ...op.i32Const(16), ...op.i32Add, ...op.set(CODE)],
    ...[...op.get(CURSOR), ...op.i32Const(16 * QUERY_BITS), ...op.i32Add, ...op.set(CURSOR)],
    ...[...op.get(CODE), ...op.get(CODE_END), ...op.i32LtU, ...op.brIf(0), ...op.end],
    ...[...op.get(ACC), ...weighted, ...op.i32x4PairwiseS, ...op.i32Const(shift)],
    ...[...op.i32x4Shl, ...op.i32x4Add, ...op.set(ACC)],
  ];
}

/** The address of row `rows[offset / 4]`'s first plane at `base` (`planes` planes a row). */
function rowStartAt(base: number, planes: number, offset: number): number[] {
  return [
    ...[...op.get(base), ...op.get(ROWS), ...op.i32Load(offset), ...op.get(ROW_BYTES)],
    ...(planes === 1 ? [] : [...op.i32Const(planes), ...op.i32Mul]),
    ...[...op.i32Mul, ...op.i32Add],
  ];
}

function scoreBody(): number[] {
  const sumLanes = [
    ...[...op.get(ACC), ...op.i32x4ExtractLane(0)],
    ...[1, 2, 3].flatMap((lane) => [...op.get(ACC), ...op.i32x4ExtractLane(lane), ...op.i32Add]),
  ];
  // Planes 1–3 follow one another at LOW_ROW: after plane 1, CODE already points at plane 2.
  return [
    ...[...op.get(CHUNKS), ...op.i32Const(4), ...op.i32Shl, ...op.set(ROW_BYTES)],
    ...[...op.block, ...op.get(COUNT), ...op.i32Eqz, ...op.brIf(0), ...op.loop],
    ...[...op.v128Zero, ...op.set(ACC), ...rowStartAt(SIGNS, 1, 0), ...op.set(CODE)],
    ...[...rowStartAt(LOW, 3, 0), ...op.set(LOW_ROW)],
    ...planeBody(3),
    ...[...op.get(LOW_ROW), ...op.set(CODE), ...planeBody(2), ...planeBody(1), ...planeBody(0)],
    ...[...op.get(OUT), ...sumLanes, ...op.i32Store],
    ...[...op.get(OUT), ...op.i32Const(4), ...op.i32Add, ...op.set(OUT)],
    ...[...op.get(ROWS), ...op.i32Const(4), ...op.i32Add, ...op.set(ROWS)],
    ...[...op.get(COUNT), ...op.i32Const(1), ...op.i32Sub, ...op.tee(COUNT), ...op.brIf(0)],
    ...[...op.end, ...op.end, ...op.end], // row loop, block, function
  ];
}

/** The module's bytes: type, import (memory), function, export and code sections. */
export function codeScoreModuleBytes(): Uint8Array<ArrayBuffer> {
  const locals = [2, I32_LOCALS, I32, V128_LOCALS, V128];
  const code = [...locals, ...scoreBody()];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [1, 0x60, 7, I32, I32, I32, I32, I32, I32, I32, 0]),
    ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x00, 1]),
    ...section(3, [1, 0]),
    ...section(7, [1, ...name('score'), 0x00, 0]),
    ...section(10, [1, ...unsignedLeb(code.length), ...code]),
  ]);
}
