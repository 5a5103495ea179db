import type { Plugin } from 'vite';

/** The hashed copy Vite makes of ONNX Runtime's wasm binaries: "assets/ort-wasm-…-<hash>.wasm". */
const HASHED_RUNTIME = /^assets\/ort-wasm-[^/]+\.wasm$/;

/**
 * ONNX Runtime's bundles name their wasm binary with `new URL(…, import.meta.url)` as a
 * fallback, so Vite writes a second, hashed copy under assets/. Every worker passes
 * `wasmPaths` first (builtin/e5-source-browser.ts for the plain build, hub-env.ts
 * configureOrtWasm for the one with WebGPU) and loads the unhashed copy under ort-wasm/
 * that builtin-model-assets.ts ships and the service worker keeps: the hashed one is never
 * fetched, so the build leaves it out — one copy of each file in dist/.
 */
export function oneRuntimeCopy(): Plugin {
  return {
    name: 'forethought:one-runtime-copy',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (HASHED_RUNTIME.test(fileName)) Reflect.deleteProperty(bundle, fileName);
      }
    },
  };
}
