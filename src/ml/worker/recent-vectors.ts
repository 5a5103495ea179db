import type { Embedder } from '../embedder';

/** What the cache keeps, in floats (8 MB): about 5,000 texts of 384 floats. */
const RECENT_FLOATS = 2 * 1024 * 1024;

/** An embedder that remembers recent texts' vectors, and can be told to forget them. */
export type RememberingEmbedder = Embedder & {
  /** Drops every remembered text and its vector (after a wipe); how many there were. */
  forget(): number;
};

/**
 * An embedder that remembers the vectors of the texts it embedded last, up to
 * `capacityFloats` floats. A slot's every reader goes through one: capture reads each
 * sentence of a message twice (the status head, then the classifier), an import classifies
 * a chat's sentences and then indexes the plans among them, a saved draft was embedded for
 * the panel as it was typed; each text is embedded once. The built-in model embeds one text
 * per pass, so there a remembered vector is the one it would give again (the Hub tier's
 * batches move a vector a little: it is then the one its first batch gave). Readers get
 * copies: one may transfer or change its vectors without touching the remembered ones.
 */
export function withRecentVectors(
  embedder: Embedder,
  capacityFloats = RECENT_FLOATS,
): RememberingEmbedder {
  const capacity = Math.max(1, Math.floor(capacityFloats / Math.max(1, embedder.dims)));
  const recent = new Map<string, Float32Array>();
  // Bumped by forget(): a call that was embedding meanwhile must not put its texts back.
  let generation = 0;
  return {
    modelId: embedder.modelId,
    dims: embedder.dims,
    async embed(texts) {
      // What is remembered is taken before waiting for the model: calls run side by side in
      // the worker, and another may push these out of `recent` meanwhile.
      const known = new Map<string, Float32Array>();
      for (const text of texts) {
        const vector = recent.get(text);
        if (vector) known.set(text, vector);
      }
      const missing = [...new Set(texts.filter((text) => !known.has(text)))];
      const asked = generation;
      const vectors = missing.length === 0 ? [] : await embedder.embed(missing);
      if (vectors.length !== missing.length) {
        throw new Error(`The model gave ${vectors.length} vectors for ${missing.length} texts.`);
      }
      missing.forEach((text, i) => known.set(text, (vectors[i] as Float32Array).slice()));
      if (asked !== generation)
        return texts.map((text) => (known.get(text) as Float32Array).slice());
      // Oldest first in a Map: what was read again moves to the end; the oldest go.
      for (const text of texts) {
        recent.delete(text);
        recent.set(text, known.get(text) as Float32Array);
      }
      while (recent.size > capacity) recent.delete(recent.keys().next().value ?? '');
      return texts.map((text) => (known.get(text) as Float32Array).slice());
    },
    forget() {
      generation += 1;
      const count = recent.size;
      recent.clear();
      return count;
    },
    dispose() {
      recent.clear();
      embedder.dispose();
    },
  };
}
