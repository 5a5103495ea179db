import { BUILTIN_MODEL } from '../../builtin-model';
import type { Embedder } from '../../embedder';
import type { E5Forward } from './e5-forward';
import { centreOnLanguage, type LanguageMeans } from './language-centring';

/** The key its vectors are stored under (ml/builtin-model.ts: change it there). */
export const BUILTIN_MODEL_ID: string = BUILTIN_MODEL.modelId;

/**
 * An Embedder over the built-in encoder's forward pass (e5-forward.ts), one text per pass:
 * the encoder's 8-bit MatMuls quantise their activations with one scale per pass
 * (scripts/models/e5_onnx.py), so a text batched with others would get a slightly different
 * vector each time; alone, it always gets the same one. `release` frees the session.
 */
export async function createE5Embedder(
  forward: E5Forward,
  means: LanguageMeans,
  release: () => void,
  modelId: string = BUILTIN_MODEL_ID,
): Promise<Embedder> {
  const embedOne = async (text: string) => centreOnLanguage(await forward(text), text, means);
  // The first pass builds the session's kernels: better at load than on the first keystroke.
  const probe = await embedOne('warm-up');
  if (probe.length !== means.en.length) {
    throw new Error(
      `The model gives ${probe.length} dimensions, centering.json ${means.en.length}.`,
    );
  }
  return {
    modelId,
    dims: probe.length,
    async embed(texts) {
      const vectors: Float32Array[] = [];
      for (const text of texts) vectors.push(await embedOne(text));
      return vectors;
    },
    dispose: release,
  };
}
