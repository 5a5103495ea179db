/**
 * The Hub-tier models the app offers. Sizes are the quantized (q8) ONNX files transformers.js
 * downloads, as listed on the Hub; the tokenizer files add a few more megabytes.
 */
export type HubModelChoice = {
  id: string;
  role: 'embedder' | 'reranker' | 'instruct-llm';
  approxMegabytes: number;
  /** Where WASM downloads a larger file than WebGPU (instruct LLMs: q4 instead of q4f16). */
  approxMegabytesWasm?: number;
  languages: string;
  licence: string;
};

export const HUB_EMBEDDER: HubModelChoice = {
  id: 'Xenova/multilingual-e5-small',
  role: 'embedder',
  approxMegabytes: 118,
  languages: '~100 languages, Chinese and English among them',
  licence: 'MIT',
};

export const HUB_RERANKER: HubModelChoice = {
  id: 'Xenova/bge-reranker-base',
  role: 'reranker',
  approxMegabytes: 279,
  languages: 'Chinese and English',
  licence: 'MIT',
};

/**
 * The optional in-browser classifier: a small instruct LLM. WebGPU with fp16 shaders runs
 * the 4-bit file with fp16 compute (model_q4f16.onnx); WASM, and WebGPU without fp16, the
 * plain 4-bit one (model_q4.onnx).
 */
export const HUB_INSTRUCT_LLM: HubModelChoice = {
  id: 'onnx-community/Qwen2.5-0.5B-Instruct',
  role: 'instruct-llm',
  approxMegabytes: 483,
  approxMegabytesWasm: 786,
  languages: 'Chinese, English and about 27 more',
  licence: 'Apache-2.0',
};

export const DEFAULT_HUB_HOST = 'https://huggingface.co/';

/** Where transformers.js fetches (and caches) one file of a model: the Hub's URL scheme. */
export function hubFileUrl(host: string, modelId: string, path: string): string {
  return `${host.replace(/\/+$/, '')}/${modelId}/resolve/main/${path.replace(/^\/+/, '')}`;
}

/** A picked folder's files, named relative to the folder (its own name dropped). */
export function modelFolderPaths(relativePaths: readonly string[]): string[] {
  return relativePaths.map((path) => path.split('/').slice(1).join('/'));
}

/** Hub model ids look like "owner/name". */
export function isHubModelId(value: string): boolean {
  return /^[\w.-]+\/[\w.-]+$/.test(value);
}
