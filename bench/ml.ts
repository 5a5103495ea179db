import type { ModelInfo } from '../src/ml/protocol';
import { getMlClient } from '../src/ml/worker-client';
import { TOPICS } from './corpus';

export type LoadedModel = ModelInfo & { loadMs: number };

let model: Promise<LoadedModel> | null = null;
let secondView: Promise<string | null> | null = null;
let topics: Promise<Float32Array> | null = null;

/** The app's ML worker with the built-in model loaded (once), as the app starts it. */
export function modelReady(): Promise<LoadedModel> {
  secondView ??= new Promise((resolve) => {
    getMlClient().on('second-view', ({ secondViewId }) => resolve(secondViewId));
  });
  model ??= (async () => {
    const started = performance.now();
    const info = await getMlClient().call('load-model', { tier: 'builtin' });
    return { ...info, loadMs: performance.now() - started };
  })();
  return model;
}

/**
 * The built-in model with its second view joined (it loads after the first): its id, or
 * null when it could not load.
 */
export async function secondViewJoined(): Promise<string | null> {
  await modelReady();
  return secondView ?? null;
}

/** The real embeddings of the seed topics, packed in TOPICS order (computed once). */
export function topicVectors(): Promise<Float32Array> {
  topics ??= (async () => {
    await modelReady();
    const { vectors } = await getMlClient().call('embed', { texts: [...TOPICS] });
    return vectors;
  })();
  return topics;
}
