import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { builtinModelAssets } from './vite-plugins/builtin-model-assets';
import { contentSecurityPolicyMeta } from './vite-plugins/content-security-policy';
import { oneRuntimeCopy } from './vite-plugins/one-runtime-copy';
import { progressiveWebApp } from './vite-plugins/progressive-web-app';
import { wordBridge } from './vite-plugins/word-bridge';

/**
 * Cross-origin isolation lets the model runtimes use multi-threaded WASM
 * (SharedArrayBuffer). The same headers are served by `dev` and `preview`
 * so that tests see what users see.
 */
const isolationHeaders = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/**
 * `BENCH=1 vite build` (scripts/bench.ts) adds the benchmark page, bench/index.html, as a
 * second entry beside the app, into its own folder: the bench page and the app then share
 * an origin (and so IndexedDB), and the app's own build never contains the bench code.
 */
const isBench = process.env.BENCH === '1';
const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // BASE_PATH=/forethought/ builds for a host that serves the app below its root (GitHub Pages).
  base: process.env.BASE_PATH ?? '/',
  plugins: [
    react(),
    builtinModelAssets(),
    progressiveWebApp(),
    contentSecurityPolicyMeta(),
    wordBridge(),
    oneRuntimeCopy(),
  ],
  // The model workers' bundles are where ONNX Runtime's fallback copy is made.
  // ES module workers, so the ML worker can load the Hub tier's code only when it is asked for.
  worker: { format: 'es', plugins: () => [oneRuntimeCopy()] },
  server: { headers: isolationHeaders },
  preview: { headers: isolationHeaders },
  build: {
    target: 'es2022',
    sourcemap: true,
    ...(isBench && {
      outDir: 'dist-bench',
      rolldownOptions: {
        input: { app: entry('./index.html'), bench: entry('./bench/index.html') },
      },
    }),
  },
});
