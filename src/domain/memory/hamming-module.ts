import { baseOps, I32, name, section, unsignedLeb, V128 } from '../recall/wasm-encoding';

/**
 * The bytes of a tiny WebAssembly module with one function, written opcode by opcode as
 * recall/simd-module.ts is (no toolchain, no binary blob):
 *
 *   (import "env" "memory" (memory 1))
 *   (func (export "hamming") (param $codes i32) (param $query i32) (param $count i32)
 *                            (param $chunks i32) (param $out i32)
 *     ;; for each of $count rows of $chunks × 16 bytes: out[row] (u16) = the set bits of
 *     ;; row XOR query, by i8x16.popcnt, summed in i16x8 lanes
 *   )
 *   (func (export "select") (param $distances i32) (param $count i32) (param $from i32)
 *                           (param $to i32) (param $out i32) (result i32)
 *     ;; writes the rows whose distance is in [from, to) to out (u32 each); returns how many
 *   )
 *
 * Why: the sign plane's Hamming scan ranks every turn of the log for each draft; in
 * JavaScript (two 16-bit table lookups a word) it is 12–20 ms at a million turns, the
 * largest part of the panel's call after the embedding. SIMD popcounts 128 bits at once,
 * and the rows of a band are picked in the same module, where a pass over a million
 * distances is a millisecond.
 */

const simd = (code: number) => [0xfd, ...unsignedLeb(code)];

const op = {
  ...baseOps,
  i32Store16: [0x3b, 1, 0], // align 2^1, offset 0
  i32Load16U: [0x2f, 1, 0],
  i32Store: [0x36, 2, 0],
  i32GeU: [0x4f],
  i32Ne: [0x47],
  i32And: [0x71],
  v128Load: [...simd(0x00), 4, 0],
  v128Xor: simd(0x51),
  i8x16Popcnt: simd(0x62),
  i16x8PairwiseU: simd(0x7d), // i16x8.extadd_pairwise_i8x16_u
  i16x8Add: simd(0x8e),
  i32x4PairwiseU: simd(0x7f), // i32x4.extadd_pairwise_i16x8_u
  i32x4ExtractLane: (lane: number) => [...simd(0x1b), lane],
};

// Locals: the five parameters, then the query cursor, its end, and the accumulator.
const [CODES, QUERY, COUNT, CHUNKS, OUT, CURSOR, CURSOR_END, ACC] = [0, 1, 2, 3, 4, 5, 6, 7];

function hammingBody(): number[] {
  const chunk = [
    ...[...op.get(ACC), ...op.get(CODES), ...op.v128Load, ...op.get(CURSOR), ...op.v128Load],
    ...[...op.v128Xor, ...op.i8x16Popcnt, ...op.i16x8PairwiseU, ...op.i16x8Add, ...op.set(ACC)],
    ...[...op.get(CODES), ...op.i32Const(16), ...op.i32Add, ...op.set(CODES)],
    ...[...op.get(CURSOR), ...op.i32Const(16), ...op.i32Add, ...op.tee(CURSOR)],
    ...[...op.get(CURSOR_END), ...op.i32LtU, ...op.brIf(0)],
  ];
  const sumLanes = [
    ...[...op.get(ACC), ...op.i32x4PairwiseU, ...op.tee(ACC), ...op.i32x4ExtractLane(0)],
    ...[1, 2, 3].flatMap((lane) => [...op.get(ACC), ...op.i32x4ExtractLane(lane), ...op.i32Add]),
  ];
  return [
    ...[...op.block, ...op.get(COUNT), ...op.i32Eqz, ...op.brIf(0), ...op.loop],
    ...[...op.v128Zero, ...op.set(ACC), ...op.get(QUERY), ...op.set(CURSOR), ...op.get(QUERY)],
    ...[...op.get(CHUNKS), ...op.i32Const(4), ...op.i32Shl, ...op.i32Add, ...op.set(CURSOR_END)],
    ...[...op.loop, ...chunk, ...op.end],
    ...[...op.get(OUT), ...sumLanes, ...op.i32Store16],
    ...[...op.get(OUT), ...op.i32Const(2), ...op.i32Add, ...op.set(OUT)],
    ...[...op.get(COUNT), ...op.i32Const(1), ...op.i32Sub, ...op.tee(COUNT), ...op.brIf(0)],
    ...[...op.end, ...op.end, ...op.end], // row loop, block, function
  ];
}

// select's locals: its five parameters, then how many rows it wrote, the row, its distance.
const [DISTANCES, ROWS, FROM, TO, PICKED, WRITTEN, ROW, DISTANCE] = [0, 1, 2, 3, 4, 5, 6, 7];

function selectBody(): number[] {
  const isInBand = [
    ...[...op.get(DISTANCES), ...op.i32Load16U, ...op.tee(DISTANCE), ...op.get(FROM)],
    ...[...op.i32GeU, ...op.get(DISTANCE), ...op.get(TO), ...op.i32LtU, ...op.i32And],
  ];
  return [
    ...[...op.block, ...op.get(ROWS), ...op.i32Eqz, ...op.brIf(0), ...op.loop],
    ...[...op.block, ...isInBand, ...op.i32Eqz, ...op.brIf(0)],
    ...[...op.get(PICKED), ...op.get(ROW), ...op.i32Store],
    ...[...op.get(PICKED), ...op.i32Const(4), ...op.i32Add, ...op.set(PICKED)],
    ...[...op.get(WRITTEN), ...op.i32Const(1), ...op.i32Add, ...op.set(WRITTEN), ...op.end],
    ...[...op.get(DISTANCES), ...op.i32Const(2), ...op.i32Add, ...op.set(DISTANCES)],
    ...[...op.get(ROW), ...op.i32Const(1), ...op.i32Add, ...op.tee(ROW), ...op.get(ROWS)],
    ...[...op.i32Ne, ...op.brIf(0), ...op.end, ...op.end],
    ...[...op.get(WRITTEN), ...op.end],
  ];
}

function functionCode(locals: readonly number[], body: readonly number[]): number[] {
  const code = [...locals, ...body];
  return [...unsignedLeb(code.length), ...code];
}

/** The module's bytes: type, import (memory), function, export and code sections. */
export function hammingModuleBytes(): Uint8Array<ArrayBuffer> {
  const hamming = functionCode([2, 2, I32, 1, V128], hammingBody());
  const select = functionCode([1, 3, I32], selectBody());
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [
      ...[2, 0x60, 5, I32, I32, I32, I32, I32, 0],
      ...[0x60, 5, I32, I32, I32, I32, I32, 1, I32],
    ]),
    ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x00, 1]),
    ...section(3, [2, 0, 1]),
    ...section(7, [2, ...name('hamming'), 0x00, 0, ...name('select'), 0x00, 1]),
    ...section(10, [2, ...hamming, ...select]),
  ]);
}
