import type { ModelRequest } from '../protocol';
import { loadBrowserBuiltinEmbedder } from './builtin/e5-source-browser';
import { createStageTimer } from './load-stages';
import { loadBrowserUseEmbedder } from './builtin/second-view-browser';
import type { HandlerContext, LoadedModels } from './handlers';
import { createHubEmbedder } from './hub/hub-embedder';
import { configureHub, probeDevice } from './hub/hub-env';
import { createHubReranker } from './hub/hub-reranker';

/** The worker's real model loader: built-in from the app's origin, Hub tier from a host. */
export async function loadModels(
  request: ModelRequest,
  { emit }: HandlerContext,
  appBase: URL,
): Promise<LoadedModels> {
  if (request.tier === 'builtin') {
    const timer = createStageTimer();
    const embedder = await loadBrowserBuiltinEmbedder(appBase, timer);
    const loadStages = timer.stages();
    // The second view loads once e5 is ready, not beside it: on two cores its 21 MB slowed
    // e5's start by about half a second. Recall answers by e5 alone until it joins, and
    // goes on without it if it cannot load.
    const secondView = loadBrowserUseEmbedder(appBase).catch((error: unknown) => {
      console.warn('Recall runs without its second view:', error);
      return null;
    });
    emit('model-progress', { stage: 'ready', loaded: 1, total: 1 });
    return { embedder, reranker: null, device: 'wasm', secondView, loadStages };
  }
  configureHub(request.remoteHost, appBase);
  const device = request.device === 'auto' ? await probeDevice() : request.device;
  const embedder = await createHubEmbedder(request.embedder, device, emit);
  const reranker =
    request.reranker === null ? null : await createHubReranker(request.reranker, device, emit);
  emit('model-progress', { stage: 'ready', loaded: 1, total: 1 });
  return { embedder, reranker, device };
}
