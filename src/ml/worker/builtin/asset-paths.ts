/**
 * Where the app serves the built-in model and the TF.js wasm binaries, relative to its base
 * URL. Shared by the browser source and vite-plugins/builtin-model-assets.ts, which serves
 * and copies the files there; plain constants, so the Vite config can import them.
 */
export const USE_LITE_ASSET_DIR = 'models/use-lite/';
export const TFJS_WASM_ASSET_DIR = 'tfjs-wasm/';
/** The learnt Chinese token table, from models/zh-encoder/ at the repository root. */
export const ZH_TABLE_ASSET_DIR = 'models/zh-encoder/';
export const ZH_TABLE_FILES = ['zh-table.bin', 'zh-vocab.json'] as const;

/** ONNX Runtime Web (the Hub tier's runtime): the build transformers.js asks for by default. */
export const ORT_WASM_ASSET_DIR = 'ort-wasm/';
export const ORT_WASM_FILES = [
  'ort-wasm-simd-threaded.asyncify.mjs',
  'ort-wasm-simd-threaded.asyncify.wasm',
] as const;
