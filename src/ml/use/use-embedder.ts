import { Tokenizer } from '@huggingface/tokenizers';

import type { Embedder } from '../embedder';
import { encodeSentence } from './use-forward';
import { readUseWeights, type UseLayout, type UseWeights } from './use-weights';

/** The key its vectors would be stored under: change it whenever its vectors would change. */
export const USE_MODEL_ID = 'use-m3-zh-en-q4@1';

/** The second view's files, however they were read (from disk in Node, fetched in the app). */
export type UseFiles = {
  tokenizer: object;
  layout: UseLayout;
  weights: ArrayBuffer;
};

/** An Embedder that also embeds synchronously: a pure computation with no runtime beneath. */
export type SyncEmbedder = Embedder & { embedNow(text: string): Float32Array };

/**
 * The multilingual Universal Sentence Encoder as recall's second view (ranking.ts in
 * domain/recall explains how the two views are fused). Its forward pass is plain TypeScript
 * over typed arrays: a small CNN costs less than starting an ONNX session for it.
 */
export function createUseEmbedder(files: UseFiles): SyncEmbedder {
  const tokenizer = new Tokenizer(files.tokenizer, { unk_token: '<unk>' });
  const weights: UseWeights = readUseWeights(files.layout, files.weights);
  const embedNow = (text: string) => encodeSentence(tokenizer.encode(text).ids, weights);
  return {
    modelId: USE_MODEL_ID,
    dims: weights.dense.get('d3')?.shape[1] ?? 0,
    embedNow,
    embed: (texts) => Promise.resolve(texts.map(embedNow)),
    dispose() {},
  };
}
