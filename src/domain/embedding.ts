/**
 * Vectors are stored packed: one row holds up to `EMBEDDING_CHUNK_SIZE` vectors of one
 * model as a single Float32Array (row-major, `dims` floats each), with the owners' ids in
 * the same order. Loading 100k vectors is then a few dozen reads, not 100k `number[]`s.
 */
export const EMBEDDING_CHUNK_SIZE = 4096;

export type EmbeddingChunk = {
  modelId: string;
  chunkIndex: number;
  dims: number;
  /** Item ids, one per vector, in storage order. */
  itemIds: string[];
  vectors: Float32Array;
  updatedAt: number;
};
