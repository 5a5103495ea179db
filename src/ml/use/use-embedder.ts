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
 * The most pieces a text is read by, <s> and </s> included: the time a text takes grows with
 * its length (a few milliseconds for a sentence, over 100 ms for a page), and a long draft is
 * read on every refresh (128 pieces: about 100 English words; e5, the first view, reads 512).
 */
export const USE_MAX_PIECES = 128;

/**
 * The multilingual Universal Sentence Encoder as recall's second view (domain/recall/
 * second-view.ts explains how the two views are fused). Its forward pass is plain TypeScript
 * over typed arrays: a small CNN costs less than starting an ONNX session for it.
 */
export function createUseEmbedder(files: UseFiles): SyncEmbedder & {
  pieceIds(text: string): number[];
} {
  const tokenizer = new Tokenizer(files.tokenizer, { unk_token: '<unk>' });
  const weights: UseWeights = readUseWeights(files.layout, files.weights);
  const pieceIds = (text: string) => {
    const ids = tokenizer.encode(text).ids;
    if (ids.length <= USE_MAX_PIECES) return ids;
    // Keep the closing </s>, as a text that short would end.
    return [...ids.slice(0, USE_MAX_PIECES - 1), ids.at(-1) as number];
  };
  const embedNow = (text: string) => encodeSentence(pieceIds(text), weights);
  return {
    modelId: USE_MODEL_ID,
    dims: weights.dense.get('d3')?.shape[1] ?? 0,
    pieceIds,
    embedNow,
    embed: (texts) => Promise.resolve(texts.map(embedNow)),
    dispose() {},
  };
}
