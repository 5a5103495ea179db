// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { oneRuntimeCopy } from '../vite-plugins/one-runtime-copy';

/** The plugin's generateBundle, called as Vite calls it on a bundle of named outputs. */
function afterBundle(fileNames: string[]): string[] {
  const bundle: Record<string, unknown> = Object.fromEntries(fileNames.map((name) => [name, {}]));
  const hook = oneRuntimeCopy().generateBundle;
  if (typeof hook !== 'function') throw new Error('generateBundle is not a plain function');
  (hook as (options: unknown, bundle: Record<string, unknown>) => void).call({}, {}, bundle);
  return Object.keys(bundle);
}

describe('oneRuntimeCopy', () => {
  it("drops Vite's hashed copy of ONNX Runtime's wasm and keeps everything else", () => {
    expect(
      afterBundle([
        'assets/ort-wasm-simd-threaded.asyncify-CxOG5pUO.wasm',
        'assets/worker-BBavxu3C.js',
        'ort-wasm/ort-wasm-simd-threaded.asyncify.wasm',
        'models/multilingual-e5-small-zh-en/onnx/model_quantized.onnx',
        'assets/other-module.wasm',
      ]),
    ).toEqual([
      'assets/worker-BBavxu3C.js',
      'ort-wasm/ort-wasm-simd-threaded.asyncify.wasm',
      'models/multilingual-e5-small-zh-en/onnx/model_quantized.onnx',
      'assets/other-module.wasm',
    ]);
  });
});
