import type { ModelInfo } from '../src/ml/protocol';
import { getMlClient } from '../src/ml/worker-client';
import { draftAt, TOPICS } from './corpus';

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

/** How many drafts' embeddings the episodic indexes' recall is also read with. */
const DRAFT_QUERIES = 50;
let drafts: Promise<Float32Array> | null = null;

/**
 * The embeddings of drafts about the seed topics ("<topic> (2)", …), packed: what the panel
 * asks the log with, unlike vectors drawn from the synthetic log's own clusters.
 */
export function draftVectors(): Promise<Float32Array> {
  drafts ??= (async () => {
    await modelReady();
    const texts = Array.from({ length: DRAFT_QUERIES }, (_, i) => draftAt(TOPICS.length + i));
    return (await getMlClient().call('embed', { texts })).vectors;
  })();
  return drafts;
}
