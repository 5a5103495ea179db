/**
 * Where the app serves the built-in model and the TF.js wasm binaries, relative to its base
 * URL. Shared by the browser source and vite-plugins/builtin-model-assets.ts, which serves
 * and copies the files there; plain constants, so the Vite config can import them.
 */
export const USE_LITE_ASSET_DIR = 'models/use-lite/';
export const TFJS_WASM_ASSET_DIR = 'tfjs-wasm/';
