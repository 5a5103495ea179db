import type { Embedder } from '../../src/ml/embedder';
import type { HubOptions } from './args';
import { queryCosines, type CaseScorer, type CaseScores } from './case-scorer';
import { createEmbeddingCache } from './embedding-cache';
import { openHubSession, type HubSession } from './hub/browser-session';
import { isGeneratedFixture } from './hub/fixture-check';
import { serveModelSource, type ServedSource } from './hub/model-source';

/** The Hub scorer, with the worker-backed embedder it ranks with (the classifier uses it too). */
export type HubScorer = CaseScorer & { embedder: Embedder };

/**
 * The Hub tier as the app runs it: a Hub embedder loaded by the app's ML worker
 * (transformers.js on onnxruntime-web) in headless Chromium, the runtime the app uses.
 * Every case is dense, as on the Hub tier (no lexical fallback); the cosines are computed
 * in Node by the app's vector index.
 */

export async function createHubScorer(
  options: HubOptions,
  progress: (what: string) => void = (what) => process.stderr.write(`eval: ${what}…\n`),
): Promise<HubScorer> {
  const served = await serveModelSource(options.source, options.embedder);
  let session: HubSession | null = null;
  try {
    const isFixture = await isGeneratedFixture(served.url, options.embedder);
    if (isFixture) process.stderr.write(`eval: ${FIXTURE_WARNING}\n`);
    session = await openHubSession({ ...options, remoteHost: served.url }, progress);
    const opened = session;
    const embed = createEmbeddingCache(opened.embedder);
    return {
      embedder: opened.embedder,
      description: describe(options, served, opened, isFixture),
      score: async (query, candidates): Promise<CaseScores> => ({
        scorer: 'dense',
        relevance: queryCosines(opened.embedder.dims, await embed([query, ...candidates])),
      }),
      dispose: () => {
        // CaseScorer's dispose is synchronous; the browser and hosts close in the background
        // (Node stays up until they have).
        void opened
          .close()
          .then(() => served.close())
          .catch((error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error);
            console.error(`eval: closing the browser failed: ${reason}`);
          });
      },
    };
  } catch (error) {
    await session?.close();
    await served.close();
    throw error;
  }
}

const FIXTURE_WARNING =
  'GENERATED TEST FIXTURE, NOT A MODEL (scripts/make-hub-fixtures.ts): these numbers are meaningless';

function describe(
  options: HubOptions,
  served: ServedSource,
  session: HubSession,
  isFixture: boolean,
): string {
  const { loaded } = session;
  const device = loaded.device === 'webgpu' ? describeWebGpu(loaded.gpuAdapter) : 'WASM';
  const model =
    `dense (${options.embedder} cosine, ${loaded.dims} dims, run by transformers.js on ` +
    `onnxruntime-web ${device} in the app's ML worker, headless Chromium ${session.browserVersion}; ` +
    `model from ${served.label}, loaded in ${(loaded.loadMs / 1000).toFixed(1)} s)`;
  return isFixture ? `${FIXTURE_WARNING} — ${model}` : model;
}

/** Chromium falls back to SwiftShader by itself where it finds no GPU, so the name decides. */
function describeWebGpu(adapter: string | null): string {
  const name = adapter ?? 'an unnamed adapter';
  return /swiftshader/i.test(name)
    ? `WebGPU (adapter ${name}: SwiftShader, a CPU emulation, not a GPU)`
    : `WebGPU (adapter ${name})`;
}
