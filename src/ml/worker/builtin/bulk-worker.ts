/// <reference lib="webworker" />
import type { Embedder } from '../../embedder';
import { createStageTimer } from '../load-stages';
import type { FromBulkWorker, ToBulkWorker } from './bulk-runtime';
import { loadBrowserBuiltinEmbedder } from './e5-source-browser';

/**
 * The bulk runtime's worker (bulk-runtime.ts): the built-in model with the threads it was
 * given, embedding the texts of each call one a pass, in order.
 */
declare const self: DedicatedWorkerGlobalScope & { textsEmbedded?: number };

/** Texts embedded here, for the page's tools (devtools, the e2e spec) to read. */
self.textsEmbedded = 0;

let embedder: Promise<Embedder> | null = null;

const WARM_UP_PASSES = 40;

const answer = (message: FromBulkWorker, transfer: Transferable[] = []) =>
  self.postMessage(message, transfer);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Passes on a sentence of our own before the first real text: the runtime's code is compiled
 * for speed only once it has run a while (V8 optimises WebAssembly as it goes), and until
 * then two threads embedded no faster than the drafts' one. The drafts' runtime meanwhile
 * does the bulk work, as before this one was asked for.
 */
async function warmUp(model: Embedder): Promise<Embedder> {
  for (let pass = 0; pass < WARM_UP_PASSES; pass += 1) {
    await model.embed([`I will water plant number ${pass} on the balcony before the weekend.`]);
  }
  return model;
}

self.onmessage = ({ data }: MessageEvent<ToBulkWorker>) => {
  if (data.kind === 'load') {
    const loading = loadBrowserBuiltinEmbedder(
      new URL(data.appBase),
      createStageTimer(),
      undefined,
      data.threads,
    ).then(warmUp);
    embedder = loading;
    loading.then(
      () => answer({ kind: 'ready' }),
      (error: unknown) => answer({ kind: 'failed', message: messageOf(error) }),
    );
    return;
  }
  const { id, texts } = data;
  if (!embedder) {
    answer({ kind: 'error', id, message: 'The bulk runtime was not loaded.' });
    return;
  }
  embedder
    .then(async (model) => {
      const vectors = await model.embed(texts);
      self.textsEmbedded = (self.textsEmbedded ?? 0) + texts.length;
      const packed = new Float32Array(vectors.length * model.dims);
      vectors.forEach((vector, i) => packed.set(vector, i * model.dims));
      answer({ kind: 'vectors', id, vectors: packed, dims: model.dims }, [packed.buffer]);
    })
    .catch((error: unknown) => answer({ kind: 'error', id, message: messageOf(error) }));
};
