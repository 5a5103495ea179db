/**
 * The bytes of a tiny WebAssembly module (≈ 340 bytes) with one function, written here
 * opcode by opcode so that no toolchain or binary blob enters the repository:
 *
 *   (import "env" "memory" (memory 1))
 *   (func (export "scan") (param $rows i32) (param $query i32) (param $count i32)
 *                         (param $dims i32) (param $out i32)
 *     ;; for each of $count rows: out[row] = Σ rows[row][j] · query[j], as f32x4 lanes in
 *     ;; four accumulators (16 floats a step, so $dims must be a positive multiple of 16)
 *   )
 *
 * Why: a scalar JavaScript dot product tops out near 1.5 G multiply-adds a second, ~3.5 ms
 * for 10k × 512; f32x4 brings it to ~0.6 ms, inside DESIGN.md's 2 ms. Encoding reference:
 * the WebAssembly core and fixed-width SIMD specifications (binary format).
 */

import { baseOps, I32, name, section, unsignedLeb, V128 } from './wasm-encoding';

const ACCUMULATORS = 4;
/** Bytes consumed per inner step: four accumulators × one v128 (16 bytes) each. */
export const SIMD_STEP_FLOATS = ACCUMULATORS * 4;

const op = {
  ...baseOps,
  f32Add: [0x92],
  f32Store: [0x38, 2, 0], // align 2^2, offset 0
  v128Load: (offset: number) => [0xfd, 0x00, 4, ...unsignedLeb(offset)],
  f32x4ExtractLane: (lane: number) => [0xfd, 0x1f, lane],
  f32x4Add: [0xfd, ...unsignedLeb(228)],
  f32x4Mul: [0xfd, ...unsignedLeb(230)],
};

// Locals: the five parameters, then the query cursor, its end, and the accumulators.
const [ROWS, QUERY, COUNT, DIMS, OUT, CURSOR, CURSOR_END] = [0, 1, 2, 3, 4, 5, 6];
const ACC = [7, 8, 9, 10];

function scanBody(): number[] {
  const step = SIMD_STEP_FLOATS * 4;
  const multiplyAdd = ACC.flatMap((acc, i) => [
    ...op.get(acc),
    ...op.get(ROWS),
    ...op.v128Load(16 * i),
    ...op.get(CURSOR),
    ...op.v128Load(16 * i),
    ...op.f32x4Mul,
    ...op.f32x4Add,
    ...op.set(acc),
  ]);
  const [a0, a1, a2, a3] = ACC as [number, number, number, number];
  const sumLanes = [
    ...[...op.get(a0), ...op.get(a1), ...op.f32x4Add, ...op.get(a2), ...op.get(a3)],
    ...[...op.f32x4Add, ...op.f32x4Add, ...op.tee(a0), ...op.f32x4ExtractLane(0)],
    ...[1, 2, 3].flatMap((lane) => [...op.get(a0), ...op.f32x4ExtractLane(lane), ...op.f32Add]),
  ];
  return [
    ...[...op.block, ...op.get(COUNT), ...op.i32Eqz, ...op.brIf(0), ...op.loop],
    ...ACC.flatMap((acc) => [...op.v128Zero, ...op.set(acc)]),
    ...[...op.get(QUERY), ...op.set(CURSOR), ...op.get(QUERY), ...op.get(DIMS)],
    ...[...op.i32Const(2), ...op.i32Shl, ...op.i32Add, ...op.set(CURSOR_END), ...op.loop],
    ...multiplyAdd,
    ...[...op.get(ROWS), ...op.i32Const(step), ...op.i32Add, ...op.set(ROWS)],
    ...[...op.get(CURSOR), ...op.i32Const(step), ...op.i32Add, ...op.tee(CURSOR)],
    ...[...op.get(CURSOR_END), ...op.i32LtU, ...op.brIf(0), ...op.end],
    ...[...op.get(OUT), ...sumLanes, ...op.f32Store],
    ...[...op.get(OUT), ...op.i32Const(4), ...op.i32Add, ...op.set(OUT)],
    ...[...op.get(COUNT), ...op.i32Const(1), ...op.i32Sub, ...op.tee(COUNT), ...op.brIf(0)],
    ...[...op.end, ...op.end, ...op.end], // row loop, block, function
  ];
}

/** The module's bytes: type, import (memory), function, export and code sections. */
export function simdScanModuleBytes(): Uint8Array<ArrayBuffer> {
  const locals = [2, 2, I32, ACCUMULATORS, V128];
  const code = [...locals, ...scanBody()];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [1, 0x60, 5, I32, I32, I32, I32, I32, 0]),
    ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x00, 1]),
    ...section(3, [1, 0]),
    ...section(7, [1, ...name('scan'), 0x00, 0]),
    ...section(10, [1, ...unsignedLeb(code.length), ...code]),
  ]);
}
