import { describe, expect, it } from 'vitest';

import { simdScanModuleBytes } from './simd-module';

describe('simdScanModuleBytes', () => {
  it('is a valid WebAssembly module exporting scan', () => {
    const bytes = simdScanModuleBytes();
    expect(WebAssembly.validate(bytes)).toBe(true);
    const exports = WebAssembly.Module.exports(new WebAssembly.Module(bytes));
    expect(exports).toEqual([{ name: 'scan', kind: 'function' }]);
  });

  it('computes one dot product per row, lane sums included', () => {
    const dims = 32;
    const memory = new WebAssembly.Memory({ initial: 1 });
    const instance = new WebAssembly.Instance(new WebAssembly.Module(simdScanModuleBytes()), {
      env: { memory },
    });
    const floats = new Float32Array(memory.buffer);
    // Rows at 0 (three rows), query after them, scores after the query.
    for (let j = 0; j < dims; j += 1) {
      floats[j] = 1; // row 0: all ones
      floats[dims + j] = j; // row 1: 0, 1, 2, …
      floats[2 * dims + j] = j % 2 === 0 ? 1 : -1; // row 2: alternating
      floats[3 * dims + j] = 0.5; // the query
    }
    const scan = instance.exports.scan as (...args: number[]) => void;
    scan(0, 3 * dims * 4, 3, dims, 4 * dims * 4);
    expect(Array.from(floats.subarray(4 * dims, 4 * dims + 3))).toEqual([16, 248, 0]);
  });
});
