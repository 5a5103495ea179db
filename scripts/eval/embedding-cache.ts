import type { Embedder } from '../../src/ml/embedder';

/** Texts per embed call: big enough to amortise a model call, small enough to stay responsive. */
const BATCH = 64;

/**
 * Wraps an embedder with a cache by text: MADial cases share their ~80 memories, so each
 * memory is embedded once per run instead of once per case.
 */
export function createEmbeddingCache(
  embedder: Embedder,
): (texts: readonly string[]) => Promise<Float32Array[]> {
  const cache = new Map<string, Float32Array>();
  return async (texts) => {
    const missing = [...new Set(texts.filter((text) => !cache.has(text)))];
    for (let start = 0; start < missing.length; start += BATCH) {
      const batch = missing.slice(start, start + BATCH);
      const vectors = await embedder.embed(batch);
      if (vectors.length !== batch.length) {
        throw new Error(`Embedder returned ${vectors.length} vectors for ${batch.length} texts.`);
      }
      batch.forEach((text, i) => cache.set(text, vectors[i] as Float32Array));
    }
    return texts.map((text) => cache.get(text) as Float32Array);
  };
}
