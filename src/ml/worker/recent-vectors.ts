import type { ClassifierEmbedder } from '../../domain/capture/classifier';

/**
 * An embedder that remembers the vectors of the last `capacity` texts it embedded. Capture
 * reads each sentence of a message twice over the same model — the status head, then the
 * classifier — and this makes the second reading free. Only for readers that never change
 * or transfer the vectors they get (the heads read them); each text is embedded on its own
 * by the built-in model, so a remembered vector is the one it would give again.
 */
export function withRecentVectors(
  embedder: ClassifierEmbedder,
  capacity = RECENT_TEXTS,
): ClassifierEmbedder {
  const recent = new Map<string, Float32Array>();
  return {
    modelId: embedder.modelId,
    async embed(texts) {
      const missing = [...new Set(texts.filter((text) => !recent.has(text)))];
      const vectors = missing.length === 0 ? [] : await embedder.embed(missing);
      missing.forEach((text, i) => {
        const vector = vectors[i];
        if (vector) recent.set(text, vector);
      });
      const found = texts.map((text) => recent.get(text) ?? new Float32Array());
      // Oldest first in a Map: what was read again moves to the end; the oldest go.
      for (const text of texts) {
        const vector = recent.get(text);
        if (!vector) continue;
        recent.delete(text);
        recent.set(text, vector);
      }
      while (recent.size > capacity) recent.delete(recent.keys().next().value ?? '');
      return found;
    },
  };
}

/** A long message's sentences, a few times over. */
const RECENT_TEXTS = 256;
