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

/**
 * Written by the build beside the model files: which of them the service worker keeps for
 * offline use (`offline`: the built-in tier, fetched as soon as it installs; `onDemand`: the
 * Hub tier's runtime, kept once used) and a hash of their bytes, which names the cache they
 * are kept in, so a new model file can never be served from an old cache.
 */
export const MODEL_FILES_MANIFEST = 'models/model-files.json';
export type ModelFilesManifest = { hash: string; offline: string[]; onDemand: string[] };
