import type { Embedder } from '../../embedder';
import { loadUseModel, runUseModel, USE_LITE_DIMS, type UseModelSource } from './use-model';
import { createUseTokenizer, type UseTokenizer } from './use-tokenizer';

export type { UseModelSource } from './use-model';

/** The key of stored USE-lite vectors: change it when the vectors would change. */
export const USE_LITE_MODEL_ID = 'use-lite-en@1';
/** Texts per model call: large enough to amortise the graph's fixed cost, small enough
 *  that padding to the longest text of the batch stays cheap. */
const BATCH_SIZE = 32;

/** The token ids of a text; never empty, as a text without tokens gives the model no row. */
function tokenize(tokenizer: UseTokenizer, text: string): number[] {
  const ids = tokenizer.encode(text);
  return ids.length > 0 ? ids : tokenizer.encode(' ');
}

/**
 * Loads the Universal Sentence Encoder lite (English, 512 dims) on the TF.js wasm backend
 * and warms it up. Texts are batched by similar length, one model call at a time; calls to
 * `embed` run one after another. `dispose` refuses calls not yet started.
 */
export async function createUseEncoder(source: UseModelSource): Promise<Embedder> {
  const { model, vocabulary } = await loadUseModel(source);
  const tokenizer = createUseTokenizer(vocabulary);
  // GraphModel executions are not meant to overlap, so calls queue behind each other.
  let queue: Promise<unknown> = Promise.resolve();
  let isDisposed = false;

  async function embedNow(texts: readonly string[]): Promise<Float32Array[]> {
    if (isDisposed) throw new Error('The USE-lite encoder was disposed');
    const ids = texts.map((text) => tokenize(tokenizer, text));
    // Shortest first, so that each batch pads little; results go back to input order.
    const order = ids
      .map((_, i) => i)
      .sort((a, b) => (ids[a]?.length ?? 0) - (ids[b]?.length ?? 0));
    const vectors = new Array<Float32Array>(texts.length);
    for (let start = 0; start < order.length; start += BATCH_SIZE) {
      const rows = order.slice(start, start + BATCH_SIZE);
      const batch = await runUseModel(
        model,
        rows.map((i) => ids[i] ?? []),
      );
      rows.forEach((i, j) => (vectors[i] = batch[j] ?? new Float32Array(USE_LITE_DIMS)));
    }
    return vectors;
  }

  const embedder: Embedder = {
    modelId: USE_LITE_MODEL_ID,
    dims: USE_LITE_DIMS,
    embed(texts) {
      const result = queue.then(() => embedNow(texts));
      queue = result.catch(() => undefined);
      return result;
    },
    dispose() {
      isDisposed = true;
      // The call running now finishes before its weights go.
      void queue.then(() => model.dispose());
    },
  };
  await embedder.embed(['Warm up the graph once, so the first real call is not the slow one.']);
  return embedder;
}
