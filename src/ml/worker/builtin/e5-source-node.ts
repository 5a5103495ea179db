import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import type { Tokenizer } from '@huggingface/tokenizers';
import * as ort from 'onnxruntime-node';

import type { Embedder } from '../../embedder';
import { BUILTIN_MODEL_NAME } from './asset-paths';
import { createE5Forward, hiddenSizeOf, sessionEncoder } from './e5-forward';
import { createE5Embedder } from './e5-embedder';
import { createE5Tokenizer } from './e5-tokenizer';
import { parseLanguageMeans } from './language-centring';

/**
 * The repository's models/ folder, where the built-in model is committed; for the eval of a
 * candidate build (`npm run models:train` writes one), FORETHOUGHT_MODELS_DIR names another
 * folder holding a `multilingual-e5-small-zh-en/` of the same layout. The app never reads it.
 */
const MODELS_DIR =
  process.env.FORETHOUGHT_MODELS_DIR?.replace(/\/?$/, '/') ??
  fileURLToPath(new URL('../../../../models/', import.meta.url));

const readJson = async (path: string): Promise<unknown> =>
  JSON.parse(new TextDecoder().decode(await readFile(path))) as unknown;

/** The built-in model's tokenizer, as the worker builds it (e5-source-browser.ts). */
export async function readBuiltinTokenizer(): Promise<Tokenizer> {
  const dir = `${MODELS_DIR}${BUILTIN_MODEL_NAME}/`;
  const [json, config] = await Promise.all([
    readJson(`${dir}tokenizer.json`),
    readJson(`${dir}tokenizer_config.json`),
  ]);
  return createE5Tokenizer(json, config);
}

/**
 * The built-in embedder read from the repository and run by onnxruntime-node: for the
 * eval, the replay, extract and tests. Same files and same forward pass as in the browser.
 */
export async function createNodeBuiltinEmbedder(): Promise<Embedder> {
  const dir = `${MODELS_DIR}${BUILTIN_MODEL_NAME}/`;
  const [tokenizer, session, centering, config] = await Promise.all([
    readBuiltinTokenizer(),
    // As the browser opens it: the file is saved optimised (scripts/models/e5_preoptimise.py).
    ort.InferenceSession.create(`${dir}onnx/model_quantized.onnx`, {
      intraOpNumThreads: 2,
      graphOptimizationLevel: 'disabled',
    }),
    readJson(`${dir}centering.json`),
    readJson(`${dir}config.json`),
  ]);
  const forward = createE5Forward(tokenizer, sessionEncoder(ort, session));
  const means = parseLanguageMeans(centering, hiddenSizeOf(config));
  return createE5Embedder(forward, means, () => void session.release());
}
