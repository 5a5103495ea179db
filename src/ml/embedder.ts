/**
 * A sentence embedder, as the worker, the eval script and tests see it. Vectors are
 * L2-normalised, `dims` floats each, one per input text, in input order.
 */
export type Embedder = {
  /** Stable id, used as the key of stored vectors: change it when vectors would change. */
  readonly modelId: string;
  readonly dims: number;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  dispose(): void;
};
