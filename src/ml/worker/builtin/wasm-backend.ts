import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as tf from '@tensorflow/tfjs-core';

let backendReady: Promise<void> | undefined;

/**
 * Makes TF.js run on its wasm backend, loading the binaries from `wasmPaths`: a URL prefix
 * in the browser, a folder path in Node (both ending in '/'). TF.js keeps one global
 * backend, so the first call decides the folder; later calls share its promise.
 * Single-threaded (SIMD where supported), in the browser as in Node.
 */
export function ensureWasmBackend(wasmPaths: string): Promise<void> {
  backendReady ??= (async () => {
    if (tf.getBackend() !== 'wasm') {
      // The threaded build starts its pthreads from `factory.toString()`, which breaks once
      // the bundle is minified ("ReferenceError: e is not defined" in `vite build` output,
      // tensorflow/tfjs#4107). One thread already meets the throughput target.
      tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
      setWasmPaths(wasmPaths);
      const isSet = await tf.setBackend('wasm');
      if (!isSet) throw new Error(`The TF.js wasm backend did not start from ${wasmPaths}`);
    }
    await tf.ready();
  })().catch((error: unknown) => {
    // Let a later call try again, e.g. after the files became reachable.
    backendReady = undefined;
    throw error;
  });
  return backendReady;
}
