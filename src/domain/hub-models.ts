/**
 * The Hub-tier models the app offers. Sizes are the quantized (q8) ONNX files transformers.js
 * downloads, as listed on the Hub; the tokenizer files add a few more megabytes.
 */
export type HubModelChoice = {
  id: string;
  role: 'embedder' | 'reranker';
  approxMegabytes: number;
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

export const DEFAULT_HUB_HOST = 'https://huggingface.co/';
