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
