/**
 * Vectors are stored packed: one row holds up to `EMBEDDING_CHUNK_SIZE` vectors of one
 * model as a single Float32Array (row-major, `dims` floats each), with the owners' ids in
 * the same order. Loading 100k vectors is then about a hundred reads, not 100k `number[]`s,
 * and adding one vector rewrites one 2 MB chunk at most (512 dims).
 */
export const EMBEDDING_CHUNK_SIZE = 1024;

export type EmbeddingChunk = {
  modelId: string;
  chunkIndex: number;
  dims: number;
  /** Item ids, one per vector, in storage order. */
  itemIds: string[];
  /** The item version each vector was computed from; an edit makes the vector stale. */
  itemVersions: number[];
  vectors: Float32Array;
  updatedAt: number;
};

/**
 * The episodic log's vectors are stored like the items', in chunks of their own under
 * the model id with this prefix; their ids are episode ids (and their versions 0: an
 * episode is never edited).
 */
const EPISODE_VECTORS_PREFIX = 'episodes|';

export function episodeVectorsKey(modelId: string): string {
  return EPISODE_VECTORS_PREFIX + modelId;
}

/** Facts' and habits' vectors likewise, versioned by their number of earlier texts. */
const MEMORY_VECTORS_PREFIX = 'memories|';

export function memoryVectorsKey(modelId: string): string {
  return MEMORY_VECTORS_PREFIX + modelId;
}

export type VectorOwners = 'items' | 'episodes' | 'memories';

/** The model a chunk's vectors come from, and whose they are: items', episodes' or memories'. */
export function readVectorsKey(key: string): { modelId: string; owners: VectorOwners } {
  if (key.startsWith(EPISODE_VECTORS_PREFIX)) {
    return { modelId: key.slice(EPISODE_VECTORS_PREFIX.length), owners: 'episodes' };
  }
  if (key.startsWith(MEMORY_VECTORS_PREFIX)) {
    return { modelId: key.slice(MEMORY_VECTORS_PREFIX.length), owners: 'memories' };
  }
  return { modelId: key, owners: 'items' };
}

/** The id left in a slot whose vector was erased; never an item id. */
export const ERASED_SLOT_ID = '';

/**
 * Erases `itemId`'s vectors from a chunk in place: the slot keeps its position (so the
 * others do not move) with its id blanked and its vector zeroed. Returns whether it held any.
 */
export function eraseFromChunk(chunk: EmbeddingChunk, itemId: string): boolean {
  let isFound = false;
  chunk.itemIds.forEach((id, position) => {
    if (id !== itemId) return;
    isFound = true;
    chunk.itemIds[position] = ERASED_SLOT_ID;
    chunk.itemVersions[position] = 0;
    chunk.vectors.fill(0, position * chunk.dims, (position + 1) * chunk.dims);
  });
  return isFound;
}
