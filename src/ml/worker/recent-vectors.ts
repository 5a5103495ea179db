import type { Embedder } from '../embedder';

/** What the cache keeps, in floats (32 MB would be 8M): about 5,000 texts of 384 floats. */
const RECENT_FLOATS = 2 * 1024 * 1024;

/**
 * An embedder that remembers the vectors of the texts it embedded last, up to
 * `capacityFloats` floats. A slot's every reader goes through one: capture reads each
 * sentence of a message twice (the status head, then the classifier), an import classifies
 * a chat's sentences and then indexes the plans among them, a saved draft was embedded for
 * the panel as it was typed; each text is embedded once. The built-in model embeds one text
 * per pass, so a remembered vector is the one it would give again. Readers get copies: one
 * may transfer or change its vectors without touching the remembered ones.
 */
export function withRecentVectors(embedder: Embedder, capacityFloats = RECENT_FLOATS): Embedder {
  const capacity = Math.max(1, Math.floor(capacityFloats / Math.max(1, embedder.dims)));
  const recent = new Map<string, Float32Array>();
  return {
    modelId: embedder.modelId,
    dims: embedder.dims,
    async embed(texts) {
      const missing = [...new Set(texts.filter((text) => !recent.has(text)))];
      const vectors = missing.length === 0 ? [] : await embedder.embed(missing);
      const fresh = new Map<string, Float32Array>();
      missing.forEach((text, i) => {
        const vector = vectors[i];
        if (vector) fresh.set(text, vector.slice());
      });
      const found = texts.map((text) => (recent.get(text) ?? fresh.get(text))?.slice());
      // Oldest first in a Map: what was read again moves to the end; the oldest go.
      for (const text of texts) {
        const vector = recent.get(text) ?? fresh.get(text);
        if (!vector) continue;
        recent.delete(text);
        recent.set(text, vector);
      }
      while (recent.size > capacity) recent.delete(recent.keys().next().value ?? '');
      return found.map((vector) => vector ?? new Float32Array());
    },
    dispose() {
      recent.clear();
      embedder.dispose();
    },
  };
}
