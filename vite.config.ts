import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { builtinModelAssets } from './vite-plugins/builtin-model-assets';

/**
 * Cross-origin isolation lets the model runtimes use multi-threaded WASM
 * (SharedArrayBuffer). The same headers are served by `dev` and `preview`
 * so that tests see what users see.
 */
const isolationHeaders = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  plugins: [react(), builtinModelAssets()],
  server: { headers: isolationHeaders },
  preview: { headers: isolationHeaders },
  build: { target: 'es2022', sourcemap: true },
});
