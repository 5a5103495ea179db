import type { VectorIndex } from '../../domain/recall/vector-index';
import type { Embedder } from '../embedder';

/** Vectors packed row-major, as the protocol returns them to be stored. */
export function packVectors(vectors: readonly Float32Array[], dims: number): Float32Array {
  const packed = new Float32Array(vectors.length * dims);
  vectors.forEach((vector, i) => packed.set(vector, i * dims));
  return packed;
}

/**
 * Adds or updates entries of an index whose texts can change (items, facts and habits):
 * those new, edited, or never embedded are embedded and their vectors added or replaced;
 * every entry's other fields are taken as given. Returns what was embedded, to be stored.
 */
export async function upsertEmbedded<E extends { id: string; text: string }>(
  entries: readonly E[],
  known: Map<string, E>,
  index: VectorIndex,
  embedder: Embedder,
): Promise<{ embeddedIds: string[]; vectors: Float32Array; dims: number }> {
  const toEmbed = entries.filter((entry) => {
    const before = known.get(entry.id);
    return !before || before.text !== entry.text || !index.has(entry.id);
  });
  const vectors = await embedder.embed(toEmbed.map((entry) => entry.text));
  for (const entry of entries) known.set(entry.id, entry);
  toEmbed.forEach((entry, i) => {
    const vector = vectors[i];
    if (!vector) return;
    if (index.has(entry.id)) index.replace(entry.id, vector);
    else index.add(entry.id, vector);
  });
  const { dims } = embedder;
  return {
    embeddedIds: toEmbed.map((entry) => entry.id),
    vectors: packVectors(vectors, dims),
    dims,
  };
}
