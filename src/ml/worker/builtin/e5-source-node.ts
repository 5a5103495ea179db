import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { env, pipeline } from '@huggingface/transformers';

import type { Embedder } from '../../embedder';
import { BUILTIN_MODEL_NAME } from './asset-paths';
import { createE5Embedder } from './e5-embedder';
import { parseLanguageMeans } from './language-centring';

/**
 * The repository's models/ folder, where the built-in model is committed; for the eval of a
 * candidate build (`npm run models:train` writes one), FORETHOUGHT_MODELS_DIR names another
 * folder holding a `multilingual-e5-small-zh-en/` of the same layout. The app never reads it.
 */
const MODELS_DIR =
  process.env.FORETHOUGHT_MODELS_DIR?.replace(/\/?$/, '/') ??
  fileURLToPath(new URL('../../../../models/', import.meta.url));

/** Points transformers.js at the repository's models/ folder, and nowhere else. */
export function readModelsFromRepository(): void {
  env.allowLocalModels = true;
  env.allowRemoteModels = false;
  env.localModelPath = MODELS_DIR;
}

/**
 * The built-in embedder read from the repository and run by onnxruntime-node: for the
 * eval, the replay, extract and tests. Same files and same code as in the browser.
 */
export async function createNodeBuiltinEmbedder(): Promise<Embedder> {
  readModelsFromRepository();
  const extractor = await pipeline('feature-extraction', BUILTIN_MODEL_NAME, {
    dtype: 'q8',
    session_options: { intraOpNumThreads: 2 },
  });
  const bytes = await readFile(`${MODELS_DIR}${BUILTIN_MODEL_NAME}/centering.json`);
  const centering = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  const dims = (extractor.model.config as { hidden_size?: number }).hidden_size ?? 384;
  return createE5Embedder(extractor, parseLanguageMeans(centering, dims));
}
