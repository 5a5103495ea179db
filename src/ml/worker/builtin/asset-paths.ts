/**
 * Where the app serves the built-in model and ONNX Runtime's wasm binaries, relative to its
 * base URL. Shared by the browser source and vite-plugins/builtin-model-assets.ts, which
 * serves and copies the files there; plain constants, so the Vite config can import them.
 */

/** The built-in model's parent folder (models/ at the repository root). */
export const BUILTIN_MODEL_DIR = 'models/';
/**
 * The built-in model: multilingual-e5-small with its vocabulary cut to English and Chinese
 * (built by `npm run models:build`), in the Hub's layout, which transformers.js reads.
 */
export const BUILTIN_MODEL_NAME = 'multilingual-e5-small-zh-en';
/** Its files the app serves (PROVENANCE.md and LICENSE.txt stay in the repository). */
export const BUILTIN_MODEL_FILES = [
  'config.json',
  'tokenizer.json',
  'tokenizer_config.json',
  'onnx/model_quantized.onnx',
  'centering.json',
] as const;

/**
 * Recall's second view on the built-in tier (src/ml/use/, domain/recall/second-view.ts): the
 * multilingual Universal Sentence Encoder, built by `npm run models:build` beside e5.
 */
export const SECOND_VIEW_MODEL_NAME = 'use-multilingual-zh-en';
export const SECOND_VIEW_FILES = ['tokenizer.json', 'use.json', 'use.bin'] as const;

/** Where the app serves ONNX Runtime Web's binaries (never a CDN). */
export const ORT_WASM_ASSET_DIR = 'ort-wasm/';
/**
 * The plain WebAssembly build, which the built-in tier runs on (14 MB): fetched on the first
 * visit and kept for offline use.
 */
export const BUILTIN_ORT_FILES = [
  'ort-wasm-simd-threaded.mjs',
  'ort-wasm-simd-threaded.wasm',
] as const;
/**
 * The build with WebGPU that transformers.js asks for (27 MB): fetched only when a Hub model
 * is chosen (then kept by the service worker like any model file).
 */
export const HUB_ORT_FILES = [
  'ort-wasm-simd-threaded.asyncify.mjs',
  'ort-wasm-simd-threaded.asyncify.wasm',
] as const;

/**
 * Written by the build beside the model files: which of them the service worker keeps for
 * offline use (the built-in model and its runtime, fetched as soon as it installs) and a
 * hash of their bytes, which names the cache they are kept in, so a new model file can
 * never be served from an old cache.
 */
export const MODEL_FILES_MANIFEST = 'models/model-files.json';
export type ModelFilesManifest = {
  hash: string;
  /** Fetched when the service worker installs: what the built-in tier needs offline. */
  offline: string[];
  /** Kept once used (the Hub tier's runtime), and carried over to a new version's cache. */
  onDemand?: string[];
  /** Each file's size in bytes as built (a download's progress, whatever its encoding). */
  sizes?: Record<string, number>;
};

/** The Cache Storage cache the service worker keeps one version's model files in. */
export const MODEL_CACHE_PREFIX = 'forethought-models-';
export function modelCacheName(manifest: ModelFilesManifest): string {
  return MODEL_CACHE_PREFIX + manifest.hash;
}
