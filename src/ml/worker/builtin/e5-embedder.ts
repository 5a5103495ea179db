import type { FeatureExtractionPipeline } from '@huggingface/transformers';

import type { Embedder } from '../../embedder';
import { centreOnLanguage, type LanguageMeans } from './language-centring';

/** The key its vectors are stored under: change it whenever its vectors would change. */
export const BUILTIN_MODEL_ID = 'e5-small-zh-en-u8+centred@2';

/**
 * E5 was trained with "query: " and "passage: " prefixes; recall compares a draft with
 * stored items symmetrically, and "query: " on both sides ranked better than "passage: "
 * for the items (measured, README).
 */
const PREFIX = 'query: ';

/**
 * One text per forward pass. The encoder's 8-bit MatMuls quantise their activations with one
 * scale per pass (scripts/models/e5_onnx.py), so a text batched with others would get a
 * slightly different vector each time; alone, it always gets the same one.
 */
const BATCH = 1;

/** An Embedder over a loaded feature-extraction pipeline of the built-in model. */
export async function createE5Embedder(
  extractor: FeatureExtractionPipeline,
  means: LanguageMeans,
  modelId: string = BUILTIN_MODEL_ID,
): Promise<Embedder> {
  const run = async (texts: readonly string[]): Promise<Float32Array[]> => {
    const output = await extractor(
      texts.map((text) => PREFIX + text),
      { pooling: 'mean', normalize: true },
    );
    const data = output.data as Float32Array;
    const dims = output.dims.at(-1) ?? 0;
    return texts.map((text, row) =>
      centreOnLanguage(data.subarray(row * dims, (row + 1) * dims), text, means),
    );
  };
  // The first pass builds the session's kernels: better at load than on the first keystroke.
  const [probe] = await run(['warm-up']);
  const dims = probe?.length ?? 0;
  if (dims !== means.en.length) {
    throw new Error(`The model gives ${dims} dimensions, centering.json ${means.en.length}.`);
  }
  return {
    modelId,
    dims,
    async embed(texts) {
      const vectors: Float32Array[] = [];
      for (let at = 0; at < texts.length; at += BATCH) {
        vectors.push(...(await run(texts.slice(at, at + BATCH))));
      }
      return vectors;
    },
    dispose() {
      void extractor.dispose();
    },
  };
}
