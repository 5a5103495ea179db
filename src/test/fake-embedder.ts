import type { Embedder } from '../ml/embedder';

/**
 * A deterministic stand-in for a sentence encoder: each word adds to one of `dims`
 * buckets, so texts sharing words point the same way. For unit tests only.
 */
export function createFakeEmbedder(dims = 64): Embedder & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    modelId: 'fake@1',
    dims,
    calls,
    embed(texts) {
      calls.push([...texts]);
      return Promise.resolve(texts.map((text) => bagOfWords(text, dims)));
    },
    dispose() {},
  };
}

function bagOfWords(text: string, dims: number): Float32Array {
  const vector = new Float32Array(dims);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    let hash = 0;
    for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) % dims;
    vector[hash] = (vector[hash] ?? 0) + 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}
